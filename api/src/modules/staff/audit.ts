/**
 * The audit log: every staff action (sign-in success and failure, enrolment, session revocation,
 * each admin action) writes one row IN THE SAME TRANSACTION as the change it records, with the
 * request id, so a change never exists without its row nor a row without its change. The table is
 * append-only (a trigger refuses UPDATE and DELETE: migrations/0023_staff.ts).
 *
 * Actions are dotted names: `staff.sign_in`, `staff.sign_in.failed`, `staff.enrolment.completed`,
 * `staff.session.revoked`, `staff.account.invited`, `staff.account.role_changed`… Records are
 * (`staff_account`, id) or (`staff_session`, id).
 */
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/transaction';
import { insertAuditRow } from './audit-queries';

/** Where a request came from, as the audit log keeps it. */
export interface RequestMeta {
  requestId: string;
  ip: string;
  userAgent: string | null;
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  requestId: request.id,
  ip: request.ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) || null,
});

export interface AuditEntry {
  actor: { id: number; email: string } | null;
  /** For a failed sign-in of an unknown address: the address typed. */
  actorEmail?: string;
  action: string;
  record?: { type: string; id: number | string } | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(db: Db | Tx, meta: RequestMeta | null, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? entry.actorEmail?.slice(0, 190) ?? null,
    action: entry.action,
    recordType: entry.record?.type ?? null,
    recordId: entry.record?.id ?? null,
    before: entry.before,
    after: entry.after,
    requestId: meta?.requestId ?? null,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent ?? null,
  });
}
