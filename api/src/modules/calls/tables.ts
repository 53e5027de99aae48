/**
 * The calls table (call-back requests, migrations/0009_catalogue_extras.ts) as Kysely sees it,
 * added to the app's schema with `withTables` for this module's queries.
 */
import type { CallSlot, RequestStatus } from '@ga/contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { GeneratedTimestamp } from '../../db/columns';

export interface CallsTable {
  id: Generated<number>;
  user_id: number;
  vehicle_id: number | null;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  phone: string;
  /** "YYYY-MM-DD" (date columns are parsed as strings on both drivers). */
  preferred_date: string;
  slot: CallSlot;
  message: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type CallDb = Kysely<Database & { calls: CallsTable }>;
export const withCalls = (db: Db): CallDb => db.withTables<{ calls: CallsTable }>();
