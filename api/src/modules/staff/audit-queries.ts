/**
 * SQL of the audit log: insert (the table refuses UPDATE and DELETE: migrations/0023_staff.ts), the
 * keyset-paginated read, newest first, and the one UPDATE the trigger lets through: the
 * pseudonymisation of a deleted visitor's entries.
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import { withStaff } from './tables';

export interface AuditRow {
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  recordType: string | null;
  recordId: string | number | null;
  before?: unknown;
  after?: unknown;
  requestId: string | null;
  ip: string | null;
  userAgent: string | null;
}

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAuditRow(db: Db | Tx, row: AuditRow): Promise<void> {
  await withStaff(db)
    .insertInto('staff_audit_log')
    .values({
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      action: row.action,
      record_type: row.recordType,
      record_id: row.recordId === null ? null : String(row.recordId),
      before_data: asJson(row.before),
      after_data: asJson(row.after),
      request_id: row.requestId,
      ip: row.ip,
      user_agent: row.userAgent,
    })
    .execute();
}

export interface AuditFilter {
  actorId?: number;
  recordType?: string;
  recordId?: string;
  /** [start, end) of a day (Europe/Paris). */
  day?: [Date, Date];
  /** Keyset: rows with an id below this one. */
  beforeId?: string;
  limit: number;
}

export function listAuditRows(db: Db, f: AuditFilter) {
  let query = withStaff(db)
    .selectFrom('staff_audit_log')
    .select([
      'id',
      'at',
      'actor_id',
      'actor_email',
      'action',
      'record_type',
      'record_id',
      'before_data',
      'after_data',
      'request_id',
      'ip',
    ]);
  if (f.actorId !== undefined) query = query.where('actor_id', '=', f.actorId);
  if (f.recordType !== undefined) query = query.where('record_type', '=', f.recordType);
  if (f.recordId !== undefined) query = query.where('record_id', '=', f.recordId);
  if (f.day) query = query.where('at', '>=', f.day[0]).where('at', '<', f.day[1]);
  if (f.beforeId !== undefined) query = query.where('id', '<', Number(f.beforeId));
  return query.orderBy('id', 'desc').limit(f.limit).execute();
}

/** What replaces a free text (a reason) in the entries of a deleted visitor's requests. */
export const PSEUDONYMISED_TEXT = '[supprimé avec le compte]';

/**
 * The entries about a visitor's requests, made anonymous when the account is deleted (user
 * module's deletion steps), in its transaction: the visitor's own entries (actor NULL: answering an
 * offer) lose their IP address and browser; every entry loses its free-text reason. Who, what, which
 * record (its number, soon pointing at nothing), when and the request id stay. The trigger allows
 * this UPDATE only under `ga.audit_pseudonymise` and only of those columns. Returns the count.
 */
export async function pseudonymiseVisitorEntries(trx: Tx, userId: number): Promise<number> {
  const scrub = (column: string) =>
    sql`CASE WHEN ${sql.ref(column)} -> 'reason' IS NOT NULL THEN jsonb_set(${sql.ref(column)}, '{reason}', to_jsonb(${PSEUDONYMISED_TEXT}::text)) ELSE ${sql.ref(column)} END`;
  await sql`SELECT set_config('ga.audit_pseudonymise', 'on', true)`.execute(trx);
  const result = await sql`
    UPDATE staff_audit_log SET
      ip = CASE WHEN actor_id IS NULL THEN NULL ELSE ip END,
      user_agent = CASE WHEN actor_id IS NULL THEN NULL ELSE user_agent END,
      before_data = ${scrub('before_data')},
      after_data = ${scrub('after_data')}
    WHERE record_type = 'staff_inbox' AND record_id IN (SELECT id::text FROM staff_inbox WHERE user_id = ${userId})`.execute(
    trx,
  );
  await sql`SELECT set_config('ga.audit_pseudonymise', 'off', true)`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
