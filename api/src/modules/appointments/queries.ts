/**
 * SQL of the appointments: the centre, the bookings of a slot, confirmation and cancellation.
 */
import type { AppointmentKind } from '@ga/contracts';
import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import { appointmentDb, type AppointmentTables } from './tables';

/** What the replies and e-mails need of an appointment. */
const RETURNING = [
  'id',
  'reference',
  'kind',
  'resource',
  'starts_at',
  'ends_at',
  'status',
  'confirm_expires_at',
  'fullname',
  'email',
] as const;

/** The centre (one today); null when none is configured. */
export async function firstPlace(db: Db) {
  return (
    (await appointmentDb(db).selectFrom('appointment_places').selectAll().orderBy('id').executeTakeFirst()) ?? null
  );
}

/** Every place, in order (the agenda's choice). */
export function listPlaces(db: Db) {
  return appointmentDb(db).selectFrom('appointment_places').selectAll().orderBy('id').execute();
}

export function bookerAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Appointments to come that hold a slot (confirmed, or pending and not lapsed) of the account or of
 * the address. Called after the transaction-level lock of the address, so two parallel bookings
 * cannot both pass the cap.
 */
export async function activeCount(trx: Tx, email: string, userId: number | null): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM appointments
    WHERE (lower(email) = ${email}${userId === null ? sql`` : sql` OR user_id = ${userId}`})
      AND starts_at > now()
      AND (status = 'confirme' OR (status = 'en_attente' AND confirm_expires_at > now()))`.execute(trx);
  return rows[0]!.n;
}

/** Transaction-level lock of the address: its bookings are counted and made one at a time. */
export async function lockAddress(trx: Tx, email: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`appointments:${email}`}))`.execute(trx);
}

/** A pending booking of the slot whose time is over no longer holds it. */
export async function expireLapsedHolds(
  trx: Tx,
  slot: { placeId: number; kind: AppointmentKind; resource: string; startsAt: Date },
): Promise<void> {
  await appointmentDb(trx)
    .updateTable('appointments')
    .set({ status: 'expire' })
    .where('place_id', '=', slot.placeId)
    .where('kind', '=', slot.kind)
    .where('resource', '=', slot.resource)
    .where('starts_at', '=', slot.startsAt)
    .where('status', '=', 'en_attente')
    .where('confirm_expires_at', '<=', sql<Date>`now()`)
    .execute();
}

export function insertAppointment(trx: Tx, row: Insertable<AppointmentTables['appointments']>) {
  return appointmentDb(trx)
    .insertInto('appointments')
    .values(row)
    .returning([...RETURNING])
    .executeTakeFirstOrThrow();
}

export function appointmentByTokenHash(db: Db, tokenHash: string) {
  return appointmentDb(db)
    .selectFrom('appointments')
    .select([...RETURNING, 'confirmed_at'])
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Confirms a pending booking still held; undefined otherwise. */
export function confirmPending(db: Db, id: number) {
  return appointmentDb(db)
    .updateTable('appointments')
    .set({ status: 'confirme', confirmed_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'en_attente')
    .where('confirm_expires_at', '>', sql<Date>`now()`)
    .returning(RETURNING)
    .executeTakeFirst();
}

export function appointmentById(db: Db, id: number) {
  return appointmentDb(db).selectFrom('appointments').select(RETURNING).where('id', '=', id).executeTakeFirst();
}

export function cancelAppointment(db: Db, id: number) {
  return appointmentDb(db)
    .updateTable('appointments')
    .set({ status: 'annule', cancelled_at: new Date() })
    .where('id', '=', id)
    .returning(RETURNING)
    .executeTakeFirstOrThrow();
}
