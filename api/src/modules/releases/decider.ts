/**
 * The canary decider (docs/releases.md): every CANARY_CHECK_SECONDS each API instance tries to
 * take one database lock (a PostgreSQL advisory lock held for the transaction, so at most one
 * instance decides at a time, whichever it is); the holder judges every running canary on the
 * beacon counts of its window (@ga/releases judgeCanary) and ends the one clearly worse than its
 * live version — the registry changes, the next page load gets the live version — and logs it.
 * The counts judged are per visitor (counts.ts judgedCounts): at most CANARY_VISITOR_EVENTS events of
 * each kind per visitor, and no verdict before CANARY_MIN_VISITORS distinct visitors on the canary.
 */
import { RegistryConflictError, endCanary, judgeCanary, readRegistry } from '@ga/releases';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/transaction';
import { judgedCounts, type JudgedCounts } from './counts';

/** The advisory lock's key: one decider across instances. */
export const DECIDER_LOCK = 1_660_016;

/** The rule's verdict and figures (`canary`, `live`: attempts, errors, rate) for one canary. */
export type Judgement = ReturnType<typeof judgeCanary> & {
  app: string;
  version: string;
  liveVersion: string;
  share: number;
  since: string;
  rolledBack: boolean;
};

export interface DeciderLog {
  warn(object: object, message: string): void;
}

/** The canary's window: since it started, at most `windowMinutes` back. */
export function windowStart(startedAt: string | undefined, windowMinutes: number, now = Date.now()): Date {
  const started = startedAt ? Date.parse(startedAt) : NaN;
  return new Date(Math.max(Number.isNaN(started) ? 0 : started, now - windowMinutes * 60_000));
}

/** Where the registry lives (@ga/releases): the store's registry.json, or RELEASE_REGISTRY. */
export const registryOf = (config: Pick<Config['releases'], 'store' | 'registry'>) => ({
  store: config.store,
  url: config.registry,
});

export function deciderRule(config: Config['releases']) {
  return {
    minLoads: config.minLoads,
    ratio: config.ratio,
    margin: config.marginPercent / 100,
    minVisitors: config.minVisitors,
  };
}

/** Judges the running canaries; `act` ends the ones to roll back. */
export async function judgeCanaries(
  db: Db,
  config: Config['releases'],
  act: boolean,
  log?: DeciderLog,
): Promise<Judgement[]> {
  const registry = await readRegistry(registryOf(config));
  const judgements: Judgement[] = [];
  for (const [app, state] of Object.entries(registry.apps)) {
    if (!state.canary || !state.live) continue;
    const since = windowStart(state.canary.startedAt, config.windowMinutes);
    const counts = await judgedCounts(db, since, app, config.visitorEvents);
    const of = (version: string): JudgedCounts =>
      counts.get(version) ?? { loads: 0, loadFailures: 0, renderErrors: 0, visitors: 0 };
    const judgement = judgeCanary({ canary: of(state.canary.version), live: of(state.live) }, deciderRule(config));
    let rolledBack = false;
    if (act && judgement.verdict === 'rollback') {
      const percent = (n: number) => `${(n * 100).toFixed(1).replace('.', ',')} %`;
      const reason = `${percent(judgement.canary.rate)} d’erreurs sur ${judgement.canary.attempts} chargements (${judgement.visitors} visiteur${judgement.visitors > 1 ? 's' : ''}), contre ${percent(judgement.live.rate)} pour ${state.live} (seuil ${percent(judgement.limit)})`;
      try {
        rolledBack =
          (await endCanary(registryOf(config), app, { version: state.canary.version, by: 'décideur', reason })) !==
          null;
      } catch (error) {
        // Another writer (a release, ops) changed the registry meanwhile: judged again next round.
        if (!(error instanceof RegistryConflictError)) throw error;
        log?.warn(
          { app, version: state.canary.version },
          `Canari ${app} ${state.canary.version} : le registre a changé pendant le retour arrière, nouvel examen au prochain tour`,
        );
      }
      if (rolledBack)
        log?.warn(
          { app, version: state.canary.version, liveVersion: state.live, ...judgement },
          `Canari ${app} ${state.canary.version} retiré automatiquement : ${reason}`,
        );
    }
    judgements.push({
      ...judgement,
      app,
      version: state.canary.version,
      liveVersion: state.live,
      share: state.canary.share,
      since: since.toISOString(),
      rolledBack,
    });
  }
  return judgements;
}

/** One decision round, if this instance gets the lock (null when another instance holds it). */
export async function decideOnce(db: Db, config: Config['releases'], log?: DeciderLog): Promise<Judgement[] | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${DECIDER_LOCK}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;
    return judgeCanaries(trx, config, true, log);
  });
}

/** Runs decideOnce every `checkSeconds` (never two rounds at once in one instance); returns stop. */
export function startCanaryDecider(
  db: Db,
  config: Config['releases'],
  log: DeciderLog & { error(object: object, message: string): void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = decideOnce(db, config, log)
      .catch((error: unknown) => log.error({ err: error }, 'Décideur du canari : tour interrompu'))
      .finally(() => (busy = false));
  }, config.checkSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
