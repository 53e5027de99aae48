/**
 * The reprises table (migrations/0008_account.ts) as Kysely sees it, added to the app's schema with
 * `withTables` for this module's queries (and the demo seed).
 */
import type { Energy, Gearbox, TradeinAdjustment, RequestStatus } from '@ga/contracts';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Db, Tx } from '../../../db/transaction';
import type { DB } from '../../../db/types/database';
import type { Narrow } from '../../../db/types/narrow';

/** jsonb: parsed on read, JSON text on write. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface TradeinDamage {
  area: string;
  kind: string;
}

export type TradeinsTable = Narrow<
  DB['reprises'],
  {
    status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
    energy: Energy;
    gearbox: Gearbox;
    equipments: Json<string[]>;
    damages: Json<TradeinDamage[]>;
    /** The instant valuation's adjustments in euros (tradein/valuation.ts). */
    valuation: ColumnType<TradeinAdjustment[] | null, string | null | undefined, string | null>;
  }
>;

export type TradeinTables = { reprises: TradeinsTable };
export type TradeinDb = Kysely<Database & TradeinTables>;
export type TradeinTx = Transaction<Database & TradeinTables>;

export const withTradeins = (db: Db | Tx): TradeinDb => db.withTables<TradeinTables>();
