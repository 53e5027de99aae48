/**
 * Favourites (docs/spec-notes.md §4 "Bookmark toggle"): the same call adds a vehicle (201) or removes it (200).
 */
import type { VehicleCard } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { selectVehicleCards, toVehicleCard } from '../catalogue/vehicle-cards';

export async function toggleBookmark(db: Db, userId: number, vehicleId: number) {
  return inTransaction(db, async (trx) => {
    const vehicle = await trx.selectFrom('vehicles').select('id').where('id', '=', vehicleId).where('is_published', '=', true).executeTakeFirst();
    if (!vehicle) throw notFound('Véhicule introuvable.');
    const removed = await trx.deleteFrom('bookmarks').where('user_id', '=', userId).where('vehicle_id', '=', vehicleId).executeTakeFirst();
    const bookmarked = Number(removed.numDeletedRows) === 0;
    if (bookmarked) {
      await trx.insertInto('bookmarks').values({ user_id: userId, vehicle_id: vehicleId }).onConflict((oc) => oc.doNothing()).execute();
    }
    const rows = await trx.selectFrom('bookmarks').select('vehicle_id').where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
    return { bookmarked, bookmarks: rows.map((r) => r.vehicle_id) };
  });
}

export async function listBookmarkedVehicles(db: Db, userId: number, publicApiUrl: string): Promise<VehicleCard[]> {
  const rows = await selectVehicleCards(db)
    .innerJoin('bookmarks as bk', 'bk.vehicle_id', 'v.id')
    .where('bk.user_id', '=', userId)
    .orderBy('bk.created_at', 'desc')
    .execute();
  return rows.map((row) => toVehicleCard(row, publicApiUrl));
}
