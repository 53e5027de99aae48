import { safeReturnPath } from '@ga/contracts';
import { INBOX_PATH, SIGN_IN_PATH, STAFF_HOME } from '../paths';

/**
 * Where to go after signing in: a page of the staff area only (never an address from elsewhere, never
 * the sign-in page again), else the inbox. The one rule of @ga/contracts safeReturnPath, kept within
 * the staff area.
 */
export function safeReturn(target: string | null): string {
  return safeReturnPath(target, { fallback: INBOX_PATH, within: `${STAFF_HOME}/`, refuse: [SIGN_IN_PATH] });
}
