/**
 * Any area can reopen the cookie choices (the cookie policy page's button, a footer link): the
 * shell, which owns the banner, listens to this event on window.
 */
export const CONSENT_OPEN_EVENT = 'ga:open-consent';

export function openConsentChoices(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
