/** The reprise_offers table (migrations/0025_reprise_offers.ts) as Kysely sees it. */
import type { RepriseOfferLine, RepriseOfferStatus } from '@ga/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import type { GeneratedTimestamp, NullableTimestamp } from '../../../db/columns';

/** A date (AAAA-MM-JJ), read as text. */
type DateOnly = ColumnType<string, string, string>;

type Json<T> = ColumnType<T, string, string>;

export interface RepriseOffersTable {
  id: Generated<number>;
  reprise_id: number;
  amount: number;
  lines: Json<RepriseOfferLine[]>;
  valid_until: DateOnly;
  conditions: string;
  expertise_appointment_id: number | null;
  subject_to_inspection: boolean;
  status: ColumnType<RepriseOfferStatus, RepriseOfferStatus | undefined, RepriseOfferStatus>;
  decline_reason: string | null;
  created_by: number;
  created_at: GeneratedTimestamp;
  decided_at: NullableTimestamp;
}

export const withOffers = (db: Db | Tx) => db.withTables<{ reprise_offers: RepriseOffersTable }>();
