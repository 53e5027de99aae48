/**
 * What the route modules receive from buildApp().
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Lifecycle } from './http/lifecycle';
import type { Metrics } from './http/metrics';
import type { DatabaseHandle } from './db/connection';
import type { FileStore } from './files/store-contract';
import type { JobQueue } from './jobs/job-queue';
import type { Db } from './db/transaction';
import type { PasswordHasher } from './modules/auth/password';
import type { RateLimits } from './modules/auth/rate-limits';
import type { TokenService } from './modules/auth/token-service';
import type { ChangeChannel } from './db/change-channel';
import type { SearchCache } from './modules/catalogue/search-cache';
import type { SearchIndex } from './modules/catalogue/search-index/search-index';
import type { BotCheck } from './modules/bot-check/bot-check';
import type { Mailer } from './modules/mailer';
import type { PasswordResetLimits } from './modules/password-reset/rate-limits';
import type { AccountLimits } from './modules/user/account-limits';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  tokens: TokenService;
  passwords: PasswordHasher;
  rateLimits: RateLimits;
  /** Forgot-password and reset rate limits (per IP, per e-mail). */
  resetLimits: PasswordResetLimits;
  /** E-mail changes and e-mails with a link, per account. */
  accountLimits: AccountLimits;
  /** A limiter of `points` per `seconds` under `ga:<prefix>:…`, shared through Redis when configured. */
  limiter(prefix: string, points: number, seconds: number): RateLimiterAbstract;
  /** Key that signs short-lived proofs (promo codes), generated at first start (db/app-secrets.ts). */
  signingKey: Buffer;
  mailer: Mailer;
  /** Proof-of-work bot check of the public forms (modules/bot-check). */
  botCheck: BotCheck;
  /** Private files (trade-in photos): disk or S3 (files/file-store.ts). */
  files: FileStore;
  /** The background job queue once started (null without jobs: JOBS=off, tests). */
  jobs: JobQueue | null;
  /** Search totals, facets and result pages (catalogue/search-cache.ts); bookings drop the pages. */
  catalogueCache: SearchCache;
  /** The one change channel (db/change-channel.ts): stock and price changes of every instance. */
  changes: ChangeChannel;
  /** In-memory search index (null when SEARCH_INDEX=off); SQL answers until it is loaded. */
  searchIndex: SearchIndex | null;
  /** Prometheus registry and the counters modules feed (http/metrics.ts). */
  metrics: Metrics;
  /** Ready or draining (http/lifecycle.ts): the readiness check reads it. */
  lifecycle: Lifecycle;
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The signed-in user's id when the request carries a bearer token (401 when it is not valid), else null. */
  optionalUser: (request: FastifyRequest, options?: { lenient?: boolean }) => Promise<number | null>;
}
