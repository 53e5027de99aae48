/**
 * A release's server build is evaluated only once its files match the digests its release.json
 * recorded at publication (@ga/releases serverBuildProblem): a partial copy, a file altered in the
 * store or another version's file is never run. The verdict is kept per version (release folders
 * are immutable; a build already evaluated stays in memory anyway). A refused build gives the
 * page the browser renders: logged once per version with the request that found it, and counted
 * against that version on every request it concerns, as a render that falls back.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { serverBuildProblem } from '@ga/releases';
import { countRender } from './ssr-counters';

const verdicts = new Map<string, string | null>();

/**
 * null when `<store>/<app>/<version>/server/` may be evaluated; else the skip reason. `request`: the
 * page request that asks (its logger, and the refusal is counted); none at start-up (warm-up).
 */
export function refusedServerBuild(store: string, app: string, version: string, request?: { log?: FastifyBaseLogger }): string | null {
  const key = `${store}\u0000${app}\u0000${version}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    const problem = serverBuildProblem(path.join(store, app, version));
    verdict = problem ? `server-build-${problem.reason}` : null;
    verdicts.set(key, verdict);
    if (problem) {
      request?.log?.error({ app, version, ...problem }, 'build serveur refusé : ses fichiers ne sont pas ceux que release.json a enregistrés ; pages rendues par le navigateur');
    }
  }
  if (verdict && request) countRender(`${app}@${version}`, 'fallback', 0);
  return verdict;
}
