/**
 * SQL of the front-end events: counts per minute, kind, remote and version (and per visitor for
 * the canaries being judged), pruned after a while.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { withFrontEvents } from './tables';

interface EventCount {
  kind: string;
  remote: string;
  version: string;
  count: number;
}

/** Adds the counts to the current minute's rows. */
export async function addEventCounts(db: Db, rows: readonly EventCount[]): Promise<void> {
  await withFrontEvents(db)
    .insertInto('front_events')
    .values(
      rows.map((r) => ({
        minute: sql<Date>`date_trunc('minute', now())`,
        kind: r.kind,
        remote: r.remote,
        version: r.version,
        count: r.count,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['minute', 'kind', 'remote', 'version'])
        .doUpdateSet({ count: sql`front_events.count + excluded.count` }),
    )
    .execute();
}

/** Adds the visitor's counts to the current minute's rows. */
export async function addVisitorCounts(db: Db, visitor: string, rows: readonly EventCount[]): Promise<void> {
  await withFrontEvents(db)
    .insertInto('front_event_visitors')
    .values(
      rows.map((r) => ({
        minute: sql<Date>`date_trunc('minute', now())`,
        remote: r.remote,
        version: r.version,
        visitor,
        kind: r.kind,
        count: r.count,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['remote', 'minute', 'version', 'visitor', 'kind'])
        .doUpdateSet({ count: sql`front_event_visitors.count + excluded.count` }),
    )
    .execute();
}

export async function deleteEventsOlderThan(db: Db, days: number): Promise<void> {
  await withFrontEvents(db)
    .deleteFrom('front_events')
    .where('minute', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .execute();
}

export async function deleteVisitorRowsOlderThan(db: Db, minutes: number): Promise<void> {
  await withFrontEvents(db)
    .deleteFrom('front_event_visitors')
    .where('minute', '<', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .execute();
}

export interface FrontEventTotal {
  kind: string;
  remote: string;
  version: string;
  count: number;
}

/** Totals per kind, remote and version over the last `minutes`. */
export async function frontEventTotals(db: Db, minutes: number): Promise<FrontEventTotal[]> {
  return withFrontEvents(db)
    .selectFrom('front_events')
    .select(['kind', 'remote', 'version', sql<number>`sum(count)::int`.as('count')])
    .where('minute', '>=', sql<Date>`date_trunc('minute', now()) - make_interval(mins => ${minutes})`)
    .groupBy(['kind', 'remote', 'version'])
    .orderBy('remote')
    .orderBy('version')
    .orderBy('kind')
    .execute();
}
