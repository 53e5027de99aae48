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
 * Every sign-in attempt takes its points before the (slow) password check and a successful one gives
 * the IP's point back and clears the account's counter, so parallel guesses cannot exceed the caps.
 * Over the limit: 429 + Retry-After. Limiters come from http/rate-limiter.ts.
 */
import { API_MESSAGES } from '@ga/contracts';
import type Redis from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';
import { consumeAll, limiter, retrySeconds } from '../../http/rate-limiter';

export interface RateLimits {
  /**
   * Takes one sign-in attempt from the IP's and the account's budgets BEFORE the password is
   * checked (so that a burst of parallel guesses cannot all pass a read-only check); throws 429
   * when either is used up. Call `succeeded()` on the returned attempt when the password was right:
   * the IP's point is given back and the account's counter cleared. A wrong password keeps the points.
   */
  beginSignIn(ip: string, username: string): Promise<SignInAttempt>;
  /** Counts one registration attempt; throws 429 over the limit. */
  consumeRegistration(ip: string): Promise<void>;
  /**
   * Takes one point of the IP's failed-code allowance before the code is checked (429 when none
   * is left), so a burst of parallel guesses cannot pass the cap; `succeeded()` gives it back.
   */
  beginPromoCode(ip: string): Promise<SignInAttempt>;
}

export interface SignInAttempt {
  /** The password was right: refunds the IP's point (rate-limiter-flexible `reward`) and clears the account's counter. */
  succeeded(): Promise<void>;
}

export const PROMO_CODE_RATE_MESSAGE = 'Trop de codes promo essayés. Veuillez réessayer dans {minutes} minute(s).';

const accountKey = (username: string) => username.trim().toLowerCase();

export function createRateLimits(config: Config['rateLimits'], redis: Redis | null): RateLimits {
  const perIp = limiter(redis, 'login-ip', config.loginPerIp, config.ipWindowSeconds);
  const perAccount = limiter(redis, 'login-account', config.loginPerAccount, config.accountWindowSeconds);
  const registrations = limiter(redis, 'register-ip', config.registerPerIp, 3600);
  const promoCodes = limiter(redis, 'promo-code-ip', config.promoCodeFailuresPerIp, config.promoCodeWindowSeconds);

  return {
    async beginSignIn(ip, username) {
      const account = accountKey(username);
      await consumeAll([[perIp, ip], [perAccount, account]], API_MESSAGES.tooManyAttempts);
      return {
        async succeeded() {
          await Promise.all([perIp.reward(ip, 1), perAccount.delete(account)]);
        },
      };
    },
    async beginPromoCode(ip) {
      try {
        await promoCodes.consume(ip);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw tooManyRequests(retrySeconds(e), PROMO_CODE_RATE_MESSAGE);
        throw e;
      }
      return {
        async succeeded() {
          await promoCodes.reward(ip, 1);
        },
      };
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
