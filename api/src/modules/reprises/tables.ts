/**
 * The reprises table (migrations/0008_account.ts) as Kysely sees it, added to the app's schema with
 * `withTables` for this module's queries (and the demo seed).
 */
import type { Energy, Gearbox, RepriseAdjustment, RequestStatus } from '@ga/contracts';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp, NullableTimestamp } from '../../db/columns';

/** jsonb: parsed on read, JSON text on write. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface RepriseDamage {
  area: string;
  kind: string;
}

export interface ReprisesTable {
  id: Generated<number>;
  user_id: number;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  plate: string | null;
  brand: string;
  carmodel: string;
  finish: string | null;
  type: string | null;
  energy: Energy;
  gearbox: Gearbox;
  year: number;
  month: number;
  fiscal_power: number | null;
  engine_power: number | null;
  colour: string | null;
  mileage: number;
  equipments: Json<string[]>;
  damages: Json<RepriseDamage[]>;
  first_hand: Generated<boolean>;
  service_history: Generated<boolean>;
  comment: string | null;
  phone: string;
  /** Estimated value range in cents; null until assessed. */
  estimate_min_cents: number | null;
  estimate_max_cents: number | null;
  is_demo: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** The reference version (migrations/0013), null for requests made before it. */
  version_id: number | null;
  /** The instant estimate's adjustments in euros (tradein/valuation.ts). */
  valuation: ColumnType<RepriseAdjustment[] | null, string | null | undefined, string | null>;
  estimated_at: NullableTimestamp;
}

export type RepriseTables = { reprises: ReprisesTable };
export type RepriseDb = Kysely<Database & RepriseTables>;
export type RepriseTx = Transaction<Database & RepriseTables>;

export const withReprises = (db: Db | Tx): RepriseDb => db.withTables<RepriseTables>();
