/**
 * Kysely types of the financing tables (generated from migrations/0006_financing.ts), added to the
 * shared Database type with `withTables` so that src/db/schema.ts stays as it is.
 */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type FinancingTables = {
  funding_types: Narrow<
    DB['funding_types'],
    {
      slug: 'credit' | 'loa' | 'lld' | 'credit-bail';
    }
  >;
  lenders: DB['lenders'];
  rents: DB['rents'];
  fundings: Narrow<
    DB['fundings'],
    {
      status: Generated<'nouvelle' | 'en_cours' | 'traitee' | 'annulee'>;
    }
  >;
};

export type FinancingDb = Kysely<Database & FinancingTables>;

export function financingDb(db: Db | Tx): FinancingDb {
  return db.withTables<FinancingTables>();
}
