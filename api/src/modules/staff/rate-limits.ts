/**
 * Limits of the staff sign-in steps (http/rate-limiter.ts: memory, Redis when REDIS_URL is set).
 * Guesses stay bounded per account, but someone without the password cannot keep the owner out
 * (OWASP Authentication Cheat Sheet, « Account lockout » and « Protect against automated attacks »;
 * NIST SP 800-63B §5.2.2, rate limiting):
 * - per IP, all steps and accounts together: RATE_STAFF_PER_IP failed steps per RATE_STAFF_WINDOW
 *   (30 per 15 min), then 429 for that IP;
 * - the password step, per account AND IP: RATE_STAFF_PER_ACCOUNT failures per window (10 per
 *   15 min), then 429 for that IP only;
 * - the password step, per account, all IPs together: no hard refusal (ten requests a quarter of an
 *   hour would keep the owner out), but after RATE_STAFF_FREE_FAILURES (10) failures each new
 *   attempt waits a delay that doubles (30 s, 1 min… at most RATE_STAFF_MAX_DELAY, 15 min),
 *   remembered RATE_STAFF_ACCOUNT_WINDOW (24 h): a few dozen guesses a day at most. The delay is
 *   http/progressive-delay.ts, the visitors' scheme. A browser holding the account's device cookie
 *   (device-cookie.ts: it completed a sign-in, both factors) skips it, so the owner gets in from a
 *   known device during an attack; its own failures count per IP, per account and IP, and per
 *   device entry: past RATE_STAFF_PER_ACCOUNT wrong passwords in RATE_STAFF_ACCOUNT_WINDOW, that
 *   entry no longer skips the delay (a cookie copied off a shared computer is no way around it);
 * - the TOTP code, the recovery code and the password asked again for an admin action, per account
 *   (each step apart; only someone holding the password or a session reaches them):
 *   RATE_STAFF_PER_ACCOUNT failures per window. Across windows, the consecutive wrong TOTP codes
 *   are capped too (STAFF_TOTP_MAX_FAILURES, in the database: sign-in-service.ts).
 * The counters are keyed by the address as typed (a 429 says nothing of whether the account exists)
 * and by client: an IPv4 address, or an IPv6 /64 (http/ip-prefix.ts).
 * Every attempt takes its points BEFORE the check (parallel guesses cannot pass the cap); a success
 * gives them back and forgets the account's failures.
 */
import { STAFF_MESSAGES } from '@ga/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';
import { isLimiterRefusal, progressiveDelay, type DelayedAttempt } from '../../http/progressive-delay';
import { addressKey } from '../../http/ip-prefix';
import { consumeAll, retrySeconds, type LimiterEntry } from '../../http/rate-limiter';

export type StaffStep = 'password' | 'totp' | 'recovery' | 'reauth';

export interface StaffAttempt {
  succeeded(): Promise<void>;
  /** The check failed: for the password step, the account's next attempt from elsewhere waits. */
  failed(): Promise<void>;
}

export interface StaffLimits {
  /**
   * Takes the points of one attempt (429 over a limit); `account` is the e-mail typed or the account
   * id. `device`: the key of the account's valid device-cookie entry the request carries
   * (device-cookie.ts knownDevice; password step only).
   */
  begin(
    step: StaffStep,
    ip: string,
    account: string | number | null,
    options?: { device?: string | null },
  ): Promise<StaffAttempt>;
}

const NOTHING: DelayedAttempt = { succeeded: async () => {}, failed: async () => {} };

/** `limiter` is AppDeps.limiter (shared through Redis when configured). */
export function createStaffLimits(
  config: Config['rateLimits'],
  limiter: (prefix: string, points: number, seconds: number) => RateLimiterAbstract,
): StaffLimits {
  const perIp = limiter('staff-ip', config.staffPerIp, config.staffWindowSeconds);
  const perAccount = limiter('staff-account', config.staffPerAccount, config.staffWindowSeconds);
  // Wrong passwords sent with one device entry: past RATE_STAFF_PER_ACCOUNT of them in the account
  // window, that entry no longer skips the delay (a cookie copied off a shared computer).
  const perDevice = limiter('staff-device', config.staffPerAccount, config.staffAccountWindowSeconds);
  const delays = progressiveDelay(limiter, 'staff-password', {
    free: config.staffFreeFailures,
    firstSeconds: config.staffFirstDelaySeconds,
    maxSeconds: config.staffMaxDelaySeconds,
    windowSeconds: config.staffAccountWindowSeconds,
  });
  return {
    async begin(step, ip, account, options = {}) {
      const name = account === null ? null : String(account).trim().toLowerCase();
      // One client: an IPv4 address, or an IPv6 /64 (http/ip-prefix.ts).
      const client = addressKey(ip);
      // The password step's hard cap is per account and IP; the other steps' per account.
      const accountKey = name === null ? null : step === 'password' ? `password:${name}:${client}` : `${step}:${name}`;
      const entries: LimiterEntry[] =
        accountKey === null
          ? [[perIp, client]]
          : [
              [perIp, client],
              [perAccount, accountKey],
            ];
      await consumeAll(entries, STAFF_MESSAGES.tooManyAttempts);
      const device = step === 'password' && options.device ? options.device : null;
      const known = device !== null && ((await perDevice.get(device))?.consumedPoints ?? 0) < config.staffPerAccount;
      let delayed = NOTHING;
      if (step === 'password' && name !== null && !known) {
        try {
          delayed = await delays.enter(name);
        } catch (error) {
          // Refused before any check: the points just taken are given back.
          await Promise.allSettled(entries.map(([l, key]) => l.reward(key, 1)));
          if (isLimiterRefusal(error)) throw tooManyRequests(retrySeconds(error), STAFF_MESSAGES.accountSlowedDown);
          throw error;
        }
      }
      return {
        async succeeded() {
          await Promise.all([
            perIp.reward(client, 1),
            ...(accountKey === null ? [] : [perAccount.delete(accountKey)]),
            ...(step === 'password' && name !== null ? [delays.clear(name)] : []),
            ...(device === null ? [] : [perDevice.delete(device)]),
          ]);
        },
        async failed() {
          await Promise.all([delayed.failed(), ...(device === null ? [] : [perDevice.penalty(device, 1)])]);
        },
      };
    },
  };
}
