/**
 * The staff session in the browser (docs/staff.md): the session itself is an HttpOnly cookie the
 * page never sees; the page keeps only the CSRF token the sign-in (or GET /api/staff/me) gave, in
 * memory, never in storage. The base query sends it back on every staff write.
 */
const STAFF_PREFIX = '/api/staff';

let csrf: string | null = null;

export const isStaffUrl = (url: string): boolean =>
  url === STAFF_PREFIX || url.startsWith(`${STAFF_PREFIX}/`) || url.startsWith(`${STAFF_PREFIX}?`);

export const staffCsrfToken = (): string | null => csrf;

/** Kept from a sign-in reply or GET /api/staff/me; null on sign-out. */
export function setStaffCsrfToken(token: string | null): void {
  csrf = token;
}
