/**
 * What the visitor consented to, for any area that keeps something only with consent (« Vus
 * récemment » in the browser): the shell owns the banner and writes the choice in the spec's cookies
 * (`ncc_c` once chosen, `ncc_e` the enabled categories: docs/spec-notes.md §9), then says so with CONSENT_CHANGED_EVENT.
 */

export const CONSENT_CHANGED_EVENT = 'ga:consent-changed';
const ENABLED_COOKIE = 'ncc_e';

/** True when the visitor enabled `category` (« personalisation »…). */
export function consentGiven(category: string): boolean {
  if (typeof document === 'undefined') return false;
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${ENABLED_COOKIE}=`));
  if (!raw) return false;
  return decodeURIComponent(raw.slice(ENABLED_COOKIE.length + 1))
    .split(',')
    .includes(category);
}

/** Tells the areas that the choice changed (the shell calls it after writing the cookies). */
export function announceConsentChange(): void {
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}
