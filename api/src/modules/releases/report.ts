/**
 * The release state ops read (GET /ops/releases, `pnpm releases`): per remote, the live version and
 * the canary, and per version seen in the window every load, error and error rate reported, with the
 * decider's current verdict on the canary (on its per-visitor counts: attempts, distinct visitors)
 * and the registry's last events.
 */
import { rateOf, readRegistry, type ReleaseEvent } from '@ga/releases';
import type { Config } from '../../config';
import type { Db } from '../../db/transaction';
import { noCounts, remoteCounts, type VersionCounts } from './counts';
import { judgeCanaries, registryOf, windowStart } from './decider';

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

const EVENTS_SHOWN = 20;

function stateOf(
  version: string,
  live: string | null,
  canary: string | undefined,
  events: ReleaseEvent[],
  app: string,
): VersionState {
  if (version === canary) return 'canary';
  if (version === live) return 'live';
  const rolledBack = events.some(
    (e) => e.app === app && e.version === version && e.action.startsWith('canary-') && e.action.endsWith('rollback'),
  );
  return rolledBack ? 'rolled-back' : 'previous';
}

export async function releasesReport(db: Db, config: Config['releases']) {
  const registry = await readRegistry(registryOf(config));
  const since = windowStart(undefined, config.windowMinutes);
  const counts = await remoteCounts(db, since);
  const judgements = await judgeCanaries(db, config, false);
  const apps = Object.entries(registry.apps)
    .filter(([app]) => app !== 'shell')
    .map(([app, state]) => {
      const seen = counts.get(app) ?? new Map<string, VersionCounts>();
      const versions = [...new Set([state.live, state.canary?.version, ...seen.keys()])].filter((v): v is string =>
        Boolean(v),
      );
      const figures = versions.map((version): VersionFigures => {
        const c = seen.get(version) ?? noCounts();
        const { attempts, rate } = rateOf(c);
        return {
          version,
          state: stateOf(version, state.live, state.canary?.version, registry.events, app),
          loads: c.loads,
          load_failures: c.loadFailures,
          render_errors: c.renderErrors,
          attempts,
          error_rate: rate,
        };
      });
      const judged = judgements.find((j) => j.app === app);
      return {
        app,
        live: state.live,
        canary: state.canary
          ? { version: state.canary.version, share: state.canary.share, started_at: state.canary.startedAt }
          : null,
        verdict: judged
          ? {
              verdict: judged.verdict,
              canary_rate: judged.canary.rate,
              live_rate: judged.live.rate,
              limit: judged.limit,
              attempts: judged.canary.attempts,
              visitors: judged.visitors,
            }
          : null,
        versions: figures,
      };
    });
  return {
    window_minutes: config.windowMinutes,
    rule: {
      min_loads: config.minLoads,
      min_visitors: config.minVisitors,
      visitor_events: config.visitorEvents,
      ratio: config.ratio,
      margin_percent: config.marginPercent,
      check_seconds: config.checkSeconds,
    },
    decider: config.decider,
    registry_revision: registry.revision,
    apps,
    events: registry.events.slice(-EVENTS_SHOWN).reverse(),
  };
}
