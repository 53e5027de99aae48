/**
 * Security headers of every API reply (@fastify/helmet), on top of CORS:
 * - JSON replies: `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'` (nothing in a
 *   reply may run or be framed), `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 *   `Referrer-Policy: strict-origin-when-cross-origin`;
 * - /media/* (SVG drawn by the API, shown by the site from another origin): the same, plus inline
 *   styles for the SVG itself and `Cross-Origin-Resource-Policy: cross-origin` so the site's pages
 *   can show them;
 * - `Strict-Transport-Security` only when the request came over TLS (directly or through a proxy of
 *   TRUST_PROXY): over plain HTTP it means nothing and would pin a local machine to HTTPS;
 * - `Cache-Control: no-store` on everything personal or secret: /api/user*, /oauth/*,
 *   /api/register, the sign-in and e-mail links, the staff area (/api/staff/*).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { routedPath } from './api-key';

const NO_STORE = [
  /^\/api\/user(\/|$)/,
  /^\/oauth\//,
  /^\/api\/register$/,
  /^\/api\/login-link\//,
  /^\/api\/email\//,
  /^\/api\/forgot-password\//,
  /^\/api\/staff(\/|$)/,
];
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/**
 * The headers helmet gives a JSON reply, for the few replies sent before any hook runs (URLs the
 * router refuses: http/error-handler.ts frameworkErrors).
 */
export const BARE_REPLY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // The matched route, or for an unmatched URL its decoded path (an /api/user… 404 is no-store too).
    const route = routedPath(request);
    if (route.startsWith('/media/')) {
      reply.header('content-security-policy', MEDIA_CSP);
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (NO_STORE.some((re) => re.test(route))) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
