/**
 * Admin actions on staff accounts (role `admin`): invite, change role, disable, reset 2FA. Each asks
 * for the admin's own password again (`current_password`: 422 when wrong, rate-limited like a
 * sign-in step) and writes its audit row, with before/after, in the same transaction as the change.
 * A role change, a disabled account and a 2FA reset revoke every session of the account. An admin
 * cannot do these to their own account (another admin must: no one locks themselves out or
 * quietly raises their own rights).
 */
import { STAFF_MESSAGES } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/transaction';
import { ConflictError, HttpError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  dropChallenges,
  findAccount,
  insertAccount,
  listAccounts,
  lockAccount,
  replaceRecoveryCodes,
  updateAccount,
} from './account-queries';
import { audit, type RequestMeta } from './audit';
import { createEnrolmentLink, type EnrolmentLink } from './enrolment-links';
import type { StaffLimits } from './rate-limits';
import type { StaffRole } from './roles';
import { revokeAllSessions } from './session-queries';
import type { StaffContext } from './staff-hook';

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export interface StaffAccountView {
  id: number;
  email: string;
  full_name: string;
  role: StaffRole;
  totp_enrolled: boolean;
  disabled_at: string | null;
  created_at: string;
}

export const accountView = (a: Account): StaffAccountView => ({
  id: a.id,
  email: a.email,
  full_name: a.full_name,
  role: a.role,
  totp_enrolled: a.totp_enrolled_at !== null,
  disabled_at: a.disabled_at ? a.disabled_at.toISOString() : null,
  created_at: a.created_at.toISOString(),
});

/** What the audit log keeps of an account (no secret, no hash). */
const snapshot = (a: Account) => ({
  email: a.email,
  full_name: a.full_name,
  role: a.role,
  totp_enrolled: a.totp_enrolled_at !== null,
  disabled: a.disabled_at !== null,
});

/** The staff member's own password, asked again (422 on current_password when wrong). */
export async function confirmPassword(
  deps: AppDeps,
  limits: StaffLimits,
  staff: StaffContext,
  password: string,
  meta: RequestMeta,
): Promise<void> {
  const attempt = await limits.begin('reauth', meta.ip, staff.id);
  const account = await findAccount(deps.db, staff.id);
  if (!account?.password_hash || !(await deps.passwords.verify(password, account.password_hash))) {
    await audit(deps.db, meta, {
      actor: staff,
      action: 'staff.reauth.failed',
      record: { type: 'staff_account', id: staff.id },
    });
    throw ValidationError.field('current_password', STAFF_MESSAGES.wrongPassword);
  }
  await attempt.succeeded();
}

export async function listStaffAccounts(db: Db): Promise<StaffAccountView[]> {
  return (await listAccounts(db)).map(accountView);
}

/** `admin` null: the first admin, made by `staff:create-admin` or, at start-up, by STAFF_FIRST_ADMIN (`bySetting`). */
export async function inviteAccount(
  deps: AppDeps,
  admin: StaffContext | null,
  data: { email: string; full_name: string; role: StaffRole },
  meta: RequestMeta | null,
  bySetting = false,
): Promise<{ account: StaffAccountView; link: EnrolmentLink }> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const id = await insertAccount(trx, data);
      const account = (await findAccount(trx, id))!;
      const link = await createEnrolmentLink(trx, deps.config, id, admin?.id ?? null);
      await audit(trx, meta, {
        actor: admin,
        action: admin
          ? 'staff.account.invited'
          : bySetting
            ? 'staff.account.created_at_start'
            : 'staff.account.created_by_cli',
        record: { type: 'staff_account', id },
        after: { ...snapshot(account), enrolment_link_expires_at: link.expires_at },
      });
      return { account: accountView(account), link };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('email', STAFF_MESSAGES.emailTaken);
    throw error;
  }
}

/** Runs an admin change on another account, locked, with its audit row; 404 / 409 as needed. */
async function changeAccount(
  deps: AppDeps,
  admin: StaffContext,
  targetId: number,
  meta: RequestMeta,
  action: string,
  change: (trx: Tx, account: Account) => Promise<void>,
): Promise<StaffAccountView> {
  if (targetId === admin.id) throw new ConflictError({ id: [STAFF_MESSAGES.notYourself] }, STAFF_MESSAGES.notYourself);
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockAccount(trx, targetId);
    if (!before) throw new HttpError(404, STAFF_MESSAGES.accountNotFound);
    await change(trx, before);
    const after = (await findAccount(trx, targetId))!;
    await audit(trx, meta, {
      actor: admin,
      action,
      record: { type: 'staff_account', id: targetId },
      before: snapshot(before),
      after: snapshot(after),
    });
    return accountView(after);
  });
}

export const changeRole = (deps: AppDeps, admin: StaffContext, id: number, role: StaffRole, meta: RequestMeta) =>
  changeAccount(deps, admin, id, meta, 'staff.account.role_changed', async (trx, account) => {
    if (account.role === role) return;
    await updateAccount(trx, id, { role });
    await revokeAllSessions(trx, id, 'role_change');
    await dropChallenges(trx, id);
  });

export const disableAccount = (deps: AppDeps, admin: StaffContext, id: number, meta: RequestMeta) =>
  changeAccount(deps, admin, id, meta, 'staff.account.disabled', async (trx, account) => {
    if (!account.disabled_at) await updateAccount(trx, id, { disabled_at: new Date() });
    await revokeAllSessions(trx, id, 'disabled');
    await dropChallenges(trx, id);
  });

/** The authenticator and recovery codes are void (and the count of wrong codes forgotten); the next sign-in with the password enrols again. */
export const resetTwoFactor = (deps: AppDeps, admin: StaffContext, id: number, meta: RequestMeta) =>
  changeAccount(deps, admin, id, meta, 'staff.account.totp_reset', async (trx) => {
    await updateAccount(trx, id, {
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      totp_failed_count: 0,
    });
    await replaceRecoveryCodes(trx, id, []);
    await revokeAllSessions(trx, id, 'totp_reset');
    await dropChallenges(trx, id);
  });
