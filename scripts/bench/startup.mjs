// How long each server takes to start: from `node` launched to the first answer of its /health, as
// it runs in production (compiled JavaScript, scripts/servers.mjs) and from its TypeScript sources
// through tsx (how it ran before, and how `pnpm dev` and the tests still run it). Median, min and
// max over the runs, each server alone on free ports.
//
//   pnpm bench:startup [runs]        (default 5)
//
// The API starts on a copy of the embedded database of `pnpm start` (.data/pglite, seeded once here
// when there is none), so a run measures the start-up, not the first seed. The site server needs the
// release store of `pnpm start` (.releases) and answers /health without the API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../release/store.mjs';
import { SERVERS, buildServers, serverArgs } from '../servers.mjs';
import { recordFigures } from './figures.mjs';
import { freePort, median } from './support.mjs';

const runs = Math.max(1, Number(process.argv[2]) || 5);
const SOURCES = { api: 'src/server.ts', site: 'server/site-server.ts' };

/** A throw-away copy of the seeded embedded database (seeded by one API start when missing). */
async function databaseCopy() {
  const seeded = path.join(ROOT, '.data', 'pglite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-startup-'));
  if (fs.existsSync(seeded)) fs.cpSync(path.join(ROOT, '.data'), dir, { recursive: true });
  return dir;
}

async function startOnce(kind, args, dataDir) {
  const apiPort = await freePort();
  const sitePort = await freePort();
  const port = kind === 'api' ? apiPort : sitePort;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: path.join(ROOT, SERVERS[kind].dir),
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      SITE_PORT: String(sitePort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${kind} s’est arrêté au démarrage (code ${child.exitCode})`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return performance.now() - started;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
}

const buildSeconds = await buildServers();
console.log(`Compilation des deux serveurs : ${buildSeconds.toFixed(1)} s (esbuild)\n`);
const dataDir = await databaseCopy();
// A first start seeds the copy when there was no database yet; not counted.
await startOnce('api', serverArgs('api'), dataDir);
const rows = [];
for (const kind of ['api', 'site']) {
  const modes = {
    'compilé (node dist)': serverArgs(kind),
    'sources (node --import tsx)': ['--import', 'tsx', SOURCES[kind]],
  };
  for (const [mode, args] of Object.entries(modes)) {
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await startOnce(kind, args, dataDir));
    rows.push({ kind, mode, times });
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`Démarrage jusqu’à la première réponse de /health, ${runs} démarrage(s) chacun, Node ${process.version}`);
console.log('serveur | mode | médiane (ms) | min | max');
for (const { kind, mode, times } of rows)
  console.log(
    `${kind === 'api' ? 'API' : 'site'} | ${mode} | ${Math.round(median(times))} | ${Math.round(Math.min(...times))} | ${Math.round(Math.max(...times))}`,
  );
console.log('');
await recordFigures(
  'startup',
  rows.map(({ kind, mode, times }) => ({
    what: `${kind === 'api' ? 'API' : 'site server'} start to /health, ${mode.startsWith('compilé') ? 'compiled' : 'sources through tsx'} (median)`,
    value: Math.round(median(times)),
    unit: 'ms',
  })),
  { settings: `${runs} starts of each, the API on a copy of the seeded embedded database` },
);
