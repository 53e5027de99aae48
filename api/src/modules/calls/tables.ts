/**
 * The calls table (call-back requests, migrations/0009_catalogue_extras.ts) as Kysely sees it,
 * added to the app's schema with `withTables` for this module's queries.
 */
import type { CallSlot, RequestStatus } from '@ga/contracts';
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type CallsTable = Narrow<
  DB['calls'],
  {
    status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
    slot: CallSlot;
  }
>;

export type CallDb = Kysely<Database & { calls: CallsTable }>;
export const withCalls = (db: Db): CallDb => db.withTables<{ calls: CallsTable }>();
