/**
 * The site server's side of the one beacon channel: POST /beacon (same origin, so the page's
 * `fetch(…, { keepalive: true })` needs no CORS) takes a batch of front-end events, limited per
 * visitor's IP, and forwards what it vouches for to the API's POST /api/beacons, with its own
 * credential (BEACON_SECRET): the API takes beacons from no one else. The reply is 204 whatever
 * happened: reporting never bothers the visitor.
 *
 * What is forwarded (docs/releases.md: canary figures must not be forgeable):
 * - only the (remote, version) pairs this visitor was served: the versions `resolveForVisitor` gives
 *   its signed cohort cookie (none: the live versions), or `inconnue`; any other pair is dropped, so
 *   a client outside a canary cannot report on it, nor on versions it made up;
 * - at most `beaconEventsPerVisitor` events a minute per visitor (its cohort) and
 *   `beaconEventsPerAddress` per address; the rest is dropped (these counts and the batches' limit
 *   are shared by every site server through Redis when REDIS_URL is set: site-redis.ts);
 * - with a cohort, a keyed hash of it (`visitor`: HMAC of the id under a salt of the day, 16 hex
 *   digits) so the API can count distinct visitors without ever seeing the id; the visitor's address
 *   in X-Visitor-Address for the API's per-address limit.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type Redis from 'ioredis';
import { resolveForVisitor } from '@ga/releases';
import { BEACON_BATCH_MAX, BEACON_PATH, FRONT_EVENT_KINDS } from './contracts';
import { apiCallHeaders } from './api-headers';
import type { SiteServerConfig } from './config';
import { readStoreRegistry, visitorCohort } from './registry';
import { minuteBudget } from './site-redis';

/** A batch of 20 events is about 2 KB. */
const BODY_LIMIT = 16 * 1024;
/** The version the shell reports when the registry named none: never a canary's. */
export const UNKNOWN_VERSION = 'inconnue';
/** The header that carries the site server's credential to the API (api/src/modules/beacons). */
export { SITE_CREDENTIAL_HEADER } from './api-headers';
/** The visitor's address, for the API's per-address beacon limit (trusted with the credential only). */
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address';

interface BeaconEvent {
  kind: string;
  remote: string;
  version: string;
}

const KINDS: ReadonlySet<string> = new Set(FRONT_EVENT_KINDS);
const isEvent = (value: unknown): value is BeaconEvent => {
  const e = value as Partial<BeaconEvent> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.kind === 'string' &&
    KINDS.has(e.kind) &&
    typeof e.remote === 'string' &&
    typeof e.version === 'string'
  );
};

/** The visitor's hash for the API: HMAC of the cohort id with a salt of the day (UTC) drawn from `key`. */
export function visitorHash(cohort: string, key: string, now = Date.now()): string {
  const day = new Date(now).toISOString().slice(0, 10);
  const salt = createHmac('sha256', key).update(`ga-beacon-visitor:${day}`).digest();
  return createHmac('sha256', salt).update(cohort).digest('hex').slice(0, 16);
}

export async function registerBeacons(
  app: FastifyInstance,
  config: SiteServerConfig,
  redis: Redis | null = null,
  now: () => number = Date.now,
): Promise<void> {
  // A store that fails lets the batch through (skipOnError): the API limits beacons too.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'ga:site:beacon-batches:', skipOnError: true } : {}),
  });
  const perVisitor = minuteBudget(redis, 'beacon-visitor', config.beaconEventsPerVisitor);
  const perAddress = minuteBudget(redis, 'beacon-address', config.beaconEventsPerAddress);
  let warned = false;
  app.post(
    BEACON_PATH,
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: config.beaconsPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const body = request.body as { events?: unknown } | null;
      if (!body || !Array.isArray(body.events) || body.events.length === 0 || body.events.length > BEACON_BATCH_MAX) {
        return reply.code(400).send({ message: 'Lot d’événements invalide.' });
      }
      if (!config.beaconSecret) {
        if (!warned) request.log.warn('BEACON_SECRET absent : les balises ne sont pas transmises à l’API');
        warned = true;
        return reply.code(204).send();
      }
      const registry = await readStoreRegistry(config);
      if (!registry) return reply.code(204).send();
      // The versions this visitor was served: its signed cohort's, or the live ones.
      const cohort = visitorCohort(request, config.cohortKey);
      const served = resolveForVisitor(registry, cohort).apps;
      const vouched = body.events.filter(isEvent).filter((e) => {
        const version = served[e.remote]?.live;
        return Boolean(version) && (e.version === version || e.version === UNKNOWN_VERSION);
      });
      // Per visitor (its cohort: without one, the address's limit is the only one) and per address.
      const allowed = Math.min(
        vouched.length,
        cohort ? await perVisitor.left(cohort) : Infinity,
        await perAddress.left(request.ip),
      );
      if (cohort) await perVisitor.spend(cohort, allowed);
      await perAddress.spend(request.ip, allowed);
      if (allowed === 0) return reply.code(204).send();
      const events = vouched.slice(0, allowed).map(({ kind, remote, version }) => ({ kind, remote, version }));
      try {
        await fetch(`${config.apiInternalUrl}/api/beacons`, {
          method: 'POST',
          headers: {
            // The key, the request id and the credential (the API refuses beacons without it).
            ...apiCallHeaders(config, request.id),
            'Content-Type': 'application/json',
            // The visitor, for the API's per-address limit (trusted there with the credential only).
            [VISITOR_ADDRESS_HEADER]: request.ip,
          },
          body: JSON.stringify({
            events,
            ...(cohort ? { visitor: visitorHash(cohort, config.cohortKey, now()) } : {}),
          }),
          signal: AbortSignal.timeout(2_000),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'Balise non transmise à l’API');
      }
      return reply.code(204).send();
    },
  );
}
