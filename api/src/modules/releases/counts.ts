/**
 * What a remote's versions did, from the beacon channel's counts (front_events, all API instances
 * together): loads, load failures and render errors per version since a moment.
 */
import type { ErrorCounts } from '@ga/releases';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { withFrontEvents } from '../beacons/table';

const FIELD = { 'remote-loaded': 'loads', 'remote-load-failed': 'loadFailures', 'render-error': 'renderErrors' } as const;

export async function versionCounts(db: Db, app: string, versions: string[], since: Date): Promise<Map<string, Required<ErrorCounts>>> {
  const counts = new Map(versions.map((v) => [v, { loads: 0, loadFailures: 0, renderErrors: 0 }]));
  if (versions.length === 0) return counts;
  const rows = await withFrontEvents(db)
    .selectFrom('front_events')
    .select(['version', 'kind', sql<number>`sum(count)::int`.as('count')])
    .where('remote', '=', app)
    .where('version', 'in', versions)
    .where('minute', '>=', sql<Date>`date_trunc('minute', ${since.toISOString()}::timestamptz)`)
    .groupBy(['version', 'kind'])
    .execute();
  for (const row of rows) {
    const field = FIELD[row.kind as keyof typeof FIELD];
    const entry = counts.get(row.version);
    if (field && entry) entry[field] += Number(row.count);
  }
  return counts;
}
