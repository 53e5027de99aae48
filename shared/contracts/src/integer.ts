/**
 * Whole numbers as forms and query strings send them: a number, or its digits as a string (HTML
 * fields give strings). Internal to the contracts (not re-exported by index.ts). Ids are PostgreSQL
 * `integer`s: 1 to 9 digits, never more than MAX_DB_ID, so a bigger value is refused here and never
 * reaches a query.
 */
import { z } from './z';

export const MAX_DB_ID = 2_147_483_647;

/** The number in [min, max], or null when `v` is not a whole number in that range. */
export function integerIn(v: number | string, min = 1, max = MAX_DB_ID): number | null {
  const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** A required whole number in [min, max] (a database id by default); `message` for anything else. */
export const integerField = (message: string, min = 1, max = MAX_DB_ID) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = integerIn(v, min, max);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
