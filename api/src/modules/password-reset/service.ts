/**
 * Password reset: a single-use link by e-mail (random 32-byte token, only its SHA-256 stored,
 * valid RESET_TOKEN_TTL_SECONDS), then a new password that revokes every session of the account.
 */
import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MESSAGES, resetPasswordSchema, type ResetPasswordData } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/transaction';
import { ValidationError } from '../../http/errors';
import { hashToken } from '../auth/token-service';
import { withPasswordRules } from '../user/password-rules';
import { passwordChangedEmail, resetLinkEmail } from './emails';
import { consumeReset, expireUserResets, findActiveReset, findUserByEmail, insertResetToken } from './queries';

const invalidToken = () => ValidationError.field('token', PASSWORD_RESET_MESSAGES.invalidToken);

/**
 * Sends the reset link when the address has an account; does the same work otherwise (token made
 * and hashed, e-mail sent in the background), so that neither the reply nor its timing tells.
 */
export async function sendResetLink(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  if (!user) return;
  await insertResetToken(deps.db, user.id, tokenHash, new Date(Date.now() + deps.config.resetTokenTtlSeconds * 1000));
  deps.mailer.sendLater(resetLinkEmail(deps.config, user, token));
}

const always = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

/** Format, password rules and the link itself, every error at once (422 per field). */
export function resetValidator(db: Db) {
  return withPasswordRules(resetPasswordSchema).superRefine(async (value, ctx) => {
    const { token, email } = value as Partial<ResetPasswordData>;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return;
    const reset = await findActiveReset(db, hashToken(token), new Date());
    if (!reset || (typeof email === 'string' && email !== reset.email)) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: PASSWORD_RESET_MESSAGES.invalidToken });
    }
  }, always);
}

/** Sets the new password, uses up the link (and the user's other links), revokes every session. */
export async function resetPassword(deps: AppDeps, data: ResetPasswordData): Promise<void> {
  const tokenHash = hashToken(data.token);
  const passwordHash = await deps.passwords.hash(data.password);
  const user = await deps.db.transaction().execute(async (trx) => {
    const now = new Date();
    const used = await consumeReset(trx, tokenHash, now);
    if (!used) throw invalidToken();
    const account = await trx.selectFrom('users').select(['id', 'email', 'fullname']).where('id', '=', used.user_id).executeTakeFirst();
    if (!account || (data.email !== undefined && data.email !== account.email)) throw invalidToken();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', account.id).execute();
    await expireUserResets(trx, account.id, now);
    await deps.tokens.revokeAllForUser(trx, account.id);
    return account;
  });
  deps.mailer.sendLater(passwordChangedEmail(deps.config, user));
}
