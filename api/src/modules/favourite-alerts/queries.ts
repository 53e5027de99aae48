/**
 * SQL of the favourites' e-mail: the account's choice, who is due, and what changed on their
 * favourites since the last check (price drops, bookings by someone else, sales).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { selectVehicleCardColumns, selectVehicleCards } from '../catalogue/vehicle-cards';

export function favouriteAlertsOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['favourite_alerts', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** On: changes from now on are the next e-mail's. */
export async function setFavouriteAlerts(db: Db, userId: number, enabled: boolean, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set(enabled ? { favourite_alerts: true, favourites_checked_at: now } : { favourite_alerts: false })
    .where('id', '=', userId)
    .execute();
}

/** Accounts that asked for it, with a confirmed address, not mailed since `mailedBefore`. */
export function dueAccounts(db: Db, mailedBefore: Date) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'fullname', 'favourites_checked_at'])
    .where('favourite_alerts', '=', true)
    .where('email_verified_at', 'is not', null)
    .where((eb) => eb.or([eb('favourites_mailed_at', 'is', null), eb('favourites_mailed_at', '<=', mailedBefore)]))
    .orderBy('id')
    .execute();
}

/** Favourites whose price dropped below the reference since `since`. */
export function droppedFavourites(db: Db, userId: number, since: Date) {
  return selectVehicleCards(db)
    .innerJoin('bookmarks as bk', 'bk.vehicle_id', 'v.id')
    .where('bk.user_id', '=', userId)
    .where('v.price_dropped_at', '>', since)
    .where(sql<boolean>`v.price_drop_reference > v.price`)
    .orderBy('v.price_dropped_at', 'desc')
    .execute();
}

/** Favourites someone else booked since `since` and still holds. */
export function bookedFavourites(db: Db, userId: number, since: Date) {
  return selectVehicleCards(db)
    .innerJoin('bookmarks as bk', 'bk.vehicle_id', 'v.id')
    .where('bk.user_id', '=', userId)
    .where(
      sql<boolean>`exists (
        select 1 from bookings bo
        where bo.vehicle_id = v.id and bo.user_id <> ${userId} and bo.created_at > ${since}
          and (bo.status = 'confirmee' or (bo.status = 'en_attente' and bo.expires_at > now())))`,
    )
    .execute();
}

/** Favourites sold since `since` (no longer on sale: read without the published filter). */
export function soldFavourites(db: Db, userId: number, since: Date) {
  return selectVehicleCardColumns(db)
    .innerJoin('bookmarks as bk', 'bk.vehicle_id', 'v.id')
    .where('bk.user_id', '=', userId)
    .where('v.sold_at', '>', since)
    .execute();
}

/** Checked at `now` (and mailed, when `sent`). */
export async function markFavouritesChecked(db: Db, userId: number, now: Date, sent: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ favourites_checked_at: now, ...(sent ? { favourites_mailed_at: now } : {}) })
    .where('id', '=', userId)
    .execute();
}
