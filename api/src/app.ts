/**
 * buildApp(): the Fastify instance with every route, used by server.ts and the tests.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import Redis from 'ioredis';
import { z } from 'zod';
import { createAppDeps, type DepsOverrides } from './app-deps-factory';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { productionProblems } from './config';
import { openChangeChannel, type ChangeChannel } from './db/change-channel';
import { startBackgroundJobs } from './jobs/background-jobs';
import { registerJsonBodyParser } from './http/json-body';
import { createLifecycle, type Lifecycle } from './http/lifecycle';
import { createMetrics, registerMetrics } from './http/metrics';
import { REQUEST_ID_HEADER, requestIdOptions } from './http/logging';
import { frameworkErrors } from './http/error-handler';
import { openApiDocument } from './http/openapi';
import { registerPlatform } from './http/platform';
import { parseQueryString } from './http/querystring';
import { openCatalogueSearch } from './modules/catalogue/search-setup';
import type { SearchIndex } from './modules/catalogue/search-index/search-index';
import { apiModules } from './modules';
import { staffProductionProblems } from './modules/staff/production-check';

// French messages for zod's built-in checks (explicit messages in @ga/contracts take precedence).
z.config(z.locales.fr());

declare module 'fastify' {
  interface FastifyInstance {
    /** The change channel (tests and ops commands wait on `settled()` after a change by hand). */
    changes: ChangeChannel;
    /** The search index (null when SEARCH_INDEX=off): tests wait for `load()`. */
    searchIndex: SearchIndex | null;
    /** Ready or draining: server.ts drains it on SIGTERM before closing. */
    lifecycle: Lifecycle;
  }
}

/** Largest JSON body accepted (413 beyond). */
export const JSON_BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Fastify logger; off in tests. */
  logger?: boolean | object;
  /** Replace parts (tests: a failing token service…). */
  overrides?: DepsOverrides;
  /**
   * Start the background jobs (jobs/background-jobs.ts: the alerts’ hourly digest, the canary
   * decider…): the server does (unless JOBS=off); tests and tools run a digest by hand
   * (runAlertDigests, POST /ops/alerts/run).
   */
  jobs?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const problems = productionProblems(config);
  if (problems.length) throw new Error(`Configuration refusée en production : ${problems.join(' ')}`);
  // Refusals that need the database (demo staff accounts that can still sign in), before anything is opened.
  const dataProblems = await staffProductionProblems(config, database.db);
  if (dataProblems.length) throw new Error(`Configuration refusée en production : ${dataProblems.join(' ')}`);
  const app = Fastify({
    logger: options.logger ?? false,
    // The request id: the site server's (with its credential), else a new one (http/logging.ts).
    ...requestIdOptions(config.beaconSecret),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    routerOptions: { querystringParser: parseQueryString },
    // JSON bodies of this API are forms (the longest, a contact message, is a few KB): 64 KiB is
    // room enough and bounds what a client can make the server parse. Photos (multipart) have
    // their own limits (tradein/photos).
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors,
    // TRUST_PROXY (config.ts): only the listed reverse proxies may name the visitor in
    // X-Forwarded-For; request.ip is then the visitor (per-IP rate limits). Unset: the TCP peer.
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  // The request id goes back to the caller (and to the site's logs): one id across site and API.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // JSON only where JSON is expected: Fastify also parses text/plain by default, which would let
  // a form post reach validation; without its parser any other media type is a 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  const changes = await openChangeChannel(database, { warn: (message) => app.log.warn(`[changes] ${message}`) });
  app.decorate('changes', changes);
  const { searchIndex, catalogueCache } = openCatalogueSearch(app, config, database, changes);
  app.decorate('searchIndex', searchIndex);
  app.addHook('onClose', async () => {
    await searchIndex?.close();
    await changes.close();
  });

  const metrics = createMetrics();
  registerMetrics(app, metrics, config.opsToken);
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);

  const deps = await createAppDeps(
    app,
    config,
    database,
    { redis, changes, searchIndex, catalogueCache, metrics, lifecycle },
    options.overrides,
  );
  // Let background e-mails finish before the process stops.
  app.addHook('onClose', async () => deps.mailer.idle());

  await registerPlatform(app, config, redis);
  for (const module of apiModules) await app.register(module.routes(deps));
  if (options.jobs) await startBackgroundJobs(app, deps);

  app.get('/openapi.json', { schema: { hide: true } }, async () => openApiDocument(app));

  await app.ready();
  return app;
}
