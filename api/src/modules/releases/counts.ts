/**
 * What the remotes' versions did, from the beacon channel's counts (all API instances together):
 * - remoteCounts: every event per remote and version since a moment (front_events; ops' report);
 * - judgedCounts: what the canary decider judges — per version of one remote in canary, its distinct
 *   visitors and, of each visitor, at most `perVisitor` events of each kind (front_event_visitors):
 *   a client that floods, or makes up visitors without asking the site server, weighs no more than a
 *   few visitors.
 */
import type { ErrorCounts } from '@ga/releases';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { withFrontEvents } from '../beacons/tables';

export type VersionCounts = Required<Omit<ErrorCounts, 'visitors'>>;
export type JudgedCounts = VersionCounts & { visitors: number };

const FIELD = {
  'remote-loaded': 'loads',
  'remote-load-failed': 'loadFailures',
  'render-error': 'renderErrors',
} as const;

export const noCounts = (): VersionCounts => ({ loads: 0, loadFailures: 0, renderErrors: 0 });

/** remote → version → counts since `since` (of one remote only, when named). */
export async function remoteCounts(
  db: Db,
  since: Date,
  remote?: string,
): Promise<Map<string, Map<string, VersionCounts>>> {
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

/** version → capped counts and distinct visitors of `remote` since `since`. */
export async function judgedCounts(
  db: Db,
  since: Date,
  remote: string,
  perVisitor: number,
): Promise<Map<string, JudgedCounts>> {
  const { rows } = await sql<{
    version: string;
    visitors: number;
    loads: number;
    load_failures: number;
    render_errors: number;
  }>`
    select version, count(*)::int as visitors,
      sum(least(loads, ${perVisitor}))::int as loads,
      sum(least(load_failures, ${perVisitor}))::int as load_failures,
      sum(least(render_errors, ${perVisitor}))::int as render_errors
    from (
      select version, visitor,
        coalesce(sum(count) filter (where kind = 'remote-loaded'), 0) as loads,
        coalesce(sum(count) filter (where kind = 'remote-load-failed'), 0) as load_failures,
        coalesce(sum(count) filter (where kind = 'render-error'), 0) as render_errors
      from front_event_visitors
      where remote = ${remote} and minute >= date_trunc('minute', ${since.toISOString()}::timestamptz)
      group by version, visitor
    ) per_visitor
    group by version`.execute(db);
  return new Map(
    rows.map((r) => [
      r.version,
      {
        visitors: Number(r.visitors),
        loads: Number(r.loads),
        loadFailures: Number(r.load_failures),
        renderErrors: Number(r.render_errors),
      },
    ]),
  );
}
