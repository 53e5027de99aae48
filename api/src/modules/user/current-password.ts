/**
 * Checks a signed-in user's current password (PUT /api/user/password, e-mail change in PUT /api/user,
 * account deletion).
 * Each check counts like a sign-in attempt of the account and of the IP, taken BEFORE the slow
 * comparison (same budgets and same 429 as POST /oauth/token); a right password gives it back.
 */
import { ACCOUNT_SECURITY_MESSAGES } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';

export async function checkCurrentPassword(
  deps: Pick<AppDeps, 'passwords' | 'rateLimits'>,
  user: { email: string; password_hash: string },
  password: string,
  ip: string,
): Promise<boolean> {
  // Signed in already: the sign-in link the sign-in page offers would not help, the message says so.
  const attempt = await deps.rateLimits.beginSignIn(ip, user.email, ACCOUNT_SECURITY_MESSAGES.passwordChecksSlowedDown);
  const ok = await deps.passwords.verify(password, user.password_hash);
  await (ok ? attempt.succeeded() : attempt.failed());
  return ok;
}
