/**
 * The beacon channel's API side:
 * - POST /api/beacons: a batch of front-end events (remote load failures, render errors per remote
 *   and version), forwarded by the site server from its same-origin `/beacon`; 204. A public
 *   write: per caller (the site server, or the visitor when TRUST_PROXY names the site server),
 *   BEACONS_PER_MINUTE a minute.
 * - GET /ops/front-events?minutes=60: the totals per kind, remote and version (ops only).
 */
import { beaconBatchSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireOps } from '../../http/ops-access';
import { errorSchemas } from '../../http/reply-schemas';
import { frontEventTotals, recordFrontEvents } from './service';

const tags = ['Système'];

export function beaconRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/beacons', {
      config: { rateLimit: { max: deps.config.rateLimits.beaconsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Événements du front (échec de chargement d’un remote, erreur de rendu), par remote et version ; sans donnée personnelle',
        body: beaconBatchSchema,
        response: { 204: z.null().describe('Reçus'), ...errorSchemas(413, 415, 422, 429) },
      },
    }, async (request, reply) => {
      await recordFrontEvents(deps.db, deps.metrics, request.body.events);
      return reply.code(204).send(null);
    });

    app.get('/ops/front-events', {
      preHandler: requireOps(deps.config.opsToken),
      schema: { hide: true, querystring: z.object({ minutes: z.coerce.number().int().min(1).max(60 * 24 * 30).default(60) }) },
    }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await frontEventTotals(deps.db, request.query.minutes) };
    });
  };
}
