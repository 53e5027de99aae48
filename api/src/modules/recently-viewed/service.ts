/**
 * « Vus récemment »: a signed-in visitor's last vehicles (newest first, RECENTLY_VIEWED_KEPT kept),
 * and the cards of a list of ids for a visitor who keeps them in the browser.
 */
import { RECENTLY_VIEWED_KEPT, type VehicleCard } from '@ga/contracts';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { selectVehicleCards, toVehicleCard } from '../catalogue/vehicle-cards';
import { recentlyViewedDb } from './tables';

/** Notes a view (again: it moves to the front) and forgets what is beyond the kept number. */
export async function recordView(db: Db, userId: number, vehicleId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const vehicle = await trx.selectFrom('vehicles').select('id').where('id', '=', vehicleId).where('is_published', '=', true).executeTakeFirst();
    if (!vehicle) throw notFound('Véhicule introuvable.');
    const rv = recentlyViewedDb(trx);
    await rv
      .insertInto('recently_viewed')
      .values({ user_id: userId, vehicle_id: vehicleId, viewed_at: new Date() })
      .onConflict((oc) => oc.columns(['user_id', 'vehicle_id']).doUpdateSet({ viewed_at: new Date() }))
      .execute();
    await sql`delete from recently_viewed where user_id = ${userId} and vehicle_id not in (
      select vehicle_id from recently_viewed where user_id = ${userId} order by viewed_at desc limit ${RECENTLY_VIEWED_KEPT})`.execute(trx);
  });
}

export async function listRecentlyViewed(db: Db, userId: number, publicApiUrl: string): Promise<VehicleCard[]> {
  const rows = await recentlyViewedDb(db)
    .selectFrom('recently_viewed')
    .select('vehicle_id')
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .limit(RECENTLY_VIEWED_KEPT)
    .execute();
  return cardsInOrder(db, rows.map((r) => r.vehicle_id), publicApiUrl);
}

export async function clearRecentlyViewed(db: Db, userId: number): Promise<void> {
  await recentlyViewedDb(db).deleteFrom('recently_viewed').where('user_id', '=', userId).execute();
}

/** The published vehicles among `ids`, in the order given (a sold one is left out). */
export async function cardsInOrder(db: Db, ids: readonly number[], publicApiUrl: string): Promise<VehicleCard[]> {
  const unique = [...new Set(ids)].slice(0, RECENTLY_VIEWED_KEPT);
  if (unique.length === 0) return [];
  const rows = await selectVehicleCards(db).where('v.id', 'in', unique).execute();
  const byId = new Map(rows.map((r) => [r.id, toVehicleCard(r, publicApiUrl)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
