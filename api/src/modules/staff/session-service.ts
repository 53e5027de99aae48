/**
 * A staff member's own sessions: list, revoke one, sign out (revokes the current one), change the
 * password (revokes them all, the current one included: sign in again). Each is audited.
 */
import { STAFF_MESSAGES } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/errors';
import { updateAccount } from './account-queries';
import { audit, type RequestMeta } from './audit';
import { listLiveSessions, revokeAllSessions, revokeSession } from './session-queries';
import { idleSince } from './sessions';
import type { StaffContext } from './staff-hook';

export interface SessionView {
  id: number;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
}

export async function listSessions(deps: AppDeps, staff: StaffContext): Promise<SessionView[]> {
  const rows = await listLiveSessions(deps.db, staff.id, idleSince(deps.config));
  return rows.map((r) => ({
    id: r.id,
    created_at: r.created_at.toISOString(),
    last_seen_at: r.last_seen_at.toISOString(),
    ip: r.ip,
    user_agent: r.user_agent,
    current: r.id === staff.sessionRowId,
  }));
}

export async function revokeOwnSession(
  deps: AppDeps,
  staff: StaffContext,
  id: number,
  meta: RequestMeta,
  reason: 'revoked' | 'sign_out',
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await revokeSession(trx, staff.id, id, reason))) throw new HttpError(404, STAFF_MESSAGES.sessionNotFound);
    await audit(trx, meta, {
      actor: staff,
      action: reason === 'sign_out' ? 'staff.sign_out' : 'staff.session.revoked',
      record: { type: 'staff_session', id },
    });
  });
}

export async function changeOwnPassword(
  deps: AppDeps,
  staff: StaffContext,
  password: string,
  meta: RequestMeta,
): Promise<void> {
  const hash = await deps.passwords.hash(password);
  await deps.db.transaction().execute(async (trx) => {
    await updateAccount(trx, staff.id, { password_hash: hash });
    const revoked = await revokeAllSessions(trx, staff.id, 'password_change');
    await audit(trx, meta, {
      actor: staff,
      action: 'staff.password.changed',
      record: { type: 'staff_account', id: staff.id },
      after: { sessions_revoked: revoked },
    });
  });
}
