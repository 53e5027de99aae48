/**
 * SQL of the stock commands: a vehicle's price, its price history, its state (available, sold, withdrawn).
 */
import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { whereIdOrSlug } from '../../db/id-or-slug';
import type { VehiclesTable } from '../../db/schema';
import type { Db } from '../../db/transaction';
import { stockDb, type StockTables } from './tables';

/** The vehicle's price fields, locked until the end of the transaction. */
export function lockVehicleRow(trx: Db, idOrSlug: string) {
  return whereIdOrSlug(
    trx
      .selectFrom('vehicles')
      .select([
        'id',
        'price',
        'discount',
        'catalogue_price',
        'condition',
        'is_published',
        'sold_at',
        'withdrawn_at',
        'withdrawn_reason',
      ])
      .forUpdate(),
    idOrSlug,
  ).executeTakeFirst();
}

/** The vehicle's prices and when each started (any order). */
export function vehiclePriceStarts(db: Db, vehicleId: number) {
  return stockDb(db)
    .selectFrom('vehicle_prices')
    .select(['price', 'starts_at'])
    .where('vehicle_id', '=', vehicleId)
    .execute();
}

export async function insertVehiclePrice(db: Db, row: Insertable<StockTables['vehicle_prices']>): Promise<void> {
  await stockDb(db).insertInto('vehicle_prices').values(row).execute();
}

export async function setVehiclePrice(db: Db, vehicleId: number, set: Updateable<VehiclesTable>): Promise<void> {
  await db.updateTable('vehicles').set(set).where('id', '=', vehicleId).execute();
}

/** Sets the vehicle's state (docs/staff.md « Stock »): one of sold or withdrawn at most, published only when neither. */
export async function setVehicleState(
  db: Db,
  vehicleId: number,
  state: { sold_at: Date | null; withdrawn_at: Date | null; withdrawn_reason: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('vehicles')
    .set({ ...state, is_published: state.sold_at === null && state.withdrawn_at === null, updated_at: now })
    .where('id', '=', vehicleId)
    .execute();
}

/** Whether a visitor's booking holds the vehicle: confirmed, or pending and not lapsed. */
export async function vehicleIsBooked(db: Db, vehicleId: number): Promise<boolean> {
  const { rows } = await sql<{
    booked: boolean;
  }>`SELECT ${bookedExpression(sql.ref('v.id'))} AS booked FROM vehicles v WHERE v.id = ${vehicleId}`.execute(db);
  return rows[0]?.booked === true;
}

/** SQL of « a running booking holds this vehicle ». */
export const bookedExpression = (vehicleId: RawBuilder<unknown> | ReturnType<typeof sql.ref>) =>
  sql<boolean>`EXISTS (SELECT 1 FROM bookings bk WHERE bk.vehicle_id = ${vehicleId} AND (bk.status = 'confirmee' OR (bk.status = 'en_attente' AND bk.expires_at > now())))`;

/** A published vehicle's current price and last drop, by id or slug. */
export function publishedVehiclePrice(db: Db, idOrSlug: string) {
  return whereIdOrSlug(
    db
      .selectFrom('vehicles')
      .select(['id', 'price', 'price_etax', 'price_drop_reference', 'price_dropped_at'])
      .where('is_published', '=', true),
    idOrSlug,
  ).executeTakeFirst();
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
