/**
 * The front_events table (migrations/0017_front_events.ts) and front_event_visitors
 * (migrations/0022_canary_visitor_counts.ts) as Kysely sees them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { DB } from '../../db/types/database';

export type FrontEventsTable = DB['front_events'];

/** Per visitor (a keyed hash of the day from the site server: never an id), for the canary decider. */
export type FrontEventVisitorsTable = DB['front_event_visitors'];

export type FrontEventsDb = Kysely<
  Database & { front_events: FrontEventsTable; front_event_visitors: FrontEventVisitorsTable }
>;
export const withFrontEvents = (db: Db): FrontEventsDb =>
  db.withTables<{ front_events: FrontEventsTable; front_event_visitors: FrontEventVisitorsTable }>();
