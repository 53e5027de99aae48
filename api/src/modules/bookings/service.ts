/**
 * Booking rules: one pending or confirmed booking per vehicle (the database's partial unique
 * index decides between concurrent requests; its violation is the 409 of the loser), a 48-hour
 * hold while pending, details editable while pending, cancellation by the customer.
 */
import { VAT_RATE } from '../financing/maths';
import {
  BOOKING_MAX_ACTIVE_PER_USER,
  BOOKING_MESSAGES,
  BOOKING_REHOLD_COOLDOWN_HOURS,
  type Booking,
  type BookingRequestData,
  type BookingUpdateData,
  type ChosenFunding,
  type FieldErrors,
} from '@ga/contracts';
import { iso } from '../../db/iso';
import { announceChange } from '../../db/change-channel';
import type { Db, Tx } from '../../db/transaction';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { withVehicleCards } from '../catalogue/vehicle-cards';
import { chosenFunding } from '../financing/chosen-funding';
import { checkChosenPromo } from '../promo-codes/chosen-promo';
import { discountCents } from '../promo-codes/rules';
import { frenchDate, preferredDateWindow } from './booking-dates';
import * as q from './queries';
import { withBookings, type BookingTx, type BookingsTable } from './tables';
import { jsonColumn } from '../../db/json-column';

const conflict = (message: string) => new HttpError(409, message);
const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Name of the partial unique index of migrations/0005_bookings.ts. */
const ONE_ACTIVE_PER_VEHICLE = 'bookings_one_active_per_vehicle';

/** SQLSTATE 23505 on the one-active-booking index (pg and PGlite both give `code` and `constraint`). */
export function isActiveBookingConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e.code === '23505' &&
    (e.constraint === ONE_ACTIVE_PER_VEHICLE || String(e.message).includes(ONE_ACTIVE_PER_VEHICLE))
  );
}

function toBooking(row: q.BookingRow, card: Booking['vehicle']): Booking {
  return {
    id: row.id,
    status: row.status,
    vehicle: card,
    delivery_type:
      row.delivery_type_id !== null && row.delivery_type_name !== null
        ? {
            id: row.delivery_type_id,
            name: row.delivery_type_name,
            at_home: row.delivery_at_home ?? false,
            delivery_price: row.delivery_price,
            // HT from the TTC price kept on the booking (20 % VAT), for company accounts.
            delivery_price_etax: row.delivery_price === null ? null : Math.round(row.delivery_price / (1 + VAT_RATE)),
          }
        : null,
    department:
      row.department_id !== null && row.department_name !== null
        ? { id: row.department_id, name: row.department_name }
        : null,
    preferred_date: row.preferred_date,
    preferred_slot: row.preferred_slot,
    phone: row.phone,
    message: row.message,
    price: row.price,
    price_etax: row.price_etax,
    discount: row.discount,
    promo:
      row.promo_code !== null
        ? { code: row.promo_code, label: row.promo_label ?? row.promo_code, discount: row.promo_discount ?? 0 }
        : null,
    funding: row.funding === null ? null : jsonColumn<ChosenFunding>(row.funding),
    expires_at:
      (row.status === 'en_attente' || row.status === 'expiree') && row.expires_at ? iso(row.expires_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function listBookings(db: Db, userId: number, base: string): Promise<Booking[]> {
  return withVehicleCards(db, await q.userBookings(withBookings(db), userId), base, toBooking);
}

export async function showBooking(db: Db, userId: number, id: number, base: string): Promise<Booking> {
  const row = await q.userBooking(withBookings(db), userId, id);
  const [booking] = row ? await withVehicleCards(db, [row], base, toBooking) : [];
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  return booking;
}

/** `?booking` of GET /api/vehicles/{id}: the viewer's active booking of the vehicle. */
export async function viewerBooking(
  db: Db,
  userId: number,
  vehicleId: number,
): Promise<{ id: number; status: string; expires_at: string | null } | null> {
  const row = await q.activeBookingOf(withBookings(db), userId, vehicleId);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    expires_at: row.status === 'en_attente' && row.expires_at ? iso(row.expires_at) : null,
  };
}

type Details = Pick<
  BookingsTable,
  'delivery_type_id' | 'department_id' | 'preferred_date' | 'preferred_slot' | 'phone' | 'message'
>;

/**
 * Database and calendar checks of the details, every field at once (422); gives the delivery price.
 * The date window is checked when the date or the delivery type is being set.
 */
async function checkDetails(
  trx: BookingTx,
  d: Details,
  checkDate: boolean,
): Promise<{ delivery_price: number | null }> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const type = d.delivery_type_id !== null ? await q.deliveryType(trx, d.delivery_type_id) : null;
  if (d.delivery_type_id !== null && !type) add('delivery_type_id', BOOKING_MESSAGES.unknownDeliveryType);
  const departmentKnown = d.department_id !== null && (await q.departmentExists(trx, d.department_id));
  if (d.department_id !== null && !departmentKnown) add('department_id', BOOKING_MESSAGES.unknownDepartment);
  else if (d.department_id === null && d.delivery_type_id !== null)
    add('department_id', BOOKING_MESSAGES.departmentRequired);
  // The lead time of the chosen delivery to that département (else the type's general delay).
  const terms = type && departmentKnown ? await q.deliveryTerms(trx, type.id, d.department_id!) : null;
  if (d.preferred_slot !== null && d.preferred_date === null) add('preferred_slot', BOOKING_MESSAGES.slotNeedsDate);
  if (checkDate && d.preferred_date !== null) {
    const { earliest, latest } = preferredDateWindow(terms?.delay_days ?? type?.delay_days ?? null);
    if (d.preferred_date < earliest)
      add('preferred_date', BOOKING_MESSAGES.dateTooEarly.replace('{date}', frenchDate(earliest)));
    else if (d.preferred_date > latest)
      add('preferred_date', BOOKING_MESSAGES.dateTooLate.replace('{date}', frenchDate(latest)));
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { delivery_price: terms?.price ?? null };
}

/** The loser of a race on the same vehicle gets the 409, never a 500. */
async function mapRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isActiveBookingConflict(error)) throw conflict(BOOKING_MESSAGES.alreadyReserved);
    throw error;
  }
}

/**
 * A new pending booking, with whom to tell (its owner: a confirmed address). `signingKey` checks the
 * promo code's proof. The code is kept with its discount of the day for the advisor to apply to the
 * sale; a hold counts no use of the code (the quote or the sale does), so holds cannot exhaust it.
 */
export async function createBooking(
  db: Db,
  userId: number,
  input: BookingRequestData,
  base: string,
  signingKey: Buffer,
  now = new Date(),
): Promise<{ booking: Booking; owner: { email: string; fullname: string } }> {
  const vehicleId = input.vehicle_id;
  let owner = { email: '', fullname: '' };
  const id = await mapRace(() =>
    withBookings(db)
      .transaction()
      .execute(async (trx) => {
        const user = await q.lockUser(trx, userId);
        if (!user) throw notFound();
        // Stock hoarding by scripted sign-ups: a first booking needs a confirmed address.
        if (user.email_verified_at === null) throw new HttpError(403, BOOKING_MESSAGES.emailNotVerified);
        owner = { email: user.email, fullname: user.fullname };
        const vehicle = await q.bookableVehicle(trx, vehicleId);
        if (!vehicle) throw notFound(BOOKING_MESSAGES.vehicleNotFound);
        const details: Details = {
          delivery_type_id: input.delivery_type_id ?? null,
          department_id: input.department_id ?? null,
          preferred_date: input.preferred_date ?? null,
          preferred_slot: input.preferred_slot ?? null,
          phone: input.phone ?? user.phone,
          message: input.message ?? null,
        };
        const { delivery_price } = await checkDetails(trx, details, true);
        // What the buyer chose on the vehicle page, checked like the quote's (422 under each field).
        const errors: FieldErrors = {};
        const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
        const promo = await checkChosenPromo(trx as unknown as Tx, input, { signingKey, userId, vehicle, now }, add);
        const funding = await chosenFunding(trx as unknown as Db, base, vehicleId, input.funding, now, add);
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        await q.expireLapsed(trx, { vehicleId, userId });
        const holder = await q.vehicleHolder(trx, vehicleId);
        if (holder)
          throw conflict(holder.user_id === userId ? BOOKING_MESSAGES.alreadyYours : BOOKING_MESSAGES.alreadyReserved);
        // Cancel + re-book (or let lapse + re-book) must not renew the 48-hour hold for ever.
        const released = await q.lastReleasedBy(trx, userId, vehicleId);
        if (released) {
          const again = new Date(new Date(released).getTime() + BOOKING_REHOLD_COOLDOWN_HOURS * 3600_000);
          if (again.getTime() > Date.now())
            throw conflict(BOOKING_MESSAGES.rehold.replace('{date}', parisDateTime.format(again).replace(' ', ' à ')));
        }
        if ((await q.activeCount(trx, userId)) >= BOOKING_MAX_ACTIVE_PER_USER) throw conflict(BOOKING_MESSAGES.tooMany);
        await announceChange(trx, { kind: 'booking', vehicle_ids: [vehicleId] });
        return q.insertPendingBooking(trx, {
          ...details,
          delivery_price,
          user_id: userId,
          vehicle_id: vehicleId,
          price: vehicle.price,
          price_etax: vehicle.price_etax,
          discount: vehicle.discount,
          promo_code: promo?.code ?? null,
          promo_label: promo?.label ?? null,
          promo_discount: promo ? Math.round(discountCents(promo, vehicle.price) / 100) : null,
          funding: funding && JSON.stringify(funding),
        });
      }),
  );
  return { booking: await showBooking(db, userId, id, base), owner };
}

export async function updateBooking(
  db: Db,
  userId: number,
  id: number,
  input: BookingUpdateData,
  base: string,
): Promise<Booking> {
  await withBookings(db)
    .transaction()
    .execute(async (trx) => {
      await q.expireLapsed(trx, { bookingId: id });
      const row = await q.lockBooking(trx, userId, id);
      if (!row) throw notFound(BOOKING_MESSAGES.notFound);
      if (row.status !== 'en_attente') throw conflict(BOOKING_MESSAGES.notPending);
      const user = input.phone === null ? await q.lockUser(trx, userId) : null;
      const details: Details = {
        delivery_type_id: input.delivery_type_id === undefined ? row.delivery_type_id : input.delivery_type_id,
        department_id: input.department_id === undefined ? row.department_id : input.department_id,
        preferred_date: input.preferred_date === undefined ? row.preferred_date : input.preferred_date,
        preferred_slot: input.preferred_slot === undefined ? row.preferred_slot : input.preferred_slot,
        phone: input.phone === undefined ? row.phone : (input.phone ?? user?.phone ?? row.phone),
        message: input.message === undefined ? row.message : input.message,
      };
      const checkDate = input.preferred_date !== undefined || input.delivery_type_id !== undefined;
      const { delivery_price } = await checkDetails(trx, details, checkDate);
      await q.updateDetails(trx, id, { ...details, delivery_price });
    });
  return showBooking(db, userId, id, base);
}

/** Cancels the booking (pending or confirmed); an already cancelled or expired one stays as it is. */
export async function cancelBooking(db: Db, userId: number, id: number): Promise<void> {
  await withBookings(db)
    .transaction()
    .execute(async (trx) => {
      await q.expireLapsed(trx, { bookingId: id });
      const row = await q.lockBooking(trx, userId, id);
      if (!row) throw notFound(BOOKING_MESSAGES.notFound);
      await q.cancel(trx, id);
      await announceChange(trx, { kind: 'booking', vehicle_ids: [row.vehicle_id] });
    });
}
