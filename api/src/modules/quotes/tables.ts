/**
 * The estimates and estimate_counters tables (migrations/0007_estimates.ts) as Kysely sees them,
 * with promo_codes, added to the app's schema with `withTables`.
 */
import type { QuoteLine, QuoteOption, RequestStatus } from '@ga/contracts';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { PromoTables } from '../promo-codes/tables';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

/** jsonb: parsed on read, JSON text on write. */
type Json<T> = ColumnType<T, string, string>;

export type QuotesTable = Narrow<
  DB['estimates'],
  {
    status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
    options: Json<QuoteOption[]>;
    lines: Json<QuoteLine[]>;
  }
>;

export type QuoteTables = PromoTables & {
  estimates: QuotesTable;
  estimate_counters: DB['estimate_counters'];
};
export type QuoteDb = Kysely<Database & QuoteTables>;
export type QuoteTx = Transaction<Database & QuoteTables>;

export const withQuotes = (db: Db): QuoteDb => db.withTables<QuoteTables>();
