/**
 * Front-end events of the beacon channel: counted per minute, kind, remote and version in the
 * database (all API instances together: what a canary is judged on) and in the Prometheus counter
 * of this instance. Rows older than 30 days are dropped as new ones come.
 */
import type { FrontEvent } from '@ga/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import type { Metrics } from '../../http/metrics';
import { withFrontEvents } from './table';

const KEEP_DAYS = 30;

export async function recordFrontEvents(db: Db, metrics: Metrics, events: readonly FrontEvent[]): Promise<void> {
  const counts = new Map<string, FrontEvent & { count: number }>();
  for (const event of events) {
    const key = `${event.kind}\u0000${event.remote}\u0000${event.version}`;
    const known = counts.get(key);
    if (known) known.count += 1;
    else counts.set(key, { ...event, count: 1 });
  }
  const rows = [...counts.values()];
  const fdb = withFrontEvents(db);
  await fdb
    .insertInto('front_events')
    .values(rows.map((r) => ({ minute: sql<Date>`date_trunc('minute', now())`, kind: r.kind, remote: r.remote, version: r.version, count: r.count })))
    .onConflict((oc) => oc.columns(['minute', 'kind', 'remote', 'version']).doUpdateSet({ count: sql`front_events.count + excluded.count` }))
    .execute();
  for (const r of rows) metrics.frontEvents.inc({ kind: r.kind, remote: r.remote, version: r.version }, r.count);
  // About one batch in fifty takes the old rows away (an index on minute is the primary key's head).
  if (Math.random() < 0.02) await fdb.deleteFrom('front_events').where('minute', '<', sql<Date>`now() - make_interval(days => ${KEEP_DAYS})`).execute();
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
