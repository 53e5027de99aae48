import type { FastifyInstance } from 'fastify';
import type { SiteServerConfig } from '../config';
import { shellIndex } from '../index-html';
import type { SiteLifecycle } from '../lifecycle';
import { readStoreRegistry } from '../registry';
import { followerProblems } from '../registry-follower';

type NotReady = 'draining' | 'server-builds' | 'registry' | 'shell';

/**
 * GET /health, liveness: the process answers (what `pnpm start` waits for, scripts/processes.mjs).
 * GET /health/ready, readiness, for a load balancer: 200 when this instance can serve a page — the
 * release registry is readable, the live shell's index.html is there, the live server builds are
 * loaded — and no stop is under way; 503 with the reason otherwise. An instance still serving the
 * revision before the newest (its versions could not be copied from object storage yet) stays ready
 * and says so (`behind`): taking every instance out when the bucket blinks would take the site down.
 */
export function registerHealth(app: FastifyInstance, config: SiteServerConfig, lifecycle: SiteLifecycle): void {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    // `problem`: why the registry could not be read or its versions copied, when the follower knows.
    const notReady = (reason: NotReady, problem?: string) =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ ready: false, reason, ...(problem ? { problem } : {}) });
    // Draining: the connection is closed too, so a keep-alive client comes back through the balancer.
    if (lifecycle.draining) {
      reply.header('connection', 'close');
      return notReady('draining');
    }
    if (!lifecycle.warmed) return notReady('server-builds');
    let unreadable: string | undefined;
    const registry = await readStoreRegistry(config).catch((error: unknown) => {
      unreadable = error instanceof Error ? error.message : String(error);
      return null;
    });
    const shell = registry?.apps.shell?.live;
    if (!registry || !shell) return notReady('registry', unreadable ?? followerProblems()[0]);
    try {
      await shellIndex(config, shell);
    } catch {
      return notReady('shell');
    }
    const behind = followerProblems()[0] ?? null;
    return reply
      .header('cache-control', 'no-store')
      .send({ ready: true, reason: null, shell, ...(behind ? { behind } : {}) });
  });
}
