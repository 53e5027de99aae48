/**
 * What the route modules receive from buildApp().
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import type { Db } from './db/transaction';
import type { PasswordHasher } from './modules/auth/password';
import type { RateLimits } from './modules/auth/rate-limits';
import type { TokenService } from './modules/auth/token-service';
import type { SearchCache } from './modules/catalogue/search-cache';
import type { Mailer } from './modules/mailer';
import type { PasswordResetLimits } from './modules/password-reset/rate-limits';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  tokens: TokenService;
  passwords: PasswordHasher;
  rateLimits: RateLimits;
  /** Forgot-password and reset rate limits (per IP, per e-mail). */
  resetLimits: PasswordResetLimits;
  mailer: Mailer;
  /** Search totals, facets and result pages (catalogue/search-cache.ts); bookings drop the pages. */
  catalogueCache: SearchCache;
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
