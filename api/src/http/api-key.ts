/**
 * Every /api/* and /oauth/* request needs `X-Api-Key` equal to the configured key.
 * /health, /media/* and /openapi.json are public; CORS preflights carry no key.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES } from '@ga/contracts';
import type { FastifyInstance } from 'fastify';

const PROTECTED = /^\/(api|oauth)(\/|$|\?)/;

function sameKey(given: string, expected: string): boolean {
  // Hash both sides so lengths match and the comparison takes constant time.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function registerApiKeyCheck(app: FastifyInstance, apiKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || !PROTECTED.test(request.url)) return;
    const header = request.headers['x-api-key'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !sameKey(given, apiKey)) {
      return reply.code(401).send({ message: API_MESSAGES.invalidApiKey });
    }
  });
}
