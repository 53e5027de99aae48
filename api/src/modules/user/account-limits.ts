/**
 * Limits of the account's e-mail traffic (http/rate-limiter.ts: memory, Redis with REDIS_URL):
 * - e-mail address changes asked (PUT /api/user with a new address): 5 per account per hour, so a
 *   signed-in account cannot probe which addresses exist, even knowing its own password;
 * - e-mails with a link (confirmation sent again, sign-in link): 5 per account (or address) per hour.
 * Over the limit: 429 + Retry-After with a French message.
 */
import { ACCOUNT_SECURITY_MESSAGES } from '@ga/contracts';
import type Redis from 'ioredis';
import type { Config } from '../../config';
import { consumeAll, limiter } from '../../http/rate-limiter';

export interface AccountLimits {
  consumeEmailChange(userId: number): Promise<void>;
  /** `key`: the account id or the (lower-cased) address the link goes to. */
  consumeEmailLink(key: string | number): Promise<void>;
}

export function createAccountLimits(config: Config['rateLimits'], redis: Redis | null): AccountLimits {
  const changes = limiter(redis, 'email-change-account', config.emailChangesPerAccount, 3600);
  const links = limiter(redis, 'email-link-account', config.emailLinksPerAccount, 3600);
  return {
    consumeEmailChange: (userId) =>
      consumeAll([[changes, String(userId)]], ACCOUNT_SECURITY_MESSAGES.tooManyProfileChanges),
    consumeEmailLink: (key) =>
      consumeAll([[links, String(key).trim().toLowerCase()]], ACCOUNT_SECURITY_MESSAGES.tooManyEmails),
  };
}
