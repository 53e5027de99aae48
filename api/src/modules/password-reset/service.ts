/**
 * Password reset: a single-use link by e-mail (random 32-byte token, only its SHA-256 stored,
 * valid RESET_TOKEN_TTL_SECONDS), then a new password that revokes every session of the account.
 */
import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MESSAGES, resetPasswordSchema, whenObject, type ResetPasswordData } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/transaction';
import { ValidationError } from '../../http/errors';
import { hashToken } from '../auth/token-service';
import { withPasswordRules } from '../user/password-rules';
import { passwordChangedEmail, resetLinkEmail } from './emails';
import { findAccountContact, setPasswordHash } from '../user/queries';
import { consumeReset, expireUserResets, findActiveReset, findUserByEmail, insertResetToken } from './queries';

const invalidToken = () => ValidationError.field('token', PASSWORD_RESET_MESSAGES.invalidToken);

/**
 * Sends the reset link when the address has an account. The reply waits for none of it: the
 * lookup, the token insert and the e-mail run in the background (failures logged by the mailer),
 * so a known and an unknown address get the same reply after the same awaited work.
 */
export function sendResetLink(deps: AppDeps, email: string): void {
  deps.mailer.prepareLater(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) return null;
    const token = randomBytes(32).toString('base64url');
    await insertResetToken(
      deps.db,
      user.id,
      hashToken(token),
      new Date(Date.now() + deps.config.resetTokenTtlSeconds * 1000),
    );
    return resetLinkEmail(deps.config, user, token);
  });
}

/** Format, password rules and the link itself, every error at once (422 per field). */
export function resetValidator(db: Db) {
  return withPasswordRules(resetPasswordSchema).superRefine(async (value, ctx) => {
    const { token, email } = value as Partial<ResetPasswordData>;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return;
    const reset = await findActiveReset(db, hashToken(token), new Date());
    if (!reset || (typeof email === 'string' && email !== reset.email)) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: PASSWORD_RESET_MESSAGES.invalidToken });
    }
  }, whenObject);
}

/** Sets the new password, uses up the link (and the user's other links), revokes every session, lifts sign-in delays. */
export async function resetPassword(deps: AppDeps, data: ResetPasswordData): Promise<void> {
  const tokenHash = hashToken(data.token);
  const passwordHash = await deps.passwords.hash(data.password);
  const user = await deps.db.transaction().execute(async (trx) => {
    const now = new Date();
    const used = await consumeReset(trx, tokenHash, now);
    if (!used) throw invalidToken();
    const account = await findAccountContact(trx, used.user_id);
    if (!account || (data.email !== undefined && data.email !== account.email)) throw invalidToken();
    await setPasswordHash(trx, account.id, passwordHash, now);
    await expireUserResets(trx, account.id, now);
    await deps.tokens.revokeAllForUser(trx, account.id);
    return account;
  });
  deps.mailer.sendLater(passwordChangedEmail(deps.config, user));
  // The owner got back in by e-mail: delays left by failed sign-ins (someone else's?) are lifted.
  await deps.rateLimits.clearAccount(user.email);
}
