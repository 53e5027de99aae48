import { INBOX_PATH, STAFF_HOME } from '../paths';

/** Where to go after signing in: a page of the staff area only (never an address from elsewhere). */
export function safeReturn(target: string | null): string {
  if (!target || !target.startsWith(`${STAFF_HOME}/`) || target.startsWith('//') || target.includes('\\') || target.startsWith(`${STAFF_HOME}/connexion`)) return INBOX_PATH;
  return target;
}
