/**
 * The front_events table (migrations/0017_front_events.ts) as Kysely sees it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';

export interface FrontEventsTable {
  minute: Date;
  kind: string;
  remote: string;
  version: string;
  count: number;
}

export type FrontEventsDb = Kysely<Database & { front_events: FrontEventsTable }>;
export const withFrontEvents = (db: Db): FrontEventsDb => db.withTables<{ front_events: FrontEventsTable }>();
