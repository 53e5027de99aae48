/**
 * Kysely types of the financing tables (mirror of migrations/0006_financing.ts), added to the
 * shared Database type with `withTables` so that src/db/schema.ts stays as it is.
 */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp } from '../../db/columns';

export type FinancingTables = {
  funding_types: {
    id: Generated<number>;
    slug: 'credit' | 'loa' | 'lld' | 'credit-bail';
    name: string;
    description: string;
    for_companies: Generated<boolean>;
    position: Generated<number>;
  };
  lenders: { id: Generated<number>; name: string; legal_notice: string };
  rents: {
    id: Generated<number>;
    vehicle_id: number;
    funding_type_id: number;
    lender_id: number;
    duration_months: number;
    mileage_per_year: number | null;
    contribution: number;
    apr_bp: number;
    residual_percent: number | null;
    is_active: Generated<boolean>;
    created_at: GeneratedTimestamp;
  };
  fundings: {
    id: Generated<number>;
    user_id: number;
    vehicle_id: number;
    rent_id: number | null;
    funding_type_id: number;
    status: Generated<'nouvelle' | 'en_cours' | 'traitee' | 'annulee'>;
    amount: number;
    contribution: number;
    duration_months: number;
    mileage_per_year: number | null;
    monthly_cents: number | null;
    apr_bp: number | null;
    purchase_option: number | null;
    total_due_cents: number | null;
    phone: string;
    message: string | null;
    created_at: GeneratedTimestamp;
    updated_at: GeneratedTimestamp;
  };
};

export type FinancingDb = Kysely<Database & FinancingTables>;

export function financingDb(db: Db | Tx): FinancingDb {
  return db.withTables<FinancingTables>();
}
