/**
 * Database ids are PostgreSQL `integer`s: a bigger number in a path, a query or a body must be a
 * 422 (French message), never a query that fails with « out of range for type integer » (a 500).
 */
import { z } from 'zod';

export const MAX_DB_ID = 2_147_483_647;

/** A positive database id, from a number or its digits (path and query parameters are strings). */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_DB_ID, { error: message });
