#!/usr/bin/env node
// pnpm bench:propagation — how long a rollback takes to reach every site server (docs/operations.md
// « Several instances »): two site-server processes on one release store (the layout of
// compose.yaml: one volume), an API on an embedded database of its own. Each round rolls a remote
// (mf-content) or the shell back and forth between two versions with the ops command's own
// function, then asks both servers every 10 ms what a visitor would get — the remote's version in
// /registry.json, the shell's in the page's script URLs — until both send the new one. Prints, per
// kind, the delay until the last of the two servers sends it (median and worst), and fails if it
// ever passes 5 s (the issue's bound).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, median } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUNDS = 10;
/** A remote with a server build, and the shell. */
const REMOTE = 'mf-content';
const MEASURED = [REMOTE, 'shell'];
const POLL_MS = 10;
const BOUND_MS = 5000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-bench-propagation-'));
const STORE = path.join(work, 'releases');
process.env.RELEASE_STORE = STORE; // before the release modules are loaded

const { readRegistry } = await import(pathToFileURL(path.join(ROOT, 'scripts/release/store.mjs')).href);
const { copyRelease } = await import(pathToFileURL(path.join(ROOT, 'scripts/bench/release-copy.mjs')).href);
const { release } = await import(pathToFileURL(path.join(ROOT, 'scripts/release/release.mjs')).href);
const { rollback } = await import(pathToFileURL(path.join(ROOT, 'scripts/release/rollback.mjs')).href);
const { startProcess, stopProcesses, waitFor, buildServers } = await import(
  pathToFileURL(path.join(ROOT, 'scripts/processes.mjs')).href
);
await buildServers();
const { seenEverywhere, versionReader } = await import(
  pathToFileURL(path.join(ROOT, 'scripts/bench/served-version.mjs')).href
);

const children = [];
async function cleanup() {
  await stopProcesses(children);
  fs.rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

let failed = false;
try {
  console.log(
    `Propagation d’un retour arrière — deux serveurs de site sur un magasin, ${ROUNDS} allers-retours par app, interrogés toutes les ${POLL_MS} ms, Node ${process.version}`,
  );
  for (const app of MEASURED) await release(app, { quiet: true });
  /** Two versions of each app to go back and forth between: the live one and a copy. */
  const versions = {};
  for (const app of MEASURED)
    versions[app] = { live: (await readRegistry()).apps[app].live, version: await copyRelease(app, 'b') };
  const apiPort = await freePort();
  const common = {
    API_PUBLIC_URL: `http://localhost:${apiPort}`,
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    DATABASE_URL: '',
  };
  const sitePorts = [await freePort(), await freePort()];
  children.push(
    startProcess('api', 'api', {
      ...common,
      API_PORT: String(apiPort),
      DATA_DIR: path.join(work, 'data'),
      SITE_ORIGINS: `http://localhost:${sitePorts[0]}`,
      SITE_URL: `http://localhost:${sitePorts[0]}`,
      OUTBOX_DIR: path.join(work, 'outbox'),
      FILES_DIR: path.join(work, 'files'),
      CANARY_DECIDER: 'off',
    }),
  );
  await waitFor(`http://127.0.0.1:${apiPort}/health`, { name: 'L’API' });
  const origins = sitePorts.map((port) => `http://127.0.0.1:${port}`);
  sitePorts.forEach((port, i) =>
    children.push(
      startProcess(`site-${i + 1}`, 'site', {
        ...common,
        SITE_PORT: String(port),
        SITE_URL: `http://localhost:${sitePorts[0]}`,
        RELEASE_STORE: STORE,
        SITE_SSR_RENDERS_PER_MINUTE: '1000000',
      }),
    ),
  );
  for (const origin of origins) await waitFor(`${origin}/health/ready`, { name: `Le site ${origin}` });

  console.log(
    '\n| app | retours arrière | délai jusqu’au dernier des deux serveurs : médiane | pire | ≤ 5 s |\n|---|---|---|---|---|',
  );
  for (const app of MEASURED) {
    const delays = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const target = round % 2 === 0 ? versions[app].live : versions[app].version;
      const other = target === versions[app].live ? versions[app].version : versions[app].live;
      if ((await versionReader(app)(origins[0])) !== other) await rollback(app, other); // start from the other version
      if (
        !Number.isFinite(
          await seenEverywhere(origins, versionReader(app), other, performance.now(), {
            pollMs: POLL_MS,
            giveUpMs: BOUND_MS * 2,
          }),
        )
      )
        throw new Error(`${app} : ${other} jamais servie par les deux serveurs`);
      const since = performance.now();
      await rollback(app, target);
      delays.push(
        await seenEverywhere(origins, versionReader(app), target, since, { pollMs: POLL_MS, giveUpMs: BOUND_MS * 2 }),
      );
    }
    const worst = Math.max(...delays);
    const ok = worst <= BOUND_MS;
    if (!ok) failed = true;
    console.log(
      `| ${app} | ${delays.length} | ${median(delays).toFixed(0)} ms | ${Number.isFinite(worst) ? `${worst.toFixed(0)} ms` : 'jamais vu'} | ${ok ? '✔' : '✘'} |`,
    );
  }
} catch (error) {
  console.error('\nÉchec de la mesure :', error);
  failed = true;
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
