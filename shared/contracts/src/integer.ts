/**
 * Whole numbers as forms and query strings send them: a number, or its digits as a string (HTML
 * fields give strings). Internal to the contracts (not re-exported by index.ts). Ids are PostgreSQL
 * `integer`s: 1 to 9 digits, never more than MAX_DB_ID, so a bigger value is refused here and never
 * reaches a query.
 */
import { z } from './z';

export const MAX_DB_ID = 2_147_483_647;

/**
 * The digits of a database id, 1 to MAX_DB_ID (2 147 483 647) and no more: a keyset cursor
 * checked against it never reaches PostgreSQL out of its `integer` range (a 500).
 */
export const DB_ID_DIGITS =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;

/** The number in [min, max], or null when `v` is not a whole number in that range. */
export function integerIn(v: number | string, min = 1, max = MAX_DB_ID): number | null {
  const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * What `integerIn` takes, as zod members whose JSON Schema says it (the OpenAPI document): an
 * integer in [min, max], or 1 to 9 digits (spaces around allowed, not documented). Each check carries `message`,
 * so a value refused here gets the same answer as from `integerIn` (which still checks the range
 * of the digits).
 */
export const wholeNumberMembers = (message: string, min = 1, max = MAX_DB_ID) =>
  [
    z.number({ error: message }).int(message).min(min, message).max(max, message),
    // Documented as plain digits in range (spaces around are taken, not documented: the API refuses
    // some whitespace, control characters, before this check).
    z
      .string({ error: message })
      .regex(/^\s*\d{1,9}\s*$/, message)
      .meta({ pattern: digitsPattern(min, max) }),
  ] as const;

/**
 * A pattern of digits whose values are all in [min, max] and that `integerIn` takes (9 digits at
 * most): exact for a short range (a month, a year), else the numbers with one digit fewer than
 * `max` (an id: 1 to 999 999 999), never looser than the check.
 */
export function digitsPattern(min: number, max: number): string {
  if (max - min <= 200) return `^(?:${Array.from({ length: max - min + 1 }, (_, i) => min + i).join('|')})$`;
  const shorter = Math.min(String(max).length - 1, 9);
  return min <= 0 ? `^\\d{1,${shorter}}$` : `^[1-9]\\d{0,${shorter - 1}}$`;
}

/** A required whole number in [min, max] (a database id by default); `message` for anything else. */
export const integerField = (message: string, min = 1, max = MAX_DB_ID) =>
  z.union(wholeNumberMembers(message, min, max), { error: message }).transform((v, ctx) => {
    const n = integerIn(v, min, max);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
