/**
 * The inbox (docs/staff.md « Inbox »). A conseiller sees what is assigned to them or to no one; a
 * responsable and an admin see everything. Every change (assignment, status, note) and every
 * opening of a request's details writes its audit row in the same transaction; a request's history
 * is read back from the audit log.
 */
import {
  INBOX_MESSAGES,
  INBOX_STATUS_KINDS,
  type InboxExportQuery,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
  type InboxStatus,
} from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import { inTransaction, type Db, type Tx } from '../../db/transaction';
import { ConflictError, HttpError, notFound, ValidationError } from '../../http/errors';
import { audit, type RequestMeta } from './audit';
import { listAuditRows } from './audit-queries';
import {
  activeStaffAccount,
  countUnassignedOpen,
  findInboxRow,
  inboxRowOf,
  insertNote,
  listInboxRows,
  listNotes,
  lockInboxRow,
  setAssignee,
  setRequestStatus,
  type InboxFilter,
  type InboxRow,
} from './inbox-queries';
import { inboxSearchTerm } from './inbox-search';
import { parisDayStart } from './paris-days';
import { requestDetails } from './request-details';
import type { StaffContext } from './staff-hook';

export const INBOX_RECORD = 'staff_inbox';
const HISTORY_LIMIT = 200;

const seesEverything = (staff: StaffContext) => staff.role !== 'conseiller';
/** The inbox rule: a conseiller sees what is theirs or no one's; a responsable and an admin see all (the agenda applies it too). */
export const visible = (staff: StaffContext, assignedTo: number | null) =>
  seesEverything(staff) || assignedTo === null || assignedTo === staff.id;

export function toItem(r: InboxRow): InboxItem {
  return {
    id: String(r.id),
    kind: r.kind as InboxKind,
    source_id: r.source_id,
    status: r.status as InboxStatus,
    assigned_to: r.assigned_to === null ? null : { id: r.assigned_to, full_name: r.assigned_name ?? '' },
    fullname: r.fullname,
    email: r.email,
    phone: r.phone,
    plate: r.plate,
    reference: r.reference,
    vehicle_id: r.vehicle_id,
    summary: r.summary,
    due_at: r.due_at ? r.due_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  };
}

/** The list's filters for this staff member (a conseiller sees theirs and the unassigned ones). */
export function inboxFilterOf(staff: StaffContext, q: InboxExportQuery): Omit<InboxFilter, 'limit'> {
  const search = q.q ? inboxSearchTerm(q.q) : null;
  let assignedTo: number | null | undefined;
  if (q.assigned === 'moi') assignedTo = staff.id;
  else if (q.assigned === 'personne') assignedTo = null;
  else if (q.assigned !== undefined) assignedTo = Number(q.assigned);
  return {
    kind: q.kind,
    status: q.status,
    visibleTo: seesEverything(staff) ? undefined : staff.id,
    assignedTo,
    createdFrom: q.from ? parisDayStart(q.from) : undefined,
    createdBefore: q.to ? parisDayStart(q.to, 1) : undefined,
    search: search ?? undefined,
  };
}

export async function listInbox(db: Db, staff: StaffContext, q: InboxQuery) {
  const [rows, unassigned] = await Promise.all([
    listInboxRows(db, { ...inboxFilterOf(staff, q), beforeId: q.before, limit: q.limit + 1 }),
    countUnassignedOpen(db),
  ]);
  const page = rows.slice(0, q.limit);
  return {
    data: page.map(toItem),
    meta: { next_cursor: rows.length > q.limit ? String(page.at(-1)!.id) : null, unassigned_open: unassigned },
  };
}

/** One request with its notes and history; opening it is written to the audit log (personal data). */
export async function openInboxItem(deps: AppDeps, staff: StaffContext, id: string, meta: RequestMeta) {
  const row = await findInboxRow(deps.db, id);
  if (!row || !visible(staff, row.assigned_to)) throw notFound(INBOX_MESSAGES.notFound);
  await audit(deps.db, meta, { actor: staff, action: 'inbox.viewed', record: { type: INBOX_RECORD, id } });
  const [details, notes, history] = await Promise.all([
    requestDetails(deps.db, row.kind as InboxKind, row.source_id),
    listNotes(deps.db, id),
    listAuditRows(deps.db, { recordType: INBOX_RECORD, recordId: id, limit: HISTORY_LIMIT }),
  ]);
  return {
    data: {
      ...toItem(row),
      details,
      notes: notes.map((n) => ({
        id: String(n.id),
        author: { id: n.author_id, full_name: n.author_name },
        body: n.body,
        created_at: n.created_at.toISOString(),
      })),
      history: history.reverse().map((h) => ({
        id: String(h.id),
        at: h.at.toISOString(),
        actor: h.actor_email,
        action: h.action,
        before: h.before_data ?? null,
        after: h.after_data ?? null,
      })),
    },
  };
}

/**
 * The inbox id of a request this person may see (a conseiller: theirs or no one's), or 404 with
 * `notFoundMessage`: what the other staff routes on a request check first (trade-in offers…).
 */
export async function visibleRequest(
  db: Db | Tx,
  staff: StaffContext,
  kind: InboxKind,
  sourceId: number,
  notFoundMessage: string,
): Promise<string> {
  const row = await inboxRowOf(db, kind, sourceId);
  if (!row || !visible(staff, row.assigned_to)) throw notFound(notFoundMessage);
  return String(row.id);
}

/** Locks a visible row for a change, or 404 (a conseiller does not learn that someone else's request exists). */
async function lockVisible(trx: Parameters<typeof lockInboxRow>[0], staff: StaffContext, id: string) {
  const row = await lockInboxRow(trx, id);
  if (!row || !visible(staff, row.assigned_to)) throw notFound(INBOX_MESSAGES.notFound);
  return row;
}

const reread = async (db: Db, id: string) => toItem((await findInboxRow(db, id))!);

/**
 * A responsable assigns anyone (or no one); a conseiller takes an unassigned request for themselves
 * or gives back one of theirs, and nothing else.
 */
export async function assignInboxItem(
  deps: AppDeps,
  staff: StaffContext,
  id: string,
  staffId: number | null,
  meta: RequestMeta,
) {
  await inTransaction(deps.db, async (trx) => {
    const row = await lockVisible(trx, staff, id);
    if (!seesEverything(staff)) {
      if (staffId !== null && staffId !== staff.id) throw new HttpError(403, INBOX_MESSAGES.takenByOther);
      if (row.assigned_to !== null && row.assigned_to !== staff.id)
        throw ConflictError.field('staff_id', INBOX_MESSAGES.takenByOther);
    }
    if (staffId !== null && !(await activeStaffAccount(trx, staffId)))
      throw ValidationError.field('staff_id', INBOX_MESSAGES.notAssignable);
    if (row.assigned_to === staffId) return;
    await setAssignee(trx, id, staffId);
    await audit(trx, meta, {
      actor: staff,
      action: 'inbox.assigned',
      record: { type: INBOX_RECORD, id },
      before: { assigned_to: row.assigned_to },
      after: { assigned_to: staffId },
    });
  });
  return { data: await reread(deps.db, id) };
}

export async function setInboxStatus(
  deps: AppDeps,
  staff: StaffContext,
  id: string,
  status: InboxStatus,
  meta: RequestMeta,
) {
  await inTransaction(deps.db, async (trx) => {
    const row = await lockVisible(trx, staff, id);
    const kind = row.kind as InboxKind;
    if (!INBOX_STATUS_KINDS.includes(kind)) throw ConflictError.field('status', INBOX_MESSAGES.statusNotHere);
    if (status === 'annulee' && (kind === 'contact' || kind === 'formulaire'))
      throw ValidationError.field('status', INBOX_MESSAGES.statusNotAllowed);
    if (row.status === status) return;
    await writeStatus(trx, staff, row, status, meta);
  });
  return { data: await reread(deps.db, id) };
}

/** A status change and its history line (the audit entry), in the caller's transaction. */
async function writeStatus(
  trx: Tx,
  staff: StaffContext,
  row: { id: number; kind: string; source_id: number; status: string },
  status: InboxStatus,
  meta: RequestMeta,
): Promise<void> {
  await setRequestStatus(trx, row, status);
  await audit(trx, meta, {
    actor: staff,
    action: 'inbox.status_changed',
    record: { type: INBOX_RECORD, id: String(row.id) },
    before: { status: row.status },
    after: { status },
  });
}

/**
 * Work done on a request that is still « Nouvelle » (a firm offer sent, say) moves it to « En cours »,
 * written to its history as the status change it is; a request already further on keeps its status.
 */
export async function markInProgress(trx: Tx, staff: StaffContext, id: string, meta: RequestMeta): Promise<void> {
  const row = await lockVisible(trx, staff, id);
  if (row.status === 'nouvelle') await writeStatus(trx, staff, row, 'en_cours', meta);
}

export async function addInboxNote(deps: AppDeps, staff: StaffContext, id: string, body: string, meta: RequestMeta) {
  const noteId = await inTransaction(deps.db, async (trx) => {
    await lockVisible(trx, staff, id);
    const created = await insertNote(trx, id, staff.id, body);
    await audit(trx, meta, {
      actor: staff,
      action: 'inbox.note_added',
      record: { type: INBOX_RECORD, id },
      after: { note_id: created },
    });
    return created;
  });
  return {
    data: {
      id: noteId,
      author: { id: staff.id, full_name: staff.full_name },
      body,
      created_at: new Date().toISOString(),
    },
  };
}
