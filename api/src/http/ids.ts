/**
 * Database ids are PostgreSQL `integer`s: a bigger number in a path, a query or a body must be a
 * 422 (French message), never a query that fails with « out of range for type integer » (a 500).
 */
import { z } from 'zod';

export const MAX_DB_ID = 2_147_483_647;

/** A positive database id, from a number or its digits (path and query parameters are strings). */
export const idField = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_DB_ID, { error: message });

/**
 * The longest path parameter the router takes (Fastify's `maxParamLength`, its default kept): a
 * longer one is refused with 414 before any route. Path parameter schemas say no more, so the
 * document and the router agree.
 */
export const MAX_PATH_PARAM = 100;

/** A path parameter that is a numeric id or a slug. */
export const idOrSlugParam = () => z.string().min(1).max(MAX_PATH_PARAM).describe('Identifiant numérique ou slug');
