/**
 * Every /api/* and /oauth/* request needs `X-Api-Key` equal to the configured key.
 * /health, /media/* and /openapi.json are public; CORS preflights carry no key. One route under
 * /api take none: the staff's live stream (STAFF_STREAM_PATH), which EventSource opens without
 * headers, and the inbox's CSV export (STAFF_INBOX_EXPORT_PATH), which a plain download link opens;
 * their staff session cookie (HttpOnly, SameSite=Strict) is checked instead.
 *
 * The check reads the route the router MATCHED (`request.routeOptions.url`), not the raw URL:
 * the router decodes the path, so `/%61pi/banners` reaches `/api/banners` and must be checked as
 * such. A URL that matches no route is checked on its decoded path (a 404 says nothing either way).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES, STAFF_INBOX_EXPORT_PATH, STAFF_STREAM_PATH } from '@ga/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths that need the key. */
export const PROTECTED = /^\/(api|oauth)(\/|$)/;

function sameKey(given: string, expected: string): boolean {
  // Hash both sides so lengths match and the comparison takes constant time.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The path the router sees: the matched route, else the decoded path of the URL. */
export function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** GET routes authenticated by the staff session cookie alone (no header can be sent). */
const COOKIE_ONLY = new Set<string>([STAFF_STREAM_PATH, STAFF_INBOX_EXPORT_PATH]);

export function registerApiKeyCheck(app: FastifyInstance, apiKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = routedPath(request);
    if (request.method === 'OPTIONS' || !PROTECTED.test(path) || (COOKIE_ONLY.has(path) && request.method === 'GET'))
      return;
    const header = request.headers['x-api-key'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !sameKey(given, apiKey)) {
      return reply.code(401).send({ message: API_MESSAGES.invalidApiKey });
    }
  });
}
