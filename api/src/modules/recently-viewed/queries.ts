/**
 * SQL of « Vus récemment ».
 */
import { RECENTLY_VIEWED_KEPT } from '@ga/contracts';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import { recentlyViewedDb } from './tables';

/** Notes a view (again: it moves to the front). */
export async function upsertView(trx: Tx, userId: number, vehicleId: number): Promise<void> {
  await recentlyViewedDb(trx)
    .insertInto('recently_viewed')
    .values({ user_id: userId, vehicle_id: vehicleId, viewed_at: new Date() })
    .onConflict((oc) => oc.columns(['user_id', 'vehicle_id']).doUpdateSet({ viewed_at: new Date() }))
    .execute();
}

/** Forgets the user's views beyond the RECENTLY_VIEWED_KEPT newest. */
export async function trimViews(trx: Tx, userId: number): Promise<void> {
  await sql`delete from recently_viewed where user_id = ${userId} and vehicle_id not in (
      select vehicle_id from recently_viewed where user_id = ${userId} order by viewed_at desc limit ${RECENTLY_VIEWED_KEPT})`.execute(
    trx,
  );
}

/** The ids of the user's last vehicles, newest first. */
export async function viewedVehicleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await recentlyViewedDb(db)
    .selectFrom('recently_viewed')
    .select('vehicle_id')
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .limit(RECENTLY_VIEWED_KEPT)
    .execute();
  return rows.map((r) => r.vehicle_id);
}

export async function deleteViews(db: Db, userId: number): Promise<void> {
  await recentlyViewedDb(db).deleteFrom('recently_viewed').where('user_id', '=', userId).execute();
}
