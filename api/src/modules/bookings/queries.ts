/**
 * SQL of the bookings. A pending booking past its `expires_at` reads as `expiree` everywhere; the
 * writes first mark such rows for real (no background job), inside their own transaction.
 */
import { BOOKING_ACTIVE_STATUSES, BOOKING_PENDING_TTL_HOURS, type BookingStatus } from '@ga/contracts';
import { sql } from 'kysely';
import type { BookingConn, BookingTx, BookingsTable } from './tables';

const ACTIVE = [...BOOKING_ACTIVE_STATUSES];

/** The status as of now: a lapsed pending booking is expired even before a write marks it. */
const currentStatus = sql<BookingStatus>`case when bk.status = 'en_attente' and bk.expires_at <= now() then 'expiree' else bk.status end`;

function selectBookings(db: BookingConn) {
  return db
    .selectFrom('bookings as bk')
    .leftJoin('delivery_types as dt', 'dt.id', 'bk.delivery_type_id')
    .leftJoin('departments as d', 'd.id', 'bk.department_id')
    .select([
      'bk.id',
      'bk.user_id',
      'bk.vehicle_id',
      currentStatus.as('status'),
      'bk.delivery_type_id',
      'dt.name as delivery_type_name',
      'dt.at_home as delivery_at_home',
      'bk.delivery_price',
      'bk.department_id',
      'd.name as department_name',
      'bk.preferred_date',
      'bk.preferred_slot',
      'bk.phone',
      'bk.message',
      'bk.price',
      'bk.price_etax',
      'bk.discount',
      'bk.promo_code',
      'bk.promo_label',
      'bk.promo_discount',
      'bk.funding',
      'bk.expires_at',
      'bk.created_at',
      'bk.updated_at',
    ]);
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

/** The user's bookings, newest first, without the cancelled ones. */
export const userBookings = (db: BookingConn, userId: number) =>
  selectBookings(db)
    .where('bk.user_id', '=', userId)
    .where('bk.status', '!=', 'annulee')
    .orderBy('bk.created_at', 'desc')
    .orderBy('bk.id', 'desc')
    .execute();

export const userBooking = (db: BookingConn, userId: number, id: number) =>
  selectBookings(db).where('bk.id', '=', id).where('bk.user_id', '=', userId).executeTakeFirst();

/** The user's pending (not lapsed) or confirmed booking of a vehicle. */
export const activeBookingOf = (db: BookingConn, userId: number, vehicleId: number) =>
  db
    .selectFrom('bookings as bk')
    .select(['bk.id', 'bk.status', 'bk.expires_at'])
    .where('bk.user_id', '=', userId)
    .where('bk.vehicle_id', '=', vehicleId)
    .where('bk.status', 'in', ACTIVE)
    .where((eb) => eb.or([eb('bk.status', '=', 'confirmee'), eb('bk.expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();

/** Marks the lapsed pending bookings of a vehicle, a user or one booking as expired. */
export async function expireLapsed(
  trx: BookingTx,
  scope: { vehicleId?: number; userId?: number; bookingId?: number },
): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ status: 'expiree', updated_at: sql<Date>`now()` })
    .where('status', '=', 'en_attente')
    .where('expires_at', '<=', sql<Date>`now()`)
    .where((eb) =>
      eb.or([
        ...(scope.vehicleId !== undefined ? [eb('vehicle_id', '=', scope.vehicleId)] : []),
        ...(scope.userId !== undefined ? [eb('user_id', '=', scope.userId)] : []),
        ...(scope.bookingId !== undefined ? [eb('id', '=', scope.bookingId)] : []),
      ]),
    )
    .execute();
}

/** Locks the user's row: one booking write per user at a time (the per-user limit holds on PostgreSQL too). */
export const lockUser = (trx: BookingTx, userId: number) =>
  trx
    .selectFrom('users')
    .select(['id', 'phone', 'email', 'fullname', 'email_verified_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();

export const bookableVehicle = (trx: BookingTx, id: number) =>
  trx
    .selectFrom('vehicles')
    .select(['id', 'brand_id', 'price', 'price_etax', 'discount'])
    .where('id', '=', id)
    .where('is_published', '=', true)
    .executeTakeFirst();

/** Who holds the vehicle now (call after expireLapsed). */
export const vehicleHolder = (trx: BookingTx, vehicleId: number) =>
  trx
    .selectFrom('bookings')
    .select(['id', 'user_id'])
    .where('vehicle_id', '=', vehicleId)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();

export async function activeCount(trx: BookingTx, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('bookings')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', ACTIVE)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const deliveryType = (trx: BookingTx, id: number) =>
  trx.selectFrom('delivery_types').select(['id', 'delay_days']).where('id', '=', id).executeTakeFirst();

export const departmentExists = async (trx: BookingTx, id: number) =>
  (await trx.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/**
 * Price and lead time of a delivery type for a department (migration 0010): price null when on
 * quote (or not priced), delay_days null when the département has no lead time of its own.
 */
export async function deliveryTerms(
  trx: BookingTx,
  deliveryTypeId: number,
  departmentId: number,
): Promise<{ price: number | null; delay_days: number | null }> {
  const row = await trx
    .selectFrom('delivery_prices')
    .select(['price', 'delay_days'])
    .where('delivery_type_id', '=', deliveryTypeId)
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  return { price: row?.price ?? null, delay_days: row?.delay_days ?? null };
}

type Details = Pick<
  BookingsTable,
  'delivery_type_id' | 'department_id' | 'preferred_date' | 'preferred_slot' | 'phone' | 'message' | 'delivery_price'
>;

export async function insertPendingBooking(
  trx: BookingTx,
  values: Details & {
    user_id: number;
    vehicle_id: number;
    price: number;
    price_etax: number;
    discount: number;
    promo_code: string | null;
    promo_label: string | null;
    promo_discount: number | null;
    /** ChosenFunding as JSON text, or null. */
    funding: string | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('bookings')
    .values({
      ...values,
      status: 'en_attente',
      expires_at: sql<Date>`now() + make_interval(hours => ${BOOKING_PENDING_TTL_HOURS})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The booking's row, locked, with its stored status (call after expireLapsed). */
export const lockBooking = (trx: BookingTx, userId: number, id: number) =>
  trx
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();

export async function updateDetails(trx: BookingTx, id: number, details: Details): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ ...details, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Cancels a pending or confirmed booking; frees the vehicle. */
export async function cancel(trx: BookingTx, id: number): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ status: 'annulee', cancelled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', 'in', ACTIVE)
    .execute();
}

/**
 * When the user last released this vehicle: cancelled its booking (cancelled_at) or let the hold
 * lapse (expires_at); null when never.
 */
export async function lastReleasedBy(trx: BookingTx, userId: number, vehicleId: number): Promise<Date | null> {
  const row = await trx
    .selectFrom('bookings')
    .select(
      sql<Date | null>`max(case when status = 'annulee' then cancelled_at when status = 'expiree' then expires_at end)`.as(
        'at',
      ),
    )
    .where('user_id', '=', userId)
    .where('vehicle_id', '=', vehicleId)
    .where('status', 'in', ['annulee', 'expiree'])
    .executeTakeFirst();
  return row?.at ?? null;
}

/** Any booking's row with its owner and vehicle title, locked (staff actions; call after expireLapsed). */
export const lockBookingForStaff = (trx: BookingTx, id: number) =>
  trx
    .selectFrom('bookings as bk')
    .innerJoin('users as u', 'u.id', 'bk.user_id')
    .innerJoin('vehicles as v', 'v.id', 'bk.vehicle_id')
    .innerJoin('brands as b', 'b.id', 'v.brand_id')
    .innerJoin('carmodels as m', 'm.id', 'v.carmodel_id')
    .select([
      'bk.id',
      'bk.status',
      'bk.vehicle_id',
      'bk.expires_at',
      'bk.created_at',
      'u.email',
      'u.fullname',
      'u.email_verified_at',
      'b.name as brand',
      'm.name as model',
      'v.version',
    ])
    .where('bk.id', '=', id)
    .forUpdate('bk')
    .executeTakeFirst();

export async function confirm(trx: BookingTx, id: number): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ status: 'confirmee', confirmed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function extendHold(trx: BookingTx, id: number, until: Date): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ expires_at: until, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
