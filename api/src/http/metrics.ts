/**
 * Prometheus metrics (prom-client) at GET /metrics, for ops only (ops-access.ts): requests, latency
 * and server errors per route template and method, the front-end events of the beacon channel
 * (modules/beacons), and the process's own figures (memory, event loop, GC).
 */
import client from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { requireOps } from './ops-access';

export interface Metrics {
  registry: client.Registry;
  /**
   * Front-end events reported through the beacon channel. Bounded labels: `remote` a remote of the
   * site, `version` one the release registry knows or `inconnue`; anything else is `autre`
   * (modules/beacons/service.ts countedAs), so made-up names never add a series.
   */
  frontEvents: client.Counter<'kind' | 'remote' | 'version'>;
}

export function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'ga_api_' });
  const frontEvents = new client.Counter({
    name: 'ga_front_events_total',
    help: 'Événements du front signalés par le canal de balises (chargement, échec, erreur de rendu) par remote et version connue du registre (autre sinon)',
    labelNames: ['kind', 'remote', 'version'] as const,
    registers: [registry],
  });
  return { registry, frontEvents };
}

export function registerMetrics(app: FastifyInstance, metrics: Metrics, opsToken: string | null): void {
  const labels = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({
    name: 'ga_api_requests_total',
    help: 'Requêtes HTTP par route, méthode et statut',
    labelNames: labels,
    registers: [metrics.registry],
  });
  const errors = new client.Counter({
    name: 'ga_api_server_errors_total',
    help: 'Réponses 5xx par route et méthode',
    labelNames: ['method', 'route'] as const,
    registers: [metrics.registry],
  });
  const duration = new client.Histogram({
    name: 'ga_api_request_duration_seconds',
    help: 'Durée des requêtes HTTP par route et méthode',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [metrics.registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route template: a bounded set of labels (never the URL, which carries ids and plates).
    const route = request.routeOptions.url ?? 'aucune';
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method, route });
  });

  app.get('/metrics', { schema: { hide: true }, preHandler: requireOps(opsToken) }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
