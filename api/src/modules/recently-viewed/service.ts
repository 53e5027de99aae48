/**
 * « Vus récemment »: a signed-in visitor's last vehicles (newest first, RECENTLY_VIEWED_KEPT kept),
 * and the cards of a list of ids for a visitor who keeps them in the browser.
 */
import { RECENTLY_VIEWED_KEPT, type VehicleCard } from '@ga/contracts';
import { inTransaction, type Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { isPublishedVehicle } from '../catalogue/queries';
import { selectVehicleCards, toVehicleCard } from '../catalogue/vehicle-cards';
import { deleteViews, trimViews, upsertView, viewedVehicleIds } from './queries';

/** Notes a view (again: it moves to the front) and forgets what is beyond the kept number. */
export async function recordView(db: Db, userId: number, vehicleId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await isPublishedVehicle(trx, vehicleId))) throw notFound('Véhicule introuvable.');
    await upsertView(trx, userId, vehicleId);
    await trimViews(trx, userId);
  });
}

export async function listRecentlyViewed(db: Db, userId: number, publicApiUrl: string): Promise<VehicleCard[]> {
  return cardsInOrder(db, await viewedVehicleIds(db, userId), publicApiUrl);
}

export async function clearRecentlyViewed(db: Db, userId: number): Promise<void> {
  await deleteViews(db, userId);
}

/** The published vehicles among `ids`, in the order given (a sold one is left out). */
export async function cardsInOrder(db: Db, ids: readonly number[], publicApiUrl: string): Promise<VehicleCard[]> {
  const unique = [...new Set(ids)].slice(0, RECENTLY_VIEWED_KEPT);
  if (unique.length === 0) return [];
  const rows = await selectVehicleCards(db).where('v.id', 'in', unique).execute();
  const byId = new Map(rows.map((r) => [r.id, toVehicleCard(r, publicApiUrl)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
