import type { FastifyInstance } from 'fastify';
import { CATEGORY_IDS } from '../../src/cookies/consent-categories';
import {
  CONSENT_COOKIE,
  CONSENT_FORM_ACTION,
  CONSENT_LIFETIME_MS,
  ENABLED_COOKIE,
} from '../../src/cookies/consent-cookies';
import type { SiteServerConfig } from '../config';
import { safeReturnPath } from '../contracts';
import { PLAIN_TEXT } from '../content-types';

/** What each submit button enables: « Enregistrer mes choix » the categories ticked in the form (a checkbox sends its name). */
const CHOICES: Record<string, (form: Record<string, unknown>) => readonly string[]> = {
  accepter: () => CATEGORY_IDS,
  refuser: () => [],
  enregistrer: (form) => CATEGORY_IDS.filter((id) => Object.hasOwn(form, id)),
};

/**
 * POST /consentement: the cookie banner's choice when the page's scripts have not run yet (a
 * server-rendered page answered at once) or do not run (shell/src/cookies/cookie-banner.tsx). Writes
 * the cookies the banner writes in the browser (the same names, lifetime and SameSite), then sends
 * the visitor back to the page with a 303. Only this site's own pages may post it: a choice is the
 * visitor's, never another site's (checked with Sec-Fetch-Site and Origin).
 */
export function registerConsent(app: FastifyInstance, config: SiteServerConfig): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.post(CONSENT_FORM_ACTION, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const ownOrigins = [new URL(config.siteUrl).origin, `${request.protocol}://${request.headers.host ?? ''}`];
    if ((fetchSite && fetchSite !== 'same-origin') || (origin && !ownOrigins.includes(origin))) {
      return reply
        .code(403)
        .type(PLAIN_TEXT)
        .send('Ce choix de cookies ne vient pas de ce site : il n’a pas été enregistré.');
    }
    const form = (request.body ?? {}) as Record<string, unknown>;
    const enabled =
      typeof form.choix === 'string' && Object.hasOwn(CHOICES, form.choix) ? CHOICES[form.choix]!(form) : undefined;
    if (!enabled)
      return reply
        .code(400)
        .type(PLAIN_TEXT)
        .send('Choix de cookies inconnu : « accepter », « refuser » ou « enregistrer ».');
    const options = { path: '/', expires: new Date(Date.now() + CONSENT_LIFETIME_MS), sameSite: 'lax' as const };
    reply.setCookie(CONSENT_COOKIE, '1', options);
    reply.setCookie(ENABLED_COOKIE, enabled.join(','), options);
    // The page to go back to: a path of this site (percent-encoded, no control character), else the home.
    return reply
      .code(303)
      .header('Location', safeReturnPath(form.retour, { fallback: '/' }))
      .send();
  });
}
