/**
 * Kysely types of the price history (mirror of migrations/0018_price_history.ts), added to the
 * shared Database type with `withTables`.
 */
import type { Generated } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import type { Timestamp } from '../../db/columns';

export type StockTables = {
  vehicle_prices: {
    id: Generated<string>;
    vehicle_id: number;
    price: number;
    price_etax: number;
    starts_at: Timestamp;
  };
};

export const stockDb = <T extends Db | Tx>(db: T) => db.withTables<StockTables>();
