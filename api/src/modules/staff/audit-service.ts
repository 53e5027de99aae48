/**
 * GET /api/staff/audit (responsable, admin): the audit log, newest first, filtered by person
 * (actor_id), record (record_type + record_id) and day (Europe/Paris), keyset-paginated on the id
 * (`before` = the last id of the previous page), never by offset.
 */
import type { Db } from '../../db/transaction';
import { listAuditRows } from './audit-queries';
import { parisDayRange } from './paris-days';
import type { AuditQuery } from './schemas';

export async function readAudit(db: Db, q: AuditQuery) {
  const rows = await listAuditRows(db, {
    actorId: q.actor_id,
    recordType: q.record_type,
    recordId: q.record_id,
    day: q.day ? parisDayRange(q.day) : undefined,
    beforeId: q.before,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  return {
    data: page.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      actor_id: r.actor_id,
      actor_email: r.actor_email,
      action: r.action,
      record_type: r.record_type,
      record_id: r.record_id,
      before: r.before_data ?? null,
      after: r.after_data ?? null,
      request_id: r.request_id,
      ip: r.ip,
    })),
    meta: { next_cursor: rows.length > q.limit ? String(page.at(-1)!.id) : null },
  };
}
