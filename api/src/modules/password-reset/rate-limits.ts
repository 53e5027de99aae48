/**
 * Rate limits of the password reset, on the same mechanism as the sign-in limits
 * (http/rate-limiter.ts: rate-limiter-flexible; memory store, Redis when REDIS_URL is set).
 *
 * Defaults (config.ts, env RATE_*): reset e-mails 5 per address and 20 per IP per hour; reset
 * attempts (POST /api/forgot-password/reset) 20 per IP per hour. Every request counts, whether
 * the address has an account or not (the reply must not tell). Over the limit: 429 + Retry-After.
 */
import { PASSWORD_RESET_MESSAGES } from '@ga/contracts';
import type Redis from 'ioredis';
import type { Config } from '../../config';
import { consumeAll, limiter } from '../../http/rate-limiter';

const HOUR = 3600;

export interface PasswordResetLimits {
  /** Counts one reset e-mail request for the IP and the address; throws 429 over a limit. */
  consumeForgot(ip: string, email: string): Promise<void>;
  /** Counts one reset attempt for the IP; throws 429 over the limit. */
  consumeReset(ip: string): Promise<void>;
}

export function createPasswordResetLimits(config: Config['rateLimits'], redis: Redis | null): PasswordResetLimits {
  const forgotIp = limiter(redis, 'forgot-ip', config.forgotPerIp, HOUR);
  const forgotEmail = limiter(redis, 'forgot-email', config.forgotPerEmail, HOUR);
  const resetIp = limiter(redis, 'reset-ip', config.resetPerIp, HOUR);
  const message = PASSWORD_RESET_MESSAGES.tooManyRequests;
  return {
    consumeForgot: (ip, email) =>
      consumeAll(
        [
          [forgotIp, ip],
          [forgotEmail, email.trim().toLowerCase()],
        ],
        message,
      ),
    consumeReset: (ip) => consumeAll([[resetIp, ip]], message),
  };
}
