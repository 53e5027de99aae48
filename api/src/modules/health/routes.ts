/**
 * Health checks (no API key), for a load balancer or an orchestrator:
 * - GET /health, liveness: the process answers (200 as long as it runs; the database and the
 *   search index are reported, not judged: a database outage is not cured by restarting the API);
 * - GET /health/ready, readiness: 200 when this instance should get traffic — the database
 *   answers and no stop is under way — else 503, so a draining or cut-off instance is skipped.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  uptime_seconds: z.number(),
  /** The in-memory search index (catalogue/search-index/): SQL answers searches until it is ready. */
  search_index: z.object({ state: z.enum(['ready', 'loading', 'off']), vehicles: z.number().int() }),
});

const readySchema = z.object({
  ready: z.boolean(),
  /** Why not: the database does not answer, or the instance is stopping. */
  reason: z.enum(['database', 'draining']).nullable(),
});

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['Système'],
          summary: 'Vivacité : le processus répond (état de la base et de l’index de recherche à titre indicatif)',
          response: { 200: healthSchema },
        },
      },
      async () => {
        const ok = await deps.database.ping();
        return {
          status: ok ? ('ok' as const) : ('degraded' as const),
          database: { kind: deps.database.kind, ok },
          uptime_seconds: Math.round(process.uptime()),
          search_index: deps.searchIndex
            ? {
                state: deps.searchIndex.ready ? ('ready' as const) : ('loading' as const),
                vehicles: deps.searchIndex.size,
              }
            : { state: 'off' as const, vehicles: 0 },
        };
      },
    );

    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['Système'],
          summary:
            'Disponibilité : 200 si l’instance peut recevoir des visiteurs (base joignable, pas d’arrêt en cours), 503 sinon',
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (_request, reply) => {
        if (deps.lifecycle.draining)
          return reply.code(503).header('connection', 'close').send({ ready: false, reason: 'draining' });
        if (!(await deps.database.ping())) return reply.code(503).send({ ready: false, reason: 'database' });
        return { ready: true, reason: null };
      },
    );
  };
}
