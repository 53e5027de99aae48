/**
 * A release's server build is evaluated only once its files match the digests its release.json
 * recorded at publication (@ga/releases serverBuildProblem): a partial copy, a file altered in the
 * store or another version's file is never run. A good verdict is kept per version (release folders
 * are immutable; a build already evaluated stays in memory anyway); a refusal is checked again after
 * 10 s (the version published again with its digests). A refused build gives the
 * page the browser renders: logged once per version with the request that found it, and counted
 * against that version on every request it concerns, as a render that falls back.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { serverBuildProblem } from '@ga/releases';
import { countRender } from './ssr-counters';

/** A version found good stays so (immutable); one refused is checked again after this (published again). */
const RECHECK_REFUSED_MS = 10_000;
const verdicts = new Map<
  string,
  { verdict: string | null; problem: ReturnType<typeof serverBuildProblem>; at: number }
>();
const logged = new Set<string>();

/**
 * A version whose server build is not run (refused here, or missing from the store: ssr-policy.ts):
 * counted against that version as a render that falls back, on every request it concerns, and
 * logged once per version with the request that found it.
 */
export function countSkippedBuild(
  store: string,
  app: string,
  version: string,
  log: FastifyBaseLogger | undefined,
  report: (log: FastifyBaseLogger) => void,
): void {
  countRender(`${app}@${version}`, 'fallback', 0);
  const key = `${store}\u0000${app}\u0000${version}`;
  if (log && !logged.has(key)) {
    logged.add(key);
    report(log);
  }
}

/**
 * null when `<store>/<app>/<version>/server/` may be evaluated; else the skip reason. `request`: the
 * page request that asks (its logger, and the refusal is counted); none at start-up (warm-up).
 */
export function refusedServerBuild(
  store: string,
  app: string,
  version: string,
  request?: { log?: FastifyBaseLogger },
): string | null {
  const key = `${store}\u0000${app}\u0000${version}`;
  let known = verdicts.get(key);
  if (!known || (known.verdict && Date.now() - known.at > RECHECK_REFUSED_MS)) {
    const problem = serverBuildProblem(path.join(store, app, version));
    known = { verdict: problem ? `server-build-${problem.reason}` : null, problem, at: Date.now() };
    verdicts.set(key, known);
  }
  const { problem } = known;
  if (problem && request)
    countSkippedBuild(store, app, version, request.log, (log) =>
      log.error(
        { app, version, ...problem },
        'build serveur refusé : ses fichiers ne sont pas ceux que release.json a enregistrés ; pages rendues par le navigateur',
      ),
    );
  return known.verdict;
}
