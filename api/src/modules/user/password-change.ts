/**
 * PUT /api/user/password: checks the current password (failures count like failed sign-ins of the
 * account, same 429), sets the new one (registration rules), revokes every OTHER session of the
 * user and the pending reset links, and tells the user by e-mail.
 */
import {
  PASSWORD_UPDATE_MESSAGES,
  passwordUpdateSchema,
  type FieldErrors,
  type PasswordUpdateData,
} from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound, ValidationError } from '../../http/errors';
import { issuesToFieldErrors } from '../../http/field-errors';
import { passwordChangedEmail } from '../password-reset/emails';
import { expireUserResets } from '../password-reset/queries';
import { checkCurrentPassword } from './current-password';
import { withPasswordRules } from './password-rules';
import { findAccountWithPassword, revokeOtherTokens, setPasswordHash } from './queries';

export async function changePassword(deps: AppDeps, auth: AuthContext, body: unknown, ip: string): Promise<void> {
  const user = await findAccountWithPassword(deps.db, auth.userId);
  if (!user) throw notFound();

  // Every error at once: format and password rules, then the current password when it was given.
  const result = await withPasswordRules(passwordUpdateSchema).safeParseAsync(body ?? {});
  const errors: FieldErrors = result.success ? {} : issuesToFieldErrors(result.error.issues);
  const current = (body as { current_password?: unknown } | null)?.current_password;
  if (typeof current === 'string' && current.length > 0 && !errors.current_password) {
    if (!(await checkCurrentPassword(deps, user, current, ip)))
      errors.current_password = [PASSWORD_UPDATE_MESSAGES.wrongCurrent];
  }
  if (!result.success || Object.keys(errors).length) throw new ValidationError(errors);
  const data: PasswordUpdateData = result.data;

  const passwordHash = await deps.passwords.hash(data.password);
  await deps.db.transaction().execute(async (trx) => {
    const now = new Date();
    await setPasswordHash(trx, user.id, passwordHash, now);
    await revokeOtherTokens(trx, user.id, auth.tokenId, now);
    await expireUserResets(trx, user.id, now);
  });
  deps.mailer.sendLater(passwordChangedEmail(deps.config, user));
}
