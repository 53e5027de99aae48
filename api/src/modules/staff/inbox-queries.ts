/**
 * SQL of the inbox (migrations/0024_staff_inbox.ts): the filtered list newest first, paged by
 * keyset on (created_at, id); one row; its notes; the open unassigned count; status and assignment writes.
 */
import { sql } from 'kysely';
import { INBOX_OPEN_STATUSES, type InboxKind } from '@ga/contracts';
import type { Db, Tx } from '../../db/transaction';
import { withStaff } from './tables';

export interface InboxFilter {
  kind?: string;
  status?: string;
  /** Only what this staff member may see: assigned to them or to no one (a conseiller). */
  visibleTo?: number;
  /** `null`: assigned to no one. */
  assignedTo?: number | null;
  createdFrom?: Date;
  createdBefore?: Date;
  /** Normalised search term (inbox-search.ts), LIKE-escaped. */
  search?: string;
  beforeId?: string;
  limit: number;
}

const ITEM_COLUMNS = [
  'i.id',
  'i.kind',
  'i.source_id',
  'i.status',
  'i.assigned_to',
  'a.full_name as assigned_name',
  'i.fullname',
  'i.email',
  'i.phone',
  'i.plate',
  'i.reference',
  'i.vehicle_id',
  'i.summary',
  'i.due_at',
  'i.created_at',
  'i.user_id',
] as const;

const base = (db: Db | Tx) =>
  withStaff(db)
    .selectFrom('staff_inbox as i')
    .leftJoin('staff_accounts as a', 'a.id', 'i.assigned_to')
    .select(ITEM_COLUMNS);

export function listInboxRows(db: Db, f: InboxFilter) {
  let query = base(db);
  if (f.kind !== undefined) query = query.where('i.kind', '=', f.kind);
  if (f.status !== undefined) query = query.where('i.status', '=', f.status);
  if (f.visibleTo !== undefined) {
    const me = f.visibleTo;
    query = query.where((eb) => eb.or([eb('i.assigned_to', '=', me), eb('i.assigned_to', 'is', null)]));
  }
  if (f.assignedTo === null) query = query.where('i.assigned_to', 'is', null);
  else if (f.assignedTo !== undefined) query = query.where('i.assigned_to', '=', f.assignedTo);
  if (f.createdFrom) query = query.where('i.created_at', '>=', f.createdFrom);
  if (f.createdBefore) query = query.where('i.created_at', '<', f.createdBefore);
  if (f.search !== undefined)
    query = query.where(sql<boolean>`i.search_text LIKE '%' || lower(unaccent(${f.search})) || '%'`);
  if (f.beforeId !== undefined) {
    // Keyset on (created_at, id), read from the cursor's own row: no offset, no timestamp rounding.
    const cursor = f.beforeId;
    query = query.where(
      sql<boolean>`(i.created_at, i.id) < (SELECT c.created_at, c.id FROM staff_inbox c WHERE c.id = ${cursor})`,
    );
  }
  return query.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(f.limit).execute();
}

export type InboxRow = Awaited<ReturnType<typeof listInboxRows>>[number];

export function findInboxRow(db: Db | Tx, id: string) {
  return base(db).where('i.id', '=', Number(id)).executeTakeFirst();
}

/** Locks the row for a change (assignment, status) made in the same transaction. */
export function lockInboxRow(trx: Tx, id: string) {
  return withStaff(trx)
    .selectFrom('staff_inbox')
    .select(['id', 'kind', 'source_id', 'status', 'assigned_to'])
    .where('id', '=', Number(id))
    .forUpdate()
    .executeTakeFirst();
}

export async function countUnassignedOpen(db: Db): Promise<number> {
  const row = await withStaff(db)
    .selectFrom('staff_inbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('assigned_to', 'is', null)
    .where('status', 'in', [...INBOX_OPEN_STATUSES])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function listNotes(db: Db, inboxId: string) {
  return withStaff(db)
    .selectFrom('staff_inbox_notes as n')
    .innerJoin('staff_accounts as a', 'a.id', 'n.author_id')
    .select(['n.id', 'n.body', 'n.created_at', 'a.id as author_id', 'a.full_name as author_name'])
    .where('n.inbox_id', '=', Number(inboxId))
    .orderBy('n.id', 'asc')
    .execute();
}

export async function insertNote(trx: Tx, inboxId: string, authorId: number, body: string): Promise<string> {
  const row = await withStaff(trx)
    .insertInto('staff_inbox_notes')
    .values({ inbox_id: Number(inboxId), author_id: authorId, body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function setAssignee(trx: Tx, id: string, staffId: number | null): Promise<void> {
  await withStaff(trx)
    .updateTable('staff_inbox')
    .set({ assigned_to: staffId, updated_at: sql`now()` })
    .where('id', '=', Number(id))
    .execute();
}

/** The request table of each kind whose status staff set from the inbox (form replies have none: the inbox row holds it). */
const STATUS_TABLES: Partial<Record<InboxKind, { table: string; updatedAt: boolean }>> = {
  reprise: { table: 'reprises', updatedAt: true },
  rappel: { table: 'calls', updatedAt: true },
  contact: { table: 'contact_requests', updatedAt: false },
  partenaire: { table: 'partner_requests', updatedAt: true },
  devis: { table: 'estimates', updatedAt: true },
  financement: { table: 'fundings', updatedAt: true },
};

/** Sets a request's status; the request table's trigger copies it into the inbox in this transaction. */
export async function setRequestStatus(
  trx: Tx,
  row: { id: number; kind: string; source_id: number },
  status: string,
): Promise<void> {
  const target = STATUS_TABLES[row.kind as InboxKind];
  if (!target) {
    await withStaff(trx)
      .updateTable('staff_inbox')
      .set({ status, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    return;
  }
  const updatedAt = target.updatedAt ? sql`, updated_at = now()` : sql``;
  await sql`UPDATE ${sql.table(target.table)} SET status = ${status}${updatedAt} WHERE id = ${row.source_id}`.execute(
    trx,
  );
}

/** An active staff account (none when disabled), with the address to tell them of a request they follow. */
export function activeStaffAccount(db: Db | Tx, id: number) {
  return withStaff(db)
    .selectFrom('staff_accounts')
    .select(['id', 'full_name', 'email'])
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export function listColleagues(db: Db) {
  return withStaff(db)
    .selectFrom('staff_accounts')
    .select(['id', 'full_name', 'role'])
    .where('disabled_at', 'is', null)
    .orderBy('full_name')
    .execute();
}

/** The inbox row of one request (kind, id in its own table). */
export function inboxRowOf(db: Db | Tx, kind: InboxKind, sourceId: number) {
  return withStaff(db)
    .selectFrom('staff_inbox')
    .select(['id', 'assigned_to'])
    .where('kind', '=', kind)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
}
