/**
 * The reprises table (migrations/0008_account.ts) as Kysely sees it, added to the app's schema with
 * `withTables` for this module's queries (and the demo seed).
 */
import type { Energy, Gearbox, RepriseAdjustment, RequestStatus } from '@ga/contracts';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

/** jsonb: parsed on read, JSON text on write. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface RepriseDamage {
  area: string;
  kind: string;
}

export type ReprisesTable = Narrow<
  DB['reprises'],
  {
    status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
    energy: Energy;
    gearbox: Gearbox;
    equipments: Json<string[]>;
    damages: Json<RepriseDamage[]>;
    /** The instant estimate's adjustments in euros (tradein/valuation.ts). */
    valuation: ColumnType<RepriseAdjustment[] | null, string | null | undefined, string | null>;
  }
>;

export type RepriseTables = { reprises: ReprisesTable };
export type RepriseDb = Kysely<Database & RepriseTables>;
export type RepriseTx = Transaction<Database & RepriseTables>;

export const withReprises = (db: Db | Tx): RepriseDb => db.withTables<RepriseTables>();
