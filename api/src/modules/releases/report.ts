/**
 * The release state ops read (GET /ops/releases, `pnpm releases`): per remote, the live version and
 * the canary, and per version seen in the window its loads, errors and error rate, with the
 * decider's current verdict on the canary and the registry's last events.
 */
import { readRegistry, type ReleaseEvent } from '@ga/releases';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/transaction';
import { withFrontEvents } from '../beacons/table';
import { judgeCanaries, windowStart } from './decider';

type VersionState = 'live' | 'canary' | 'rolled-back' | 'previous';

export interface VersionFigures {
  version: string;
  state: VersionState;
  loads: number;
  load_failures: number;
  render_errors: number;
  attempts: number;
  error_rate: number;
}

const FIELD = { 'remote-loaded': 'loads', 'remote-load-failed': 'load_failures', 'render-error': 'render_errors' } as const;
const EVENTS_SHOWN = 20;

function stateOf(version: string, live: string | null, canary: string | undefined, events: ReleaseEvent[], app: string): VersionState {
  if (version === canary) return 'canary';
  if (version === live) return 'live';
  const rolledBack = events.some((e) => e.app === app && e.version === version && e.action.startsWith('canary-') && e.action.endsWith('rollback'));
  return rolledBack ? 'rolled-back' : 'previous';
}

export async function releasesReport(db: Db, config: Config['releases']) {
  const registry = readRegistry(config.store);
  const since = windowStart(undefined, config.windowMinutes);
  const rows = await withFrontEvents(db)
    .selectFrom('front_events')
    .select(['remote', 'version', 'kind', sql<number>`sum(count)::int`.as('count')])
    .where('minute', '>=', sql<Date>`date_trunc('minute', ${since.toISOString()}::timestamptz)`)
    .groupBy(['remote', 'version', 'kind'])
    .execute();
  const judgements = await judgeCanaries(db, config, false);
  const apps = Object.entries(registry.apps)
    .filter(([app]) => app !== 'shell')
    .map(([app, state]) => {
      const figures = new Map<string, VersionFigures>();
      const figure = (version: string) => {
        let f = figures.get(version);
        if (!f) {
          f = { version, state: stateOf(version, state.live, state.canary?.version, registry.events, app), loads: 0, load_failures: 0, render_errors: 0, attempts: 0, error_rate: 0 };
          figures.set(version, f);
        }
        return f;
      };
      if (state.live) figure(state.live);
      if (state.canary) figure(state.canary.version);
      for (const row of rows) {
        const field = FIELD[row.kind as keyof typeof FIELD];
        if (row.remote === app && field) figure(row.version)[field] += Number(row.count);
      }
      for (const f of figures.values()) {
        f.attempts = f.loads + f.load_failures;
        const errors = f.load_failures + f.render_errors;
        f.error_rate = f.attempts > 0 ? Math.min(1, errors / f.attempts) : errors > 0 ? 1 : 0;
      }
      const judged = judgements.find((j) => j.app === app);
      return {
        app,
        live: state.live,
        canary: state.canary ? { version: state.canary.version, share: state.canary.share, started_at: state.canary.startedAt } : null,
        verdict: judged ? { verdict: judged.verdict, canary_rate: judged.canary.rate, live_rate: judged.live.rate, limit: judged.limit, attempts: judged.canary.attempts } : null,
        versions: [...figures.values()],
      };
    });
  return {
    window_minutes: config.windowMinutes,
    rule: { min_loads: config.minLoads, ratio: config.ratio, margin_percent: config.marginPercent, check_seconds: config.checkSeconds },
    decider: config.decider,
    registry_revision: registry.revision,
    apps,
    events: registry.events.slice(-EVENTS_SHOWN).reverse(),
  };
}
