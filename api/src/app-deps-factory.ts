/**
 * Builds the dependencies the modules receive (app-deps.ts), taking the parts a test replaces
 * from `overrides`.
 */
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { appSecret } from './db/app-secrets';
import type { ChangeChannel } from './db/change-channel';
import type { DatabaseHandle } from './db/connection';
import { createFileStore } from './files/file-store';
import { createAuthHook, createOptionalUser } from './http/auth-hook';
import type { Lifecycle } from './http/lifecycle';
import type { Metrics } from './http/metrics';
import { limiter } from './http/rate-limiter';
import { createPasswordHasher } from './modules/auth/password';
import { createRateLimits } from './modules/auth/rate-limits';
import { createTokenService } from './modules/auth/token-service';
import { createBotCheck } from './modules/bot-check/bot-check';
import type { SearchCache } from './modules/catalogue/search-cache';
import type { SearchIndex } from './modules/catalogue/search-index/search-index';
import { createMailer } from './modules/mailer';
import { createPasswordResetLimits } from './modules/password-reset/rate-limits';
import { createAccountLimits } from './modules/user/account-limits';

/** The parts of AppDeps a caller (tests) may replace: a failing token service… */
export type DepsOverrides = Partial<
  Pick<AppDeps, 'tokens' | 'passwords' | 'rateLimits' | 'resetLimits' | 'mailer' | 'files'>
>;

/** What buildApp() has already opened when it builds the dependencies. */
export interface OpenedParts {
  redis: Redis | null;
  changes: ChangeChannel;
  searchIndex: SearchIndex | null;
  catalogueCache: SearchCache;
  metrics: Metrics;
  lifecycle: Lifecycle;
}

export async function createAppDeps(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  opened: OpenedParts,
  overrides: DepsOverrides = {},
): Promise<AppDeps> {
  const { redis } = opened;
  const tokens = overrides.tokens ?? createTokenService(database.db, config.tokenTtlSeconds);
  const signingKey = config.signingSecret
    ? Buffer.from(config.signingSecret, 'utf8')
    : await appSecret(database.db, 'signing-key');
  return {
    config,
    database,
    db: database.db,
    tokens,
    passwords: overrides.passwords ?? createPasswordHasher(config.scryptCost),
    rateLimits: overrides.rateLimits ?? createRateLimits(config.rateLimits, redis),
    resetLimits: overrides.resetLimits ?? createPasswordResetLimits(config.rateLimits, redis),
    accountLimits: createAccountLimits(config.rateLimits, redis),
    limiter: (prefix, points, seconds) => limiter(redis, prefix, points, seconds),
    signingKey,
    catalogueCache: opened.catalogueCache,
    changes: opened.changes,
    searchIndex: opened.searchIndex,
    mailer:
      overrides.mailer ??
      createMailer(config, {
        onError: (err, mail) => app.log.error({ err, subject: mail?.subject }, 'E-mail non envoyé'),
      }),
    files: overrides.files ?? createFileStore(config.files),
    jobs: null,
    botCheck: await createBotCheck(database.db, config.botCheck),
    lifecycle: opened.lifecycle,
    metrics: opened.metrics,
    requireUser: createAuthHook(tokens),
    optionalUser: createOptionalUser(tokens),
  };
}
