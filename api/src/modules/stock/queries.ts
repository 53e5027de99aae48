/**
 * SQL of the stock commands: a vehicle's price, its price history, sold and back in stock.
 */
import type { Insertable, Updateable } from 'kysely';
import { whereIdOrSlug } from '../../db/id-or-slug';
import type { VehiclesTable } from '../../db/schema';
import type { Db } from '../../db/transaction';
import { stockDb, type StockTables } from './tables';

/** The vehicle's price fields, locked until the end of the transaction. */
export function lockVehicleRow(trx: Db, idOrSlug: string) {
  return whereIdOrSlug(
    trx.selectFrom('vehicles').select(['id', 'price', 'discount', 'catalogue_price', 'condition', 'is_published']).forUpdate(),
    idOrSlug,
  ).executeTakeFirst();
}

/** The vehicle's prices and when each started (any order). */
export function vehiclePriceStarts(db: Db, vehicleId: number) {
  return stockDb(db).selectFrom('vehicle_prices').select(['price', 'starts_at']).where('vehicle_id', '=', vehicleId).execute();
}

export async function insertVehiclePrice(db: Db, row: Insertable<StockTables['vehicle_prices']>): Promise<void> {
  await stockDb(db).insertInto('vehicle_prices').values(row).execute();
}

export async function setVehiclePrice(db: Db, vehicleId: number, set: Updateable<VehiclesTable>): Promise<void> {
  await db.updateTable('vehicles').set(set).where('id', '=', vehicleId).execute();
}

export async function setSold(db: Db, vehicleId: number, now: Date): Promise<void> {
  await db.updateTable('vehicles').set({ is_published: false, sold_at: now, updated_at: now }).where('id', '=', vehicleId).execute();
}

export async function setBackInStock(db: Db, vehicleId: number, now: Date): Promise<void> {
  await db.updateTable('vehicles').set({ is_published: true, sold_at: null, updated_at: now }).where('id', '=', vehicleId).execute();
}

/** A published vehicle's current price and last drop, by id or slug. */
export function publishedVehiclePrice(db: Db, idOrSlug: string) {
  return whereIdOrSlug(db.selectFrom('vehicles').select(['id', 'price', 'price_etax', 'price_drop_reference', 'price_dropped_at']).where('is_published', '=', true), idOrSlug).executeTakeFirst();
}

/** The vehicle's prices, oldest first. */
export function vehiclePrices(db: Db, vehicleId: number) {
  return stockDb(db)
    .selectFrom('vehicle_prices')
    .select(['price', 'price_etax', 'starts_at'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
