/**
 * GET /health (no API key): process and database status.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  uptime_seconds: z.number(),
});

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      schema: { tags: ['Système'], summary: 'État du service et de la base de données', response: { 200: healthSchema, 503: healthSchema } },
    }, async (_request, reply) => {
      const ok = await deps.database.ping();
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { kind: deps.database.kind, ok },
        uptime_seconds: Math.round(process.uptime()),
      });
    });
  };
}
