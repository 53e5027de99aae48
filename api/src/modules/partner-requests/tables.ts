/**
 * The partner_requests table (migrations/0008_account.ts) as Kysely sees it, added to the app's
 * schema with `withTables`.
 */
import type { PartnerRequestKind, RequestStatus } from '@ga/contracts';
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type PartnerRequestsTable = Narrow<
  DB['partner_requests'],
  {
    kind: PartnerRequestKind;
    status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  }
>;

export type PartnerRequestDb = Kysely<Database & { partner_requests: PartnerRequestsTable }>;

export const withPartnerRequests = (db: Db | Tx): PartnerRequestDb =>
  db.withTables<{ partner_requests: PartnerRequestsTable }>();
