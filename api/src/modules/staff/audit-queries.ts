/**
 * SQL of the audit log: insert (the table refuses UPDATE and DELETE: migrations/0023_staff.ts) and
 * the keyset-paginated read, newest first.
 */
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
    .select(['id', 'at', 'actor_id', 'actor_email', 'action', 'record_type', 'record_id', 'before_data', 'after_data', 'request_id', 'ip']);
  if (f.actorId !== undefined) query = query.where('actor_id', '=', f.actorId);
  if (f.recordType !== undefined) query = query.where('record_type', '=', f.recordType);
  if (f.recordId !== undefined) query = query.where('record_id', '=', f.recordId);
  if (f.day) query = query.where('at', '>=', f.day[0]).where('at', '<', f.day[1]);
  if (f.beforeId !== undefined) query = query.where('id', '<', f.beforeId);
  return query.orderBy('id', 'desc').limit(f.limit).execute();
}
