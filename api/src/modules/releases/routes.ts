/**
 * Release state for ops (docs/architecture.md « Platform decisions »: loopback or the ops token):
 * - GET  /ops/releases         per remote and version: loads, errors, error rate, state; the canary's
 *                              verdict; the last release events (`pnpm releases` prints it)
 * - POST /ops/releases/decide  one decider round now (the decider also runs every CANARY_CHECK_SECONDS)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireOps } from '../../http/ops-access';
import { decideOnce } from './decider';
import { releasesReport } from './report';

export function releaseRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const ops = { preHandler: requireOps(deps.config.opsToken), schema: { hide: true } };
    app.get('/ops/releases', ops, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return releasesReport(deps.db, deps.config.releases);
    });
    app.post('/ops/releases/decide', ops, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const judgements = await decideOnce(deps.db, deps.config.releases, request.log);
      return { decided: judgements !== null, judgements: judgements ?? [] };
    });
  };
}
