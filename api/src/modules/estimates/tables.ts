/**
 * The estimates and estimate_counters tables (migrations/0007_estimates.ts) as Kysely sees them,
 * with promo_codes, added to the app's schema with `withTables`.
 */
import type { EstimateLine, EstimateOption, RequestStatus } from '@ga/contracts';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { PromoTables } from '../promo-codes/tables';
import type { GeneratedTimestamp } from '../../db/columns';

/** jsonb: parsed on read, JSON text on write. */
type Json<T> = ColumnType<T, string, string>;

export interface EstimatesTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  vehicle_id: number;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  delivery_type_id: number;
  department_id: number;
  /** Euros TTC; null = on quote. */
  delivery_price: number | null;
  coupon_id: number | null;
  partner_code_id: number | null;
  promo_code: string | null;
  promo_label: string | null;
  options: Json<EstimateOption[]>;
  /** Vehicle price TTC, euros. */
  price: number;
  lines: Json<EstimateLine[]>;
  total_ht_cents: number;
  total_tva_cents: number;
  total_ttc_cents: number;
  message: string | null;
  /** "YYYY-MM-DD". */
  valid_until: ColumnType<string, string, string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type EstimateTables = PromoTables & {
  estimates: EstimatesTable;
  estimate_counters: { year: number; last_number: number };
};
export type EstimateDb = Kysely<Database & EstimateTables>;
export type EstimateTx = Transaction<Database & EstimateTables>;

export const withEstimates = (db: Db): EstimateDb => db.withTables<EstimateTables>();
