/**
 * SQL of the staff's agenda (agenda-service.ts) and of the visitor's own appointments: the
 * appointments of a range, the blocks, a staff move or cancellation (SEQUENCE + 1).
 */
import type { AppointmentKind } from '@ga/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import { appointmentDb, type AppointmentTables } from './tables';

/** The request's number in the staff inbox (migrations/0024_staff_inbox.ts). */
const inboxId = sql<
  string | null
>`(SELECT i.id::text FROM staff_inbox i WHERE i.kind = 'rendez_vous' AND i.source_id = a.id)`.as('inbox_id');
/** Who follows the request in the inbox (null: no one), and their name: the agenda shows a conseiller only their own and the unassigned in full. */
const followedBy = sql<
  number | null
>`(SELECT i.assigned_to FROM staff_inbox i WHERE i.kind = 'rendez_vous' AND i.source_id = a.id)`.as('assigned_to');
const followedByName = sql<
  string | null
>`(SELECT s.full_name FROM staff_inbox i JOIN staff_accounts s ON s.id = i.assigned_to WHERE i.kind = 'rendez_vous' AND i.source_id = a.id)`.as(
  'assigned_name',
);

const AGENDA_COLUMNS = [
  'a.id',
  'a.reference',
  'a.kind',
  'a.resource',
  'a.starts_at',
  'a.ends_at',
  'a.status',
  'a.fullname',
  'a.email',
  'a.phone',
  'a.message',
  'a.confirm_expires_at',
  'a.sequence',
  'a.cancel_reason',
  'a.user_id',
  'a.place_id',
] as const;

/** Holds its slot: confirmed, or pending and not lapsed. */
const holding = (eb: ExpressionBuilder<AppointmentQuery, 'a'>) =>
  eb.or([
    eb('a.status', '=', 'confirme'),
    eb.and([eb('a.status', '=', 'en_attente'), eb('a.confirm_expires_at', '>', sql<Date>`now()`)]),
  ]);
type AppointmentQuery = Database & AppointmentTables & { a: AppointmentTables['appointments'] };

/**
 * Appointments of a place in time order, with their inbox number and who follows them: those starting in [from, to)
 * (the agenda: holding their slot or cancelled), or with `overlapping`, those holding a slot that
 * overlaps it (a closed period's).
 */
export function agendaAppointments(
  db: Db | Tx,
  f: { placeId: number; from: Date; to: Date; kind?: AppointmentKind | null; overlapping?: boolean },
) {
  let query = appointmentDb(db)
    .selectFrom('appointments as a')
    .select([...AGENDA_COLUMNS, inboxId, followedBy, followedByName])
    .where('a.place_id', '=', f.placeId)
    .where('a.starts_at', '<', f.to);
  query = f.overlapping
    ? query.where('a.ends_at', '>', f.from).where((eb) => holding(eb))
    : query.where('a.starts_at', '>=', f.from).where((eb) => eb.or([holding(eb), eb('a.status', '=', 'annule')]));
  if (f.kind) query = query.where('a.kind', '=', f.kind);
  return query.orderBy('a.starts_at').orderBy('a.id').execute();
}
export type AgendaRow = Awaited<ReturnType<typeof agendaAppointments>>[number];

/** One appointment, locked for a staff change. */
export function lockAppointment(trx: Tx, id: number) {
  return appointmentDb(trx)
    .selectFrom('appointments as a')
    .select(AGENDA_COLUMNS)
    .where('a.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function moveAppointment(trx: Tx, id: number, startsAt: Date, endsAt: Date): Promise<void> {
  await appointmentDb(trx)
    .updateTable('appointments')
    .set({ starts_at: startsAt, ends_at: endsAt, sequence: sql`sequence + 1` })
    .where('id', '=', id)
    .execute();
}

export async function staffCancelAppointment(trx: Tx, id: number, reason: string): Promise<void> {
  await appointmentDb(trx)
    .updateTable('appointments')
    .set({
      status: 'annule',
      cancelled_at: new Date(),
      cancel_reason: reason,
      confirm_token_hash: null,
      sequence: sql`sequence + 1`,
    })
    .where('id', '=', id)
    .execute();
}

/** Blocks of a place overlapping [from, to), for a kind (those of every kind included) or all. */
export function blocksOverlapping(db: Db | Tx, f: { placeId: number; from: Date; to: Date; kind?: AppointmentKind }) {
  let query = appointmentDb(db)
    .selectFrom('appointment_blocks')
    .select(['id', 'kind', 'starts_at', 'ends_at', 'reason', 'created_at'])
    .where('place_id', '=', f.placeId)
    .where('starts_at', '<', f.to)
    .where('ends_at', '>', f.from);
  if (f.kind) {
    const kind = f.kind;
    query = query.where((eb) => eb.or([eb('kind', 'is', null), eb('kind', '=', kind)]));
  }
  return query.orderBy('starts_at').execute();
}

export function insertBlock(
  trx: Tx,
  row: {
    place_id: number;
    kind: AppointmentKind | null;
    starts_at: Date;
    ends_at: Date;
    reason: string;
    created_by: number;
  },
) {
  return appointmentDb(trx)
    .insertInto('appointment_blocks')
    .values(row)
    .returning(['id', 'kind', 'starts_at', 'ends_at', 'reason', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function deleteBlock(trx: Tx, id: number) {
  return appointmentDb(trx)
    .deleteFrom('appointment_blocks')
    .where('id', '=', id)
    .returning(['id', 'kind', 'starts_at', 'ends_at', 'reason'])
    .executeTakeFirst();
}

/** The visitor's appointments, the ones to come first (soonest first), then the past ones (latest first). */
export function userAppointments(db: Db, userId: number) {
  return appointmentDb(db)
    .selectFrom('appointments as a')
    .select([...AGENDA_COLUMNS])
    .where('a.user_id', '=', userId)
    .where((eb) => eb.or([holding(eb), eb('a.status', '=', 'annule')]))
    .orderBy(sql`a.starts_at < now()`)
    .orderBy(sql`CASE WHEN a.starts_at >= now() THEN a.starts_at END`, 'asc')
    .orderBy('a.starts_at', 'desc')
    .limit(50)
    .execute();
}

/** The visitor's appointment, locked (their own only). */
export function lockUserAppointment(trx: Tx, userId: number, id: number) {
  return appointmentDb(trx)
    .selectFrom('appointments as a')
    .select(AGENDA_COLUMNS)
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function visitorCancelAppointment(trx: Tx, id: number): Promise<void> {
  await appointmentDb(trx)
    .updateTable('appointments')
    .set({ status: 'annule', cancelled_at: new Date(), confirm_token_hash: null })
    .where('id', '=', id)
    .execute();
}
