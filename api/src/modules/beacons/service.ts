/**
 * Front-end events of the beacon channel, as the site server vouched for them (routes.ts):
 * - counted per minute, kind, remote and version in the database (front_events: all API instances
 *   together, for ops) and in the Prometheus counter of this instance. Both name only what the
 *   release registry knows: a remote of the site, a version in its registry (live, canary, history)
 *   or `inconnue`; anything else is counted as `autre`, so made-up names add neither series nor rows.
 *   Rows older than FRONT_EVENTS_KEEP_DAYS are dropped as new ones come.
 * - for a remote in canary, its live and canary versions also per visitor (front_event_visitors: a
 *   keyed hash of the day the site server sends, never an id), what the decider judges on (distinct
 *   visitors, a few events each: releases/counts.ts); kept a day, or the decider's window if longer.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FrontEvent } from '@ga/contracts';
import { REMOTE_APPS, knownVersions, readRegistryIfAny, registryAt } from '@ga/releases';
import type { Db } from '../../db/transaction';
import type { Metrics } from '../../http/metrics';
import { addEventCounts, addVisitorCounts, deleteEventsOlderThan, deleteVisitorRowsOlderThan } from './queries';

/** The one name of every remote or version the registry does not know. */
export const OTHER = 'autre';
/** What the shell reports when the registry named no version. */
export const UNKNOWN_VERSION = 'inconnue';
const REMOTES: ReadonlySet<string> = new Set(['shell', ...REMOTE_APPS]);
/** How often one instance drops old rows. */
const PRUNE_EVERY_MS = 10 * 60_000;

export interface VersionNames {
  /** Versions the registry knows per app. */
  known: Map<string, Set<string>>;
  /** Per remote in canary: its live and canary versions (the ones counted per visitor). */
  canaries: Map<string, Set<string>>;
}

/**
 * The registry's names, read again whenever it changed: a stat of the store's registry.json per
 * call, or its revision when it lives in PostgreSQL (RELEASE_REGISTRY).
 */
export function registryNames(where: { store: string; url: string }): () => Promise<VersionNames> {
  let cached: { stamp: string; names: Promise<VersionNames> } | null = null;
  const source = registryAt(where);
  return async () => {
    const stamp = where.url
      ? await source.revision!().then(
          (revision) => `r${revision}`,
          () => cached?.stamp ?? 'absent',
        )
      : await fsp.stat(path.join(where.store, 'registry.json')).then(
          (s) => `${s.ino}:${s.mtimeMs}:${s.size}`,
          () => 'absent',
        );
    if (cached?.stamp !== stamp) {
      const names = readRegistryIfAny(source).then((registry) => {
        const canaries = new Map<string, Set<string>>();
        for (const [app, state] of Object.entries(registry?.apps ?? {})) {
          if (state.canary && state.live) canaries.set(app, new Set([state.live, state.canary.version]));
        }
        return { known: knownVersions(registry), canaries };
      });
      cached = { stamp, names };
    }
    return cached.names;
  };
}

/** An event as counted: its remote and version if the registry knows them, else `autre`. */
export function countedAs(event: FrontEvent, names: VersionNames): FrontEvent {
  const remote = REMOTES.has(event.remote) ? event.remote : OTHER;
  const known = event.version === UNKNOWN_VERSION || (names.known.get(remote)?.has(event.version) ?? false);
  return { kind: event.kind, remote, version: known ? event.version : OTHER };
}

export interface RecordOptions {
  names: VersionNames;
  /** The site server's keyed hash of the visitor, when it has a cohort. */
  visitor?: string;
}

export async function recordFrontEvents(
  db: Db,
  metrics: Metrics,
  events: readonly FrontEvent[],
  options: RecordOptions,
): Promise<void> {
  const counts = new Map<string, FrontEvent & { count: number }>();
  for (const event of events) {
    const counted = countedAs(event, options.names);
    const key = `${counted.kind}\u0000${counted.remote}\u0000${counted.version}`;
    const known = counts.get(key);
    if (known) known.count += 1;
    else counts.set(key, { ...counted, count: 1 });
  }
  const rows = [...counts.values()];
  await addEventCounts(db, rows);
  for (const r of rows) metrics.frontEvents.inc({ kind: r.kind, remote: r.remote, version: r.version }, r.count);

  const visitor = options.visitor;
  const judged = visitor ? rows.filter((r) => options.names.canaries.get(r.remote)?.has(r.version)) : [];
  if (visitor && judged.length > 0) {
    await addVisitorCounts(db, visitor, judged);
  }
}

/** Drops front_events rows older than `keepDays` and visitor rows older than `visitorKeepMinutes`. */
export async function pruneFrontEvents(db: Db, keepDays: number, visitorKeepMinutes: number): Promise<void> {
  await deleteEventsOlderThan(db, keepDays);
  await deleteVisitorRowsOlderThan(db, visitorKeepMinutes);
}

/** Runs pruneFrontEvents on the first call and then at most every ten minutes (per instance). */
export function pruneNowAndThen(
  db: Db,
  keepDays: number,
  visitorKeepMinutes: number,
  now: () => number = Date.now,
): () => Promise<void> {
  let last = -Infinity;
  return async () => {
    if (now() - last < PRUNE_EVERY_MS) return;
    last = now();
    await pruneFrontEvents(db, keepDays, visitorKeepMinutes);
  };
}
