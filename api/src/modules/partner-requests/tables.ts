/**
 * The partner_requests table (migrations/0008_account.ts) as Kysely sees it, added to the app's
 * schema with `withTables`.
 */
import type { PartnerRequestKind, RequestStatus } from '@ga/contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp } from '../../db/columns';

export interface PartnerRequestsTable {
  id: Generated<number>;
  user_id: number;
  kind: PartnerRequestKind;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  company_name: string;
  company_siret: string | null;
  fleet_size: number | null;
  phone: string;
  message: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type PartnerRequestDb = Kysely<Database & { partner_requests: PartnerRequestsTable }>;

export const withPartnerRequests = (db: Db | Tx): PartnerRequestDb =>
  db.withTables<{ partner_requests: PartnerRequestsTable }>();
