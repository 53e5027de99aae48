/**
 * Kysely types of the price history (generated from migrations/0018_price_history.ts), added to the
 * shared Database type with `withTables`.
 */
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';

export type StockTables = {
  vehicle_prices: DB['vehicle_prices'];
};

export const stockDb = <T extends Db | Tx>(db: T) => db.withTables<StockTables>();
