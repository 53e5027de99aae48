// Starts the API and the site server as child processes, waits until they answer, and stops them
// cleanly on Ctrl-C. Used by `pnpm start` (which also restarts a crashed one: supervisor.mjs) and
// by the e2e tests (which do not: there a crash fails the run).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readSettings } from '@ga/config';
import { ROOT } from './release/store.mjs';
import { supervise } from './supervisor.mjs';
import { SERVERS, buildServers, serverArgs } from './servers.mjs';

const settings = readSettings('start');
export const API_PORT = settings.int('API_PORT');
export const SITE_PORT = settings.int('SITE_PORT');

/**
 * One server process from its compiled build (scripts/servers.mjs: `kind` is 'api' or 'site'), run
 * by `node` itself, so SIGTERM reaches the server. The caller builds the servers first.
 */
export function startProcess(name, kind, env, { supervised = false } = {}) {
  const child = spawn(process.execPath, serverArgs(kind), {
    cwd: path.join(ROOT, SERVERS[kind].dir),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    // A supervised child's crash is told by its supervisor, with what it does next.
    if (code !== 0 && signal === null && !child.stopping && !supervised)
      console.error(`[${name}] arrêté (code ${code})`);
  });
  return child;
}

/** SIGTERM to each child still running, SIGKILL 5 s later if it has not exited. */
export function stopProcesses(children) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.stopping = true;
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}

export async function waitFor(url, { timeoutMs = 120_000, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'aucune réponse';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      // What it answered last, for the error below (a readiness check says why it is not ready).
      last = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} ne répond pas après ${timeoutMs / 1000} s (dernière réponse : ${last})`);
}

/**
 * API (embedded database unless DATABASE_URL is set) + site server, on localhost. `supervise`:
 * restart a crashed server (pnpm start); `onGiveUp(name)` is then called when one crashes in a loop.
 */
export async function startSite({
  apiPort = API_PORT,
  sitePort = SITE_PORT,
  env = {},
  supervise: supervised = false,
  onGiveUp,
} = {}) {
  const apiUrl = `http://localhost:${apiPort}`;
  const siteUrl = `http://localhost:${sitePort}`;
  // Both servers get both ports: each builds its default URLs from them (@ga/config), so they agree.
  const shared = {
    API_PORT: String(apiPort),
    SITE_PORT: String(sitePort),
    // The site server's credential for the API's POST /api/beacons: the same on both, new each run
    // unless one is given.
    BEACON_SECRET: settings.optional('BEACON_SECRET') || randomBytes(32).toString('base64url'),
    ...env,
  };
  await buildServers();
  const launchApi = () => startProcess('api', 'api', shared, { supervised });
  const launchSite = () => startProcess('site', 'site', shared, { supervised });
  let stop;
  if (supervised) {
    // Giving up on one stops the other too, then tells the caller.
    const giveUp = (name) => void stop().then(() => onGiveUp?.(name));
    const api = supervise('api', launchApi, { onGiveUp: giveUp });
    const site = supervise('site', launchSite, { onGiveUp: giveUp });
    stop = () => {
      api.stop();
      site.stop();
      return stopProcesses([api.child, site.child]);
    };
  } else {
    const api = launchApi();
    const site = launchSite();
    stop = () => stopProcesses([api, site]);
  }
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, { name: 'L’API' });
    await waitFor(`http://127.0.0.1:${sitePort}/health`, { name: 'Le site' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl, apiUrl, stop };
}

/** Both servers compiled (scripts/servers.mjs), once per process: before the first startProcess. */
export { buildServers };
