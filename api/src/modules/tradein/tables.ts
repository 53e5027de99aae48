/**
 * The trade-in reference tables (migrations/0013_tradein_reference.ts) as Kysely sees them.
 */
import type { Energy, Gearbox } from '@ga/contracts';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type TradeinVersionsTable = Narrow<
  DB['tradein_versions'],
  {
    energy: Energy;
    gearbox: Gearbox;
  }
>;

export type TradeinPlatesTable = DB['tradein_plates'];

export type TradeinReferenceTables = { tradein_versions: TradeinVersionsTable; tradein_plates: TradeinPlatesTable };
export const withTradeinReference = <T extends Db | Tx>(db: T) => db.withTables<TradeinReferenceTables>();
