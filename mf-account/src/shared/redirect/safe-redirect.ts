import { safeReturnPath } from '@ga/contracts';

/** The sign-in page: never gone back to after signing in or up (a loop). */
const SIGN_IN = '/connexion';

/**
 * Where to go after sign-in or sign-up: a path of THIS site from ?redirect=, else the account area.
 * Judged by the one rule the site server's consent form uses too (@ga/contracts safeReturnPath):
 * parsed as the browser would, so `/%09/evil.com` (a tab the URL parser drops), `/\evil.com`,
 * `//evil.com` and `https://evil.com` are refused; the path, query and hash kept are percent-encoded.
 */
export function safeRedirect(target: string | null, fallback = '/mon-compte'): string {
  return safeReturnPath(target, { fallback, refuse: [SIGN_IN] });
}
