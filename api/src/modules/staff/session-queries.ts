/**
 * SQL of the staff sessions (only the SHA-256 of the session id is stored).
 */
import type { Db, Tx } from '../../db/transaction';
import { withStaff } from './tables';

export async function insertSession(
  db: Db | Tx,
  s: { staffId: number; sessionHash: string; ip: string | null; userAgent: string | null },
): Promise<number> {
  const row = await withStaff(db)
    .insertInto('staff_sessions')
    .values({ staff_id: s.staffId, session_hash: s.sessionHash, ip: s.ip, user_agent: s.userAgent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live session of this hash (not revoked, seen since `idleSince`), with its account. */
export function findLiveSession(db: Db, sessionHash: string, idleSince: Date) {
  return withStaff(db)
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      'a.id',
      'a.email',
      'a.full_name',
      'a.role',
      'a.disabled_at',
      'a.totp_enrolled_at',
    ])
    .where('s.session_hash', '=', sessionHash)
    .where('s.revoked_at', 'is', null)
    .where('s.last_seen_at', '>', idleSince)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: number): Promise<void> {
  await withStaff(db)
    .updateTable('staff_sessions')
    .set({ last_seen_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function listLiveSessions(db: Db, staffId: number, idleSince: Date) {
  return withStaff(db)
    .selectFrom('staff_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one live session of the account; false when it has none of that id. */
export async function revokeSession(db: Db | Tx, staffId: number, id: number, reason: string): Promise<boolean> {
  const res = await withStaff(db)
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Revokes every live session of the account; returns how many. */
export async function revokeAllSessions(db: Db | Tx, staffId: number, reason: string): Promise<number> {
  const res = await withStaff(db)
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Of these session rows, the ones still open (not revoked, not idle, account not disabled). */
export async function liveSessionIds(db: Db, ids: number[], idleSince: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await withStaff(db)
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select('s.id')
    .where('s.id', 'in', ids)
    .where('s.revoked_at', 'is', null)
    .where('s.last_seen_at', '>', idleSince)
    .where('a.disabled_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}
