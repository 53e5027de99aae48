/**
 * Rate limits of the password reset, on the same mechanism as the sign-in limits
 * (rate-limiter-flexible; memory store, Redis when REDIS_URL is set).
 *
 * Defaults (config.ts, env RATE_*): reset e-mails 5 per address and 20 per IP per hour; reset
 * attempts (POST /api/forgot-password/reset) 20 per IP per hour. Every request counts, whether
 * the address has an account or not (the reply must not tell). Over the limit: 429 + Retry-After.
 */
import { PASSWORD_RESET_MESSAGES } from '@ga/contracts';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';

const HOUR = 3600;

export interface PasswordResetLimits {
  /** Counts one reset e-mail request for the IP and the address; throws 429 over a limit. */
  consumeForgot(ip: string, email: string): Promise<void>;
  /** Counts one reset attempt for the IP; throws 429 over the limit. */
  consumeReset(ip: string): Promise<void>;
}

function limiter(redis: Redis | null, keyPrefix: string, points: number): RateLimiterAbstract {
  const options = { keyPrefix: `ga:${keyPrefix}`, points: Math.max(1, points), duration: HOUR };
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
}

/** Consumes one point of each; 429 with the longest wait when any is over. */
async function consumeAll(entries: Array<[RateLimiterAbstract, string]>): Promise<void> {
  const results = await Promise.allSettled(entries.map(([l, key]) => l.consume(key)));
  const reasons = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
  if (!reasons.length) return;
  const real = reasons.find((e) => !(e instanceof RateLimiterRes));
  if (real) throw real;
  const wait = Math.max(...reasons.map((e) => (e as RateLimiterRes).msBeforeNext / 1000));
  throw tooManyRequests(wait, PASSWORD_RESET_MESSAGES.tooManyRequests);
}

export function createPasswordResetLimits(config: Config['rateLimits'], redis: Redis | null): PasswordResetLimits {
  const forgotIp = limiter(redis, 'forgot-ip', config.forgotPerIp);
  const forgotEmail = limiter(redis, 'forgot-email', config.forgotPerEmail);
  const resetIp = limiter(redis, 'reset-ip', config.resetPerIp);
  return {
    consumeForgot: (ip, email) => consumeAll([[forgotIp, ip], [forgotEmail, email.trim().toLowerCase()]]),
    consumeReset: (ip) => consumeAll([[resetIp, ip]]),
  };
}
