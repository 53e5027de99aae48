/**
 * buildApp(): the Fastify instance with every route, used by server.ts and the tests.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import Redis from 'ioredis';
import { z } from 'zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { productionProblems } from './config';
import { appSecret } from './db/app-secrets';
import { openChangeChannel, type ChangeChannel } from './db/change-channel';
import { registerApiKeyCheck } from './http/api-key';
import { registerInputTextCheck } from './http/input-text';
import { registerJsonBodyParser } from './http/json-body';
import { createLifecycle, type Lifecycle } from './http/lifecycle';
import { createMetrics, registerMetrics } from './http/metrics';
import { createAuthHook, createOptionalUser } from './http/auth-hook';
import { registerPublicWriteLimits } from './http/public-writes';
import { registerSecurityHeaders } from './http/security-headers';
import { limiter } from './http/rate-limiter';
import { frameworkErrors, registerErrorHandlers } from './http/error-handler';
import { REQUEST_ID_HEADER, requestId } from './http/logging';
import { openApiDocument, registerOpenApi } from './http/openapi';
import { parseQueryString } from './http/querystring';
import { createPasswordHasher } from './modules/auth/password';
import { createRateLimits } from './modules/auth/rate-limits';
import { authRoutes } from './modules/auth/routes';
import { createTokenService } from './modules/auth/token-service';
import { appointmentRoutes } from './modules/appointments/routes';
import { beaconRoutes } from './modules/beacons/routes';
import { stockRoutes } from './modules/stock/routes';
import { liveStockRoutes } from './modules/live-stock/routes';
import { recentlyViewedRoutes } from './modules/recently-viewed/routes';
import { alertRoutes } from './modules/alerts/routes';
import { DIGEST_CRON, DIGEST_QUEUE, runAlertDigests } from './modules/alerts/digest';
import { startJobQueue } from './jobs/job-queue';
import { releaseRoutes } from './modules/releases/routes';
import { startCanaryDecider } from './modules/releases/decider';
import { createBotCheck } from './modules/bot-check/bot-check';
import { botCheckRoutes } from './modules/bot-check/routes';
import { callRoutes } from './modules/calls/routes';
import { contentRoutes } from './modules/content/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createSearchCache } from './modules/catalogue/search-cache';
import { createSearchIndex, type SearchIndex } from './modules/catalogue/search-index/search-index';
import { followStockChanges } from './modules/catalogue/stock-changes';
import { cityRoutes } from './modules/cities/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { bookmarkRoutes } from './modules/bookmarks/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { emailLinkRoutes } from './modules/email-links/routes';
import { estimateRoutes } from './modules/estimates/routes';
import { financingRoutes } from './modules/financing/routes';
import { healthRoutes } from './modules/health/routes';
import { homeRoutes } from './modules/home/routes';
import { localizationRoutes } from './modules/localization/routes';
import { mediaRoutes } from './modules/media/routes';
import { promoCodeRoutes } from './modules/promo-codes/routes';
import { createMailer } from './modules/mailer';
import { createFileStore } from './files/file-store';
import { reprisePhotoRoutes } from './modules/tradein/photos/photo-routes';
import { registerPhotoFileJobs } from './modules/tradein/photos/photo-files';
import { partnerRequestRoutes } from './modules/partner-requests/routes';
import { createPasswordResetLimits } from './modules/password-reset/rate-limits';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { repriseRoutes } from './modules/reprises/routes';
import { tradeinRoutes } from './modules/tradein/routes';
import { createAccountLimits } from './modules/user/account-limits';
import { userRoutes } from './modules/user/routes';
import { view360Routes } from './modules/view-360/routes';

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
  overrides?: Partial<Pick<AppDeps, 'tokens' | 'passwords' | 'rateLimits' | 'resetLimits' | 'mailer' | 'files'>>;
  /**
   * Start the background jobs (the alerts’ hourly digest, jobs/job-queue.ts; the canary decider,
   * modules/releases): the server does
   * (unless JOBS=off); tests and tools run a digest by hand (runAlertDigests, POST /ops/alerts/run).
   */
  jobs?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const problems = productionProblems(config);
  if (problems.length) throw new Error(`Configuration refusée en production : ${problems.join(' ')}`);
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestId,
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
  const searchIndex = config.searchIndex === 'memory'
    ? createSearchIndex(database.db, { resyncSeconds: config.searchIndexResyncSeconds, warn: (message) => app.log.warn(`[search-index] ${message}`) })
    : null;
  const catalogueCache = createSearchCache({ count: config.catalogueCacheSeconds, facets: config.catalogueCacheSeconds, page: config.cataloguePageCacheSeconds });
  followStockChanges(changes, catalogueCache, searchIndex);
  app.decorate('searchIndex', searchIndex);
  if (searchIndex) {
    // Read in the background: SQL answers the searches meanwhile.
    const started = Date.now();
    searchIndex.load().then(
      () => app.log.info(`[search-index] ${searchIndex.size} véhicules indexés en ${Date.now() - started} ms`),
      (error: Error) => app.log.warn(`[search-index] lecture impossible (${error.message}) ; recherche en SQL en attendant`),
    );
  }
  app.addHook('onClose', async () => {
    await searchIndex?.close();
    await changes.close();
  });

  const metrics = createMetrics();
  registerMetrics(app, metrics, config.opsToken);
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);

  const tokens = options.overrides?.tokens ?? createTokenService(database.db, config.tokenTtlSeconds);
  const signingKey = config.signingSecret ? Buffer.from(config.signingSecret, 'utf8') : await appSecret(database.db, 'signing-key');
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens,
    passwords: options.overrides?.passwords ?? createPasswordHasher(config.scryptCost),
    rateLimits: options.overrides?.rateLimits ?? createRateLimits(config.rateLimits, redis),
    resetLimits: options.overrides?.resetLimits ?? createPasswordResetLimits(config.rateLimits, redis),
    accountLimits: createAccountLimits(config.rateLimits, redis),
    limiter: (prefix, points, seconds) => limiter(redis, prefix, points, seconds),
    signingKey,
    catalogueCache,
    changes,
    searchIndex,
    mailer: options.overrides?.mailer ?? createMailer(config, { onError: (err, mail) => app.log.error({ err, subject: mail?.subject }, 'E-mail non envoyé') }),
    files: options.overrides?.files ?? createFileStore(config.files),
    jobs: null,
    botCheck: await createBotCheck(database.db, config.botCheck),
    lifecycle,
    metrics,
    requireUser: createAuthHook(tokens),
    optionalUser: createOptionalUser(tokens),
  };
  // Let background e-mails finish before the process stops.
  app.addHook('onClose', async () => deps.mailer.idle());

  await app.register(cors, {
    origin: config.siteOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Authorization', 'X-Api-Key', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  // JSON and the drawn SVG pictures leave compressed (brotli at a level cheap enough per request,
  // or gzip); below 1 KB the headers would cost more than they save.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerErrorHandlers(app);
  registerApiKeyCheck(app, config.apiKey);
  registerInputTextCheck(app);
  await registerPublicWriteLimits(app, { perMinute: config.rateLimits.publicWritesPerMinute, redis });

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(userRoutes(deps));
  await app.register(passwordResetRoutes(deps));
  await app.register(emailLinkRoutes(deps));
  await app.register(repriseRoutes(deps));
  await app.register(reprisePhotoRoutes(deps));
  await app.register(tradeinRoutes(deps));
  await app.register(partnerRequestRoutes(deps));
  await app.register(bookmarkRoutes(deps));
  await app.register(bookingRoutes(deps));
  await app.register(deliveryRoutes(deps));
  await app.register(financingRoutes(deps));
  await app.register(estimateRoutes(deps));
  await app.register(promoCodeRoutes(deps));
  await app.register(homeRoutes(deps));
  await app.register(catalogueRoutes(deps));
  await app.register(mediaRoutes(deps));
  await app.register(view360Routes(deps));
  await app.register(cityRoutes(deps));
  await app.register(localizationRoutes(deps));
  await app.register(campaignRoutes(deps));
  await app.register(callRoutes(deps));
  await app.register(botCheckRoutes(deps));
  await app.register(contentRoutes(deps));
  await app.register(appointmentRoutes(deps));
  await app.register(beaconRoutes(deps));
  await app.register(stockRoutes(deps));
  await app.register(liveStockRoutes(deps));
  await app.register(recentlyViewedRoutes(deps));
  await app.register(alertRoutes(deps));
  await app.register(releaseRoutes(deps));
  if (options.jobs && config.releases.decider) {
    const stopDecider = startCanaryDecider(deps.db, config.releases, app.log);
    app.addHook('onClose', stopDecider);
  }
  if (options.jobs) {
    const queue = await startJobQueue(database, app.log);
    await queue.register(DIGEST_QUEUE, async () => void (await runAlertDigests(deps)), { cron: DIGEST_CRON });
    await registerPhotoFileJobs(queue, deps.files);
    deps.jobs = queue;
    app.addHook('onClose', async () => queue.stop());
  }

  app.get('/openapi.json', { schema: { hide: true } }, async () => openApiDocument(app));

  await app.ready();
  return app;
}
