/**
 * Sign-in, registration and promo-code rate limits (rate-limiter-flexible; memory store, Redis when
 * REDIS_URL is set so that several API processes share the counters).
 *
 * Defaults (config.ts, env RATE_*):
 * - failed sign-ins per IP: 20 per 15 minutes, then 429 (credential stuffing across many accounts);
 * - failed sign-ins per ACCOUNT: no hard lock (it would lock the owner out too: anyone can type
 *   wrong passwords for someone else's address). The first 5 failures are free; after that each new
 *   attempt must wait a delay that doubles with every failure (1 s, 2 s, 4 s… at most 15 minutes),
 *   remembered 24 hours. An attacker gets a few dozen guesses a day on one account; the owner has a
 *   way through: a sign-in link by e-mail (POST /api/login-link/send-email) or the password-reset
 *   link, both of which lift the delays (`clearAccount`);
 * - registrations per IP: 10 per hour;
 * - failed promotional codes per IP (POST /api/promotional-codes: unknown, expired, invalid…):
 *   20 per 10 minutes, then 429 until the window ends (guessing codes by brute force).
 * Every sign-in attempt takes its points before the (slow) password check, and only one attempt at a
 * time passes an account's delay (an atomic gate), so parallel guesses cannot exceed the caps.
 * Over the limit: 429 + Retry-After. Limiters come from http/rate-limiter.ts; the delays from
 * http/progressive-delay.ts (shared with the staff password step).
 */
import { ACCOUNT_SECURITY_MESSAGES, API_MESSAGES } from '@ga/contracts';
import type Redis from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';
import { delaySeconds, isLimiterRefusal, progressiveDelay, type DelayedAttempt } from '../../http/progressive-delay';
import { consumeAll, limiter, retrySeconds } from '../../http/rate-limiter';

export interface RateLimits {
  /**
   * Takes one sign-in attempt from the IP's budget and the account's count BEFORE the password is
   * checked; throws 429 when the IP is over its limit or the account is waiting out its delay.
   * Call `succeeded()` when the password was right (the IP's point comes back, the account's
   * failures are forgotten) or `failed()` when it was wrong (the account's next delay starts).
   */
  beginSignIn(ip: string, username: string, slowedDownMessage?: string): Promise<SignInAttempt>;
  /** Forgets an account's failed sign-ins and delay (sign-in link used, password reset). */
  clearAccount(username: string): Promise<void>;
  /** Counts one registration attempt; throws 429 over the limit. */
  consumeRegistration(ip: string): Promise<void>;
  /**
   * Takes one point of the IP's failed-code allowance before the code is checked (429 when none
   * is left), so a burst of parallel guesses cannot pass the cap; `succeeded()` gives it back.
   */
  beginPromoCode(ip: string): Promise<Attempt>;
}

export interface Attempt {
  succeeded(): Promise<void>;
}
export interface SignInAttempt extends Attempt {
  failed(): Promise<void>;
}

export const PROMO_CODE_RATE_MESSAGE = 'Trop de codes promo essayés. Veuillez réessayer dans {delay}.';

const accountKey = (username: string) => username.trim().toLowerCase();

/** Seconds to wait after the k-th failure beyond the free ones (http/progressive-delay.ts). */
export const signInDelaySeconds = delaySeconds;

export function createRateLimits(config: Config['rateLimits'], redis: Redis | null): RateLimits {
  const make = (prefix: string, points: number, seconds: number) => limiter(redis, prefix, points, seconds);
  const perIp = make('login-ip', config.loginPerIp, config.ipWindowSeconds);
  // The account's failures and delay (keys login-account-failures / login-account-gate).
  const delays = progressiveDelay(make, 'login-account', {
    free: config.loginFreeFailures,
    firstSeconds: config.loginFirstDelaySeconds,
    maxSeconds: config.loginMaxDelaySeconds,
    windowSeconds: config.accountWindowSeconds,
  });
  const registrations = make('register-ip', config.registerPerIp, 3600);
  const promoCodes = make('promo-code-ip', config.promoCodeFailuresPerIp, config.promoCodeWindowSeconds);

  return {
    async beginSignIn(ip, username, slowedDownMessage = ACCOUNT_SECURITY_MESSAGES.accountSlowedDown) {
      const account = accountKey(username);
      await consumeAll([[perIp, ip]], API_MESSAGES.tooManyAttempts);
      let attempt: DelayedAttempt;
      try {
        attempt = await delays.enter(account);
      } catch (error) {
        // Refused before any check: the IP's point is not kept either.
        await perIp.reward(ip, 1);
        if (isLimiterRefusal(error)) throw tooManyRequests(retrySeconds(error), slowedDownMessage);
        throw error;
      }
      return {
        async succeeded() {
          await Promise.all([perIp.reward(ip, 1), attempt.succeeded()]);
        },
        failed: () => attempt.failed(),
      };
    },
    clearAccount: (username) => delays.clear(accountKey(username)),
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
