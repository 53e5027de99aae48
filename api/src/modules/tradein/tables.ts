/**
 * The trade-in reference tables (migrations/0013_tradein_reference.ts) as Kysely sees them.
 */
import type { Energy, Gearbox } from '@ga/contracts';
import type { Generated } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import type { Timestamp } from '../../db/columns';

export interface TradeinVersionsTable {
  id: Generated<number>;
  brand: string;
  brand_slug: string;
  model: string;
  model_slug: string;
  body: string;
  energy: Energy;
  gearbox: Gearbox;
  fiscal_power: number;
  engine_power: number;
  engine: string;
  finish: string;
  year_from: number;
  year_to: number | null;
  new_price: number;
  is_demo: Generated<boolean>;
}

export interface TradeinPlatesTable {
  plate: string;
  version_id: number;
  first_registration: Timestamp;
  colour: string;
  is_demo: Generated<boolean>;
}

export type TradeinTables = { tradein_versions: TradeinVersionsTable; tradein_plates: TradeinPlatesTable };
export const withTradein = <T extends Db | Tx>(db: T) => db.withTables<TradeinTables>();
