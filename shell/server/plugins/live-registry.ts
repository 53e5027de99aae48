import type { FastifyInstance } from 'fastify';
import type { SiteServerConfig } from '../config';
import type { RequestRegistries } from '../request-registry';
import { liveManifests } from '../route-manifests';

/**
 * What is live, for the browser, always revalidated: /registry.json (the remotes the shell loads,
 * as resolved for this visitor: a canary's cohort gets its versions) and /site-routes.json (the live
 * route manifests, for /plan-du-site in mf-content: read from the release store, never a remote's
 * code).
 */
export function registerLiveRegistry(
  app: FastifyInstance,
  config: SiteServerConfig,
  { registryFor }: RequestRegistries,
): void {
  app.get('/registry.json', async (request, reply) => {
    const registry = await registryFor(request, reply, true);
    reply.header('Cache-Control', 'no-cache');
    if (!registry) return reply.code(503).send({ message: 'Aucune release publiée.' });
    return { remotes: registry.remotes };
  });
  app.get('/site-routes.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { manifests: await liveManifests(config.releaseStore, await registryFor(request, reply, true)) };
  });
}
