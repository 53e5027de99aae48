/**
 * Favourites (docs/spec-notes.md §4 "Bookmark toggle"): the same call adds a vehicle (201) or removes it (200).
 */
import type { VehicleCard } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { isPublishedVehicle } from '../catalogue/queries';
import { toVehicleCard } from '../catalogue/vehicle-cards';
import { bookmarkedCardRows, bookmarkedIds, deleteBookmark, insertBookmark, insertPublishedBookmarks } from './queries';

export async function toggleBookmark(db: Db, userId: number, vehicleId: number) {
  return inTransaction(db, async (trx) => {
    if (!(await isPublishedVehicle(trx, vehicleId))) throw notFound('Véhicule introuvable.');
    const bookmarked = !(await deleteBookmark(trx, userId, vehicleId));
    if (bookmarked) await insertBookmark(trx, userId, vehicleId);
    return { bookmarked, bookmarks: await bookmarkedIds(trx, userId) };
  });
}

export async function listBookmarkedVehicles(db: Db, userId: number, publicApiUrl: string): Promise<VehicleCard[]> {
  const rows = await bookmarkedCardRows(db, userId);
  return rows.map((row) => toVehicleCard(row, publicApiUrl));
}

/**
 * The favourites a visitor kept in the browser before signing in join the account's (idempotent:
 * a vehicle already kept, withdrawn or unknown is left alone); gives the account's list.
 */
export async function mergeBookmarks(db: Db, userId: number, vehicleIds: number[]): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    await insertPublishedBookmarks(trx, userId, [...new Set(vehicleIds)]);
    return bookmarkedIds(trx, userId);
  });
}
