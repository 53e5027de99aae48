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

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  tokens: TokenService;
  passwords: PasswordHasher;
  rateLimits: RateLimits;
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
