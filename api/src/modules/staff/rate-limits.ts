/**
 * Limits of the staff sign-in steps (http/rate-limiter.ts: memory, Redis when REDIS_URL is set):
 * - per IP, all steps together: RATE_STAFF_PER_IP failed steps per RATE_STAFF_WINDOW (30 per 15 min);
 * - per account, for each step apart (password, TOTP code, recovery code, password asked again for
 *   an admin action): RATE_STAFF_PER_ACCOUNT failures per window (10 per 15 min). A 6-digit code
 *   within ±1 step is a 3-in-a-million guess: 10 per 15 minutes keeps brute force out of reach.
 * Unlike visitors' progressive delays, past the limit the account's step waits out the window:
 * staff are few, use 2FA, and an admin can reset a blocked colleague's 2FA. Every attempt takes
 * its points BEFORE the check (parallel guesses cannot pass the cap); a success gives them back.
 */
import { STAFF_MESSAGES } from '@ga/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { consumeAll } from '../../http/rate-limiter';

export type StaffStep = 'password' | 'totp' | 'recovery' | 'reauth';

export interface StaffAttempt {
  succeeded(): Promise<void>;
}

export interface StaffLimits {
  /** Takes the points of one attempt (429 over a limit); `account` is the e-mail typed or the account id. */
  begin(step: StaffStep, ip: string, account: string | number | null): Promise<StaffAttempt>;
}

/** `limiter` is AppDeps.limiter (shared through Redis when configured). */
export function createStaffLimits(config: Config['rateLimits'], limiter: (prefix: string, points: number, seconds: number) => RateLimiterAbstract): StaffLimits {
  const perIp = limiter('staff-ip', config.staffPerIp, config.staffWindowSeconds);
  const perAccount = limiter('staff-account', config.staffPerAccount, config.staffWindowSeconds);
  return {
    async begin(step, ip, account) {
      const accountKey = account === null ? null : `${step}:${String(account).trim().toLowerCase()}`;
      const entries = accountKey === null ? ([[perIp, ip]] as const) : ([[perIp, ip], [perAccount, accountKey]] as const);
      await consumeAll(entries, STAFF_MESSAGES.tooManyAttempts);
      return {
        async succeeded() {
          await Promise.all([perIp.reward(ip, 1), ...(accountKey === null ? [] : [perAccount.delete(accountKey)])]);
        },
      };
    },
  };
}
