/**
 * The site server's side of the one beacon channel: POST /beacon (same origin, so the page's
 * `fetch(…, { keepalive: true })` needs no CORS) takes a batch of front-end events, limited per
 * visitor's IP, and forwards it to the API's POST /api/beacons, which checks and counts it. The
 * reply is 204 whatever the API said: reporting never bothers the visitor.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { BEACON_BATCH_MAX, BEACON_PATH } from './contracts';
import type { SiteServerConfig } from './config';

/** A batch of 20 events is about 2 KB. */
const BODY_LIMIT = 16 * 1024;

export async function registerBeacons(app: FastifyInstance, config: SiteServerConfig): Promise<void> {
  await app.register(rateLimit, { global: false });
  app.post(BEACON_PATH, {
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: { max: config.beaconsPerMinute, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const body = request.body as { events?: unknown } | null;
    if (!body || !Array.isArray(body.events) || body.events.length === 0 || body.events.length > BEACON_BATCH_MAX) {
      return reply.code(400).send({ message: 'Lot d’événements invalide.' });
    }
    try {
      await fetch(`${config.apiInternalUrl}/api/beacons`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Api-Key': config.apiKey,
          'X-Request-Id': request.id,
          // The visitor, for the API's per-IP limit when TRUST_PROXY names this server.
          'X-Forwarded-For': request.ip,
        },
        body: JSON.stringify({ events: body.events }),
        signal: AbortSignal.timeout(2_000),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'Balise non transmise à l’API');
    }
    return reply.code(204).send();
  });
}
