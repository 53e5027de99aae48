/**
 * The promo_codes table (migrations/0007_estimates.ts) as Kysely sees it, added to the app's
 * schema with `withTables` for this module's queries and the estimates'.
 */
import type { PromoCodeKind, PromoCodeScope, PromoDiscountType } from '@ga/contracts';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp, Timestamp } from '../../db/columns';

export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  kind: PromoCodeKind;
  label: string;
  partner_name: string | null;
  discount_type: PromoDiscountType;
  /** Euros TTC (amount) or whole percent. */
  discount_value: number;
  /** Cap of a percent discount, euros TTC. */
  max_discount: number | null;
  scope: ColumnType<PromoCodeScope, PromoCodeScope | undefined, PromoCodeScope>;
  brand_id: number | null;
  vehicle_id: number | null;
  valid_from: Timestamp | null;
  valid_until: Timestamp | null;
  max_uses: number | null;
  used_count: Generated<number>;
  is_active: Generated<boolean>;
  is_demo: Generated<boolean>;
  /** Partner codes: confirmed e-mail domains of the accounts they are meant for. */
  allowed_email_domains: string[] | null;
  /** Partner codes: NAF section codes of the company accounts they are meant for. */
  allowed_sector_codes: string[] | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type PromoTables = { promo_codes: PromoCodesTable };
export type PromoDb = Kysely<Database & PromoTables>;
export type PromoTx = Transaction<Database & PromoTables>;

export const withPromoCodes = <T extends Db | Tx>(db: T) => db.withTables<PromoTables>();
