/**
 * SQL of the favourites.
 */
import type { Db, Tx } from '../../db/transaction';
import { selectVehicleCards } from '../catalogue/vehicle-cards';

/** Removes the favourite; true when there was one. */
export async function deleteBookmark(db: Db | Tx, userId: number, vehicleId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('bookmarks')
    .where('user_id', '=', userId)
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export async function insertBookmark(db: Db | Tx, userId: number, vehicleId: number): Promise<void> {
  await db
    .insertInto('bookmarks')
    .values({ user_id: userId, vehicle_id: vehicleId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The user's favourite vehicle ids, newest first. */
export async function bookmarkedIds(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bookmarks')
    .select('vehicle_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.vehicle_id);
}

/** The cards' rows of the user's favourites, newest first. */
export function bookmarkedCardRows(db: Db, userId: number) {
  return selectVehicleCards(db)
    .innerJoin('bookmarks as bk', 'bk.vehicle_id', 'v.id')
    .where('bk.user_id', '=', userId)
    .orderBy('bk.created_at', 'desc')
    .execute();
}

/** Adds the published vehicles among `vehicleIds` the user has not kept yet (others are ignored). */
export async function insertPublishedBookmarks(db: Db | Tx, userId: number, vehicleIds: number[]): Promise<void> {
  if (!vehicleIds.length) return;
  await db
    .insertInto('bookmarks')
    .columns(['user_id', 'vehicle_id'])
    .expression((eb) =>
      eb
        .selectFrom('vehicles')
        .select([eb.val(userId).as('user_id'), 'id as vehicle_id'])
        .where('id', 'in', vehicleIds)
        .where('is_published', '=', true),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
