/**
 * E-mail links (see @ga/contracts account-security.ts): confirm the address, confirm a new address,
 * sign in with a one-time link. Tokens are 32 random bytes given once by e-mail, stored as SHA-256,
 * consumed once inside a transaction (two concurrent uses: one wins).
 */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_SECURITY_MESSAGES,
  API_MESSAGES,
  EMAIL_LINK_TTL_HOURS,
  type EmailConfirmReply,
  type TokenResponse,
} from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-context';
import { isUniqueViolation } from '../../db/unique-violation';
import { ValidationError } from '../../http/errors';
import { hashToken } from '../auth/token-service';
import { expireUserResets, findUserByEmail } from '../password-reset/queries';
import { emailChangedEmail } from '../user/emails';
import {
  findAccountEmail,
  lockAccountContact,
  markEmailVerified,
  revokeOtherTokens,
  setVerifiedEmail,
} from '../user/queries';
import { changeEmail, signInLinkEmail, verifyEmail } from './emails';
import { consumeLink, expireLinks, replaceLink } from './queries';
import type { EmailLinkPurpose } from './tables';

const invalidLink = () => ValidationError.field('token', ACCOUNT_SECURITY_MESSAGES.invalidLink);
const invalidSignInLink = () => ValidationError.field('token', ACCOUNT_SECURITY_MESSAGES.invalidSignInLink);

/**
 * A new link of `purpose` for the account, stored in `trx` (the caller's transaction: the link exists
 * exactly when the change it belongs to does); the e-mail goes after the commit.
 */
export async function createLink(
  trx: Tx,
  userId: number,
  purpose: EmailLinkPurpose,
  email: string,
  returnPath?: string | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EMAIL_LINK_TTL_HOURS[purpose] * 3600_000);
  await replaceLink(trx, { userId, purpose, email, tokenHash: hashToken(token), expiresAt, returnPath });
  return token;
}

/** Sends (again) the link that confirms the account's current address. */
export async function sendVerificationLink(
  deps: AppDeps,
  user: { id: number; fullname: string; email: string },
): Promise<void> {
  const token = await deps.db.transaction().execute((trx) => createLink(trx, user.id, 'verify', user.email));
  deps.mailer.sendLater(verifyEmail(deps.config, user, token));
}

/** Sends again the link that makes `newEmail` the account's address once opened. */
export async function sendEmailChangeLink(
  deps: AppDeps,
  user: { id: number; fullname: string },
  newEmail: string,
): Promise<void> {
  const token = await deps.db.transaction().execute((trx) => createLink(trx, user.id, 'change', newEmail));
  deps.mailer.sendLater(changeEmail(deps.config, user, newEmail, token));
}

/**
 * Sends a sign-in link when the address has an account. Like the password reset, the reply waits
 * for none of it, so a known and an unknown address get the same reply after the same work.
 */
export function sendSignInLink(deps: AppDeps, email: string): void {
  deps.mailer.prepareLater(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) return null;
    const token = await deps.db.transaction().execute((trx) => createLink(trx, user.id, 'sign_in', user.email));
    return signInLinkEmail(deps.config, user, token);
  });
}

/**
 * Opens a `verify` or `change` link. A new address replaces the old one only now: the pending
 * password-reset links expire, every other session ends (the one opening the link, if it is the
 * account's, stays), and the old address is told.
 */
export async function confirmEmailLink(
  deps: AppDeps,
  token: string,
  auth: AuthContext | null,
): Promise<EmailConfirmReply> {
  const now = new Date();
  let result: {
    kind: 'verify' | 'change';
    email: string;
    returnPath?: string | null;
    old?: { email: string; fullname: string };
  };
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      const link = await consumeLink(trx, hashToken(token), ['verify', 'change'], now);
      if (!link) throw invalidLink();
      const user = await lockAccountContact(trx, link.user_id);
      if (!user) throw invalidLink();
      if (link.purpose === 'verify') {
        // The address changed since the link was sent: it confirms nothing any more.
        if (user.email !== link.email) throw invalidLink();
        await markEmailVerified(trx, user.id, now);
        return { kind: 'verify' as const, email: user.email, returnPath: link.return_path };
      }
      await setVerifiedEmail(trx, user.id, link.email, now);
      await expireUserResets(trx, user.id, now);
      await expireLinks(trx, user.id, ['verify', 'change', 'sign_in'], now);
      await revokeOtherTokens(trx, user.id, auth && auth.userId === user.id ? auth.tokenId : null, now);
      return { kind: 'change' as const, email: link.email, old: { email: user.email, fullname: user.fullname } };
    });
  } catch (error) {
    // Another account took the address meanwhile: the unique index decides.
    if (isUniqueViolation(error)) throw ValidationError.field('token', API_MESSAGES.emailTaken);
    throw error;
  }
  if (result.kind === 'change' && result.old) {
    deps.mailer.sendLater(
      emailChangedEmail(
        deps.config,
        { oldEmail: result.old.email, newEmail: result.email, fullname: result.old.fullname },
        now,
      ),
    );
    await deps.rateLimits.clearAccount(result.old.email);
  }
  const message =
    result.kind === 'change' ? ACCOUNT_SECURITY_MESSAGES.emailChanged : ACCOUNT_SECURITY_MESSAGES.emailConfirmed;
  return { message, data: { email: result.email, kind: result.kind, return_path: result.returnPath ?? null } };
}

/** Signs in with a `sign_in` link: a session, the address confirmed, and the account's sign-in delays lifted. */
export async function signInWithLink(deps: AppDeps, token: string): Promise<TokenResponse> {
  const now = new Date();
  const { reply, email } = await deps.db.transaction().execute(async (trx) => {
    const link = await consumeLink(trx, hashToken(token), ['sign_in'], now);
    if (!link) throw invalidSignInLink();
    const user = await findAccountEmail(trx, link.user_id);
    if (!user || user.email !== link.email) throw invalidSignInLink();
    // The link reached the mailbox: the address is the account holder's, it is confirmed too.
    await markEmailVerified(trx, user.id, now);
    return { reply: await deps.tokens.issue(trx, user.id, deps.config.oauthClientId), email: user.email };
  });
  await deps.rateLimits.clearAccount(email);
  return reply;
}
