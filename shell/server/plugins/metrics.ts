import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { opsAllowed } from '@ga/config/ops-access';
import type { SiteServerConfig } from '../config';
import { PLAIN_TEXT } from '../content-types';
import { cacheCountsNow, renderCounts } from '../ssr/ssr-counters';
import { loadedServerVersions } from '../ssr/ssr-render';
import { followerProblems } from '../registry-follower';

/**
 * GET /metrics (Prometheus), for ops only, with the API's access rule (@ga/config/ops-access):
 * server renders per app version and outcome (a canary's failing server build shows against its own
 * version), the time they took, the remote versions each shell build has loaded, and the process's
 * memory and event loop. Anyone else gets the site's plain 404, as for any unknown file.
 */
export function registerMetrics(app: FastifyInstance, config: SiteServerConfig): void {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'ga_site_' });
  new client.Counter({
    name: 'ga_site_ssr_renders_total',
    help: 'Rendus serveur par version d’application et issue (rendered : page rendue ; fallback : page rendue par le navigateur)',
    labelNames: ['app', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [version, count] of Object.entries(renderCounts())) {
        this.inc({ app: version, outcome: 'rendered' }, count.rendered);
        this.inc({ app: version, outcome: 'fallback' }, count.fallback);
      }
    },
  });
  new client.Counter({
    name: 'ga_site_ssr_seconds_total',
    help: 'Temps passé en rendus serveur, par version d’application',
    labelNames: ['app'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [version, count] of Object.entries(renderCounts())) this.inc({ app: version }, count.totalMs / 1000);
    },
  });
  new client.Counter({
    name: 'ga_site_ssr_cache_total',
    help: 'Pages server-rendered demandées au micro-cache (hit : envoyée à nouveau ; miss : rendue)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const counts = cacheCountsNow();
      this.inc({ result: 'hit' }, counts.hit);
      this.inc({ result: 'miss' }, counts.miss);
    },
  });
  new client.Gauge({
    name: 'ga_site_ssr_loaded_versions',
    help: 'Versions de remotes chargées par les builds serveur du shell (bornées)',
    registers: [registry],
    collect() {
      this.set(Object.values(loadedServerVersions()).reduce((sum, versions) => sum + versions.length, 0));
    },
  });
  new client.Gauge({
    name: 'ga_site_registry_behind',
    help: 'Registre en PostgreSQL : 1 quand sa dernière révision n’est pas encore servie (ses versions n’ont pas pu être copiées du stockage objet), 0 sinon',
    registers: [registry],
    collect() {
      this.set(followerProblems().length ? 1 : 0);
    },
  });
  app.get('/metrics', async (request, reply) => {
    if (!opsAllowed({ headers: request.headers, remoteAddress: request.raw.socket.remoteAddress }, config.opsToken)) {
      return reply.code(404).type(PLAIN_TEXT).send('Fichier introuvable.');
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
