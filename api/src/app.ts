/**
 * buildApp(): the Fastify instance with every route, used by server.ts and the tests.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import Redis from 'ioredis';
import { z } from 'zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { productionProblems } from './config';
import { appSecret } from './db/app-secrets';
import { registerApiKeyCheck } from './http/api-key';
import { createAuthHook, createOptionalUser } from './http/auth-hook';
import { registerPublicWriteLimits } from './http/public-writes';
import { registerSecurityHeaders } from './http/security-headers';
import { limiter } from './http/rate-limiter';
import { registerErrorHandlers } from './http/error-handler';
import { openApiDocument, registerOpenApi } from './http/openapi';
import { parseQueryString } from './http/querystring';
import { createPasswordHasher } from './modules/auth/password';
import { createRateLimits } from './modules/auth/rate-limits';
import { authRoutes } from './modules/auth/routes';
import { createTokenService } from './modules/auth/token-service';
import { appointmentRoutes } from './modules/appointments/routes';
import { createBotCheck } from './modules/bot-check/bot-check';
import { botCheckRoutes } from './modules/bot-check/routes';
import { callRoutes } from './modules/calls/routes';
import { contentRoutes } from './modules/content/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createSearchCache } from './modules/catalogue/search-cache';
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

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Fastify logger; off in tests. */
  logger?: boolean | object;
  /** Replace parts (tests: a failing token service…). */
  overrides?: Partial<Pick<AppDeps, 'tokens' | 'passwords' | 'rateLimits' | 'resetLimits' | 'mailer' | 'files'>>;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const problems = productionProblems(config);
  if (problems.length) throw new Error(`Configuration refusée en production : ${problems.join(' ')}`);
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY (config.ts): only the listed reverse proxies may name the visitor in
    // X-Forwarded-For; request.ip is then the visitor (per-IP rate limits). Unset: the TCP peer.
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

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
    catalogueCache: createSearchCache({ count: config.catalogueCacheSeconds, facets: config.catalogueCacheSeconds, page: config.cataloguePageCacheSeconds }),
    mailer: options.overrides?.mailer ?? createMailer(config, { onError: (err, mail) => app.log.error({ err, subject: mail?.subject }, 'E-mail non envoyé') }),
    files: options.overrides?.files ?? createFileStore(config.files),
    botCheck: await createBotCheck(database.db, config.botCheck),
    requireUser: createAuthHook(tokens),
    optionalUser: createOptionalUser(tokens),
  };
  // Let background e-mails finish before the process stops.
  app.addHook('onClose', async () => deps.mailer.idle());

  await app.register(cors, {
    origin: config.siteOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Authorization', 'X-Api-Key'],
    exposedHeaders: ['Retry-After'],
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

  app.get('/openapi.json', { schema: { hide: true } }, async () => openApiDocument(app));

  await app.ready();
  return app;
}
