/**
 * What the remotes' versions did, from the beacon channel's counts (front_events, all API instances
 * together): loads, load failures and render errors per remote and version since a moment.
 */
import type { ErrorCounts } from '@ga/releases';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { withFrontEvents } from '../beacons/table';

export type VersionCounts = Required<ErrorCounts>;

const FIELD = { 'remote-loaded': 'loads', 'remote-load-failed': 'loadFailures', 'render-error': 'renderErrors' } as const;

export const noCounts = (): VersionCounts => ({ loads: 0, loadFailures: 0, renderErrors: 0 });

/** remote → version → counts since `since` (of one remote only, when named). */
export async function remoteCounts(db: Db, since: Date, remote?: string): Promise<Map<string, Map<string, VersionCounts>>> {
  let query = withFrontEvents(db)
    .selectFrom('front_events')
    .select(['remote', 'version', 'kind', sql<number>`sum(count)::int`.as('count')])
    .where('minute', '>=', sql<Date>`date_trunc('minute', ${since.toISOString()}::timestamptz)`);
  if (remote) query = query.where('remote', '=', remote);
  const rows = await query.groupBy(['remote', 'version', 'kind']).execute();
  const counts = new Map<string, Map<string, VersionCounts>>();
  for (const row of rows) {
    const field = FIELD[row.kind as keyof typeof FIELD];
    if (!field) continue;
    const versions = counts.get(row.remote) ?? new Map<string, VersionCounts>();
    counts.set(row.remote, versions);
    const entry = versions.get(row.version) ?? noCounts();
    versions.set(row.version, entry);
    entry[field] += Number(row.count);
  }
  return counts;
}
