/**
 * The promo_codes table (migrations/0007_estimates.ts) as Kysely sees it, added to the app's
 * schema with `withTables` for this module's queries and the estimates'.
 */
import type { PromoCodeKind, PromoCodeScope, PromoDiscountType } from '@ga/contracts';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type PromoCodesTable = Narrow<
  DB['promo_codes'],
  {
    kind: PromoCodeKind;
    discount_type: PromoDiscountType;
    scope: ColumnType<PromoCodeScope, PromoCodeScope | undefined, PromoCodeScope>;
  }
>;

export type PromoTables = { promo_codes: PromoCodesTable };
export type PromoDb = Kysely<Database & PromoTables>;
export type PromoTx = Transaction<Database & PromoTables>;

export const withPromoCodes = <T extends Db | Tx>(db: T) => db.withTables<PromoTables>();
