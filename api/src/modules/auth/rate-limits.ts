/**
 * Sign-in and registration rate limits (rate-limiter-flexible; memory store, Redis when REDIS_URL
 * is set so that several API processes share the counters).
 *
 * Defaults (config.ts, env RATE_*):
 * - failed sign-ins per account: 100 per hour, then the account is locked for the rest of the hour;
 * - failed sign-ins per IP: 20 per 15 minutes (credential stuffing across many accounts);
 * - registrations per IP: 10 per hour;
 * - failed promotional codes per IP (POST /api/promotional-codes: unknown, expired, invalid…):
 *   20 per 10 minutes, then 429 until the window ends (guessing codes by brute force).
 * A successful sign-in clears the account's counter. Over the limit: 429 + Retry-After.
 */
import { API_MESSAGES } from '@ga/contracts';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';

export interface RateLimits {
  /** Throws 429 when the IP or the account is already over its failed sign-in limit. */
  assertCanSignIn(ip: string, username: string): Promise<void>;
  /** Counts one failed sign-in; throws 429 when it crosses a limit. */
  recordFailedSignIn(ip: string, username: string): Promise<void>;
  clearAccount(username: string): Promise<void>;
  /** Counts one registration attempt; throws 429 over the limit. */
  consumeRegistration(ip: string): Promise<void>;
  /** Throws 429 when the IP has used up its failed promotional codes. */
  assertCanTryPromoCode(ip: string): Promise<void>;
  /** Counts one failed promotional code (the next attempt over the limit gets the 429). */
  recordFailedPromoCode(ip: string): Promise<void>;
}

export const PROMO_CODE_RATE_MESSAGE = 'Trop de codes promo essayés. Veuillez réessayer dans {minutes} minute(s).';

function limiter(redis: Redis | null, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const options = { keyPrefix: `ga:${keyPrefix}`, points: Math.max(1, points), duration };
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
}

const accountKey = (username: string) => username.trim().toLowerCase();

function retrySeconds(res: unknown): number {
  return res instanceof RateLimiterRes ? res.msBeforeNext / 1000 : 60;
}

export function createRateLimits(config: Config['rateLimits'], redis: Redis | null): RateLimits {
  const perIp = limiter(redis, 'login-ip', config.loginPerIp, config.ipWindowSeconds);
  const perAccount = limiter(redis, 'login-account', config.loginPerAccount, config.accountWindowSeconds);
  const registrations = limiter(redis, 'register-ip', config.registerPerIp, 3600);
  const promoCodes = limiter(redis, 'promo-code-ip', config.promoCodeFailuresPerIp, config.promoCodeWindowSeconds);

  async function consumeBoth(ip: string, username: string) {
    const results = await Promise.allSettled([perIp.consume(ip), perAccount.consume(accountKey(username))]);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (rejected.length) {
      const errors = rejected.map((r) => r.reason);
      const real = errors.find((e) => !(e instanceof RateLimiterRes));
      if (real) throw real;
      throw tooManyRequests(Math.max(...errors.map(retrySeconds)), API_MESSAGES.tooManyAttempts);
    }
  }

  return {
    async assertCanSignIn(ip, username) {
      const [ipRes, accountRes] = await Promise.all([perIp.get(ip), perAccount.get(accountKey(username))]);
      const over = [
        ipRes && ipRes.consumedPoints >= perIp.points ? ipRes : null,
        accountRes && accountRes.consumedPoints >= perAccount.points ? accountRes : null,
      ].filter((r): r is RateLimiterRes => r !== null);
      if (over.length) throw tooManyRequests(Math.max(...over.map(retrySeconds)), API_MESSAGES.tooManyAttempts);
    },
    recordFailedSignIn: consumeBoth,
    async clearAccount(username) {
      await perAccount.delete(accountKey(username));
    },
    async assertCanTryPromoCode(ip) {
      const res = await promoCodes.get(ip);
      if (res && res.consumedPoints >= promoCodes.points) throw tooManyRequests(retrySeconds(res), PROMO_CODE_RATE_MESSAGE);
    },
    async recordFailedPromoCode(ip) {
      try {
        await promoCodes.consume(ip);
      } catch (e) {
        // Over the limit already: the next attempt is refused by assertCanTryPromoCode.
        if (!(e instanceof RateLimiterRes)) throw e;
      }
    },
    async consumeRegistration(ip) {
      try {
        await registrations.consume(ip);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw tooManyRequests(retrySeconds(e));
        throw e;
      }
    },
  };
}
