import Cookies from 'js-cookie';
import { CATEGORY_IDS, type CategoryId } from './consent-categories';

// docs/spec-notes.md §9: cookies ncc_c (consent given) and ncc_e (enabled ids), path /, 365 days.
export const CONSENT_COOKIE = 'ncc_c';
export const ENABLED_COOKIE = 'ncc_e';
export const CONSENT_LIFETIME_MS = 31_536_000_000;
/** Where the banner's form posts before the page is hydrated, or without JavaScript (shell/server/plugins/consent.ts). */
export const CONSENT_FORM_ACTION = '/consentement';

export interface ConsentChoice {
  enabled: CategoryId[];
}

/**
 * The stored choice, or null when the visitor has not chosen yet; from document.cookie, or from the
 * request's cookies when the server renders.
 */
export function readConsent(cookies?: Record<string, string> | null): ConsentChoice | null {
  const get = (name: string): string | undefined => (cookies ? cookies[name] : Cookies.get(name));
  if (get(CONSENT_COOKIE) === undefined) return null;
  const raw = get(ENABLED_COOKIE) ?? '';
  const enabled = raw.split(',').filter((id): id is CategoryId => (CATEGORY_IDS as string[]).includes(id));
  return { enabled };
}

export function writeConsent(choice: ConsentChoice, now = Date.now()): void {
  const options = { path: '/', expires: new Date(now + CONSENT_LIFETIME_MS), sameSite: 'Lax' as const };
  Cookies.set(CONSENT_COOKIE, '1', options);
  Cookies.set(ENABLED_COOKIE, choice.enabled.join(','), options);
}
