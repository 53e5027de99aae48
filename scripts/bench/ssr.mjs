#!/usr/bin/env node
// pnpm bench:ssr — the site server's side of server rendering (docs/server-rendering.md), on the
// production releases, a store and an embedded database of its own:
//   1. an open-loop load (one request every 1/rate s, latency from when it was due) on a vehicle page
//      and /achat: server-rendered with the micro-cache (SITE_SSR_CACHE_MS, the default), rendered
//      for every request (a second site server with SITE_SSR_CACHE_MS=0: the cost of a page no one
//      asked for in the last second), then in the browser (the registry switch): time to the first
//      byte, time to the last byte of the document, and the site server's CPU milliseconds per page;
//   2. the site server's memory with every public remote's live version loaded, then with a canary
//      of each (copies under new versions, half of the visitors each), then after more versions
//      than the cache holds have been asked for: bounded by MAX_LOADED_VERSIONS.
// Environment: BENCH_SSR_RATE (50), BENCH_SSR_SECONDS (20). The figures are recorded in
// docs/performance-figures.json and docs/performance.md's table (figures.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchSettings, freePort } from './support.mjs';
import { openLoop } from './open-loop.mjs';
import { procCpuSeconds } from './cpu.mjs';
import { recordFigures } from './figures.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RATE = benchSettings.positive('BENCH_SSR_RATE');
const SECONDS = benchSettings.positive('BENCH_SSR_SECONDS');
const API_KEY = benchSettings.text('API_KEY');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-bench-ssr-'));
const STORE = path.join(work, 'releases');
process.env.RELEASE_STORE = STORE; // before the release modules are loaded

const { APPS, REMOTES, readRegistry, updateRegistry } = await import(
  pathToFileURL(path.join(ROOT, 'scripts/release/store.mjs')).href
);
const { release } = await import(pathToFileURL(path.join(ROOT, 'scripts/release/release.mjs')).href);
const { startProcess, stopProcesses, waitFor, buildServers } = await import(
  pathToFileURL(path.join(ROOT, 'scripts/processes.mjs')).href
);
await buildServers();
const { copyRelease } = await import(pathToFileURL(path.join(ROOT, 'scripts/bench/release-copy.mjs')).href);
const { COHORT_COOKIE, inCanary, newCohortId, signCohort, startCanary } = await import(
  pathToFileURL(path.join(ROOT, 'shared/releases/src/index.mjs')).href
);

/** A server-rendered page of each remote that has a server build. */
const PAGE_OF = { 'mf-catalogue': '/achat', 'mf-tradein': '/reprise-voiture', 'mf-content': '/a-propos/faq' };
const COHORT_SECRET = 'banc-ssr-cle-de-cohorte';
/** Rows for the summary of `pnpm bench` (index.mjs), written to BENCH_SUMMARY. */
const summary = [];
const BENCH_SUMMARY = benchSettings.optional('BENCH_SUMMARY');
/** The figures docs/performance.md shows, and how it names the pages. */
const figures = [];
const PAGE_LABEL = { 'fiche véhicule': 'a vehicle page', achat: '`/achat`' };

const children = [];
async function cleanup() {
  await stopProcesses(children);
  fs.rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} Mio`;
const ms = (n) => `${n.toFixed(0)} ms`;

/** Resident memory of a process (Linux /proc), in bytes. */
function rss(pid) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
}

/** A metric of the site server's /metrics (loopback: the ops rule lets the bench in). */
async function metric(site, name) {
  const text = await (await fetch(`${site}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(name))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

let failed = false;
try {
  console.log(
    `Rendu serveur — charge ouverte à ${RATE} req/s pendant ${SECONDS} s par page, ${os.availableParallelism?.() ?? os.cpus().length} cœurs, Node ${process.version}`,
  );
  for (const app of APPS) await release(app, { quiet: true });
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${sitePort}`;
  const common = {
    API_PUBLIC_URL: `http://localhost:${apiPort}`,
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    DATABASE_URL: '',
  };
  children.push(
    startProcess('api', 'api', {
      ...common,
      API_PORT: String(apiPort),
      DATA_DIR: path.join(work, 'data'),
      SITE_ORIGINS: `http://localhost:${sitePort}`,
      SITE_URL: `http://localhost:${sitePort}`,
      OUTBOX_DIR: path.join(work, 'outbox'),
      FILES_DIR: path.join(work, 'files'),
    }),
  );
  await waitFor(`http://127.0.0.1:${apiPort}/health`, { name: 'L’API' });
  const siteProcess = startProcess('site', 'site', {
    ...common,
    SITE_PORT: String(sitePort),
    SITE_URL: `http://localhost:${sitePort}`,
    RELEASE_STORE: STORE,
    COHORT_SECRET,
    SITE_SSR_RENDERS_PER_MINUTE: '1000000',
  });
  children.push(siteProcess);
  await waitFor(`${site}/health`, { name: 'Le site' });
  // The same site without the micro-cache: every request rendered.
  const uncachedPort = await freePort();
  const uncached = `http://127.0.0.1:${uncachedPort}`;
  const uncachedProcess = startProcess('site-sans-cache', 'site', {
    ...common,
    SITE_PORT: String(uncachedPort),
    SITE_URL: `http://localhost:${sitePort}`,
    RELEASE_STORE: STORE,
    COHORT_SECRET,
    SITE_SSR_RENDERS_PER_MINUTE: '1000000',
    SITE_SSR_CACHE_MS: '0',
  });
  children.push(uncachedProcess);
  await waitFor(`${uncached}/health`, { name: 'Le site sans micro-cache' });

  const list = await (
    await fetch(`http://127.0.0.1:${apiPort}/api/vehicles?per_page=1`, {
      headers: { 'X-Api-Key': API_KEY, Accept: 'application/json' },
    })
  ).json();
  const vehicle = list.data[0];
  const pages = [
    ['fiche véhicule', `/achat/vehicule/${vehicle.slug}/${vehicle.id}`],
    ['achat', '/achat'],
  ];

  // 1. Latency and CPU: SSR with the micro-cache, SSR rendered for every request, SSR off.
  const modes = [
    // The target is the site as it runs (the micro-cache on); the other two are there to compare.
    {
      label: 'SSR, micro-cache',
      figure: 'server-rendered with the micro-cache (as served)',
      on: true,
      target: true,
      origin: site,
      process: siteProcess,
    },
    {
      label: 'SSR, rendue à chaque requête',
      figure: 'server-rendered for every request',
      on: true,
      target: false,
      origin: uncached,
      process: uncachedProcess,
    },
    {
      label: 'sans SSR',
      on: false,
      target: false,
      origin: site,
      process: siteProcess,
    },
  ];
  const rows = [];
  for (const mode of modes) {
    await updateRegistry((registry) => {
      registry.apps.shell.ssr = mode.on;
    });
    for (const [name, page] of pages) {
      const html = await (await fetch(`${mode.origin}${page}`)).text();
      if (html.includes('data-ssr=') !== mode.on)
        throw new Error(
          `${page} : rendu serveur ${mode.on ? 'absent' : 'présent'} alors qu’il est ${mode.on ? 'activé' : 'coupé'}`,
        );
      await openLoop({ origin: mode.origin, pickPath: () => page, rate: RATE, duration: 3 }); // warm-up
      const cpuBefore = procCpuSeconds(mode.process.pid);
      const result = await openLoop({ origin: mode.origin, pickPath: () => page, rate: RATE, duration: SECONDS });
      const cpu = procCpuSeconds(mode.process.pid) - cpuBefore;
      rows.push({ name, mode, ...result, cpuMs: (cpu * 1000) / Math.max(1, result.requests) });
    }
  }
  console.log(
    '\n| page | rendu | req/s tenues | 1er octet p50 / p99 | dernier octet p50 / p99 | CPU du serveur de site par page | erreurs | objectif p50 ≤ 80 ms, p99 ≤ 250 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ok = r.p50 <= 80 && r.p99 <= 250 && r.errors === 0;
    summary.push({
      label: `${r.name}, ${r.mode.label}, ${RATE} req/s : dernier octet p50 / p99 · CPU par page`,
      value: `${ms(r.p50)} / ${ms(r.p99)} · ${r.cpuMs.toFixed(1)} ms`,
      target: r.mode.target ? '≤ 80 / ≤ 250 ms' : '—',
      ok: r.mode.target ? ok : null,
    });
    // Recorded: the site as served, and the page rendered for every request (the long tail's cost).
    const what = `${PAGE_LABEL[r.name]}, ${r.mode.figure}, ${RATE} req/s`;
    if (r.mode.target)
      figures.push({ what: `${what}: last byte p50`, value: Math.round(r.p50), unit: 'ms', target: { max: 80 } });
    if (r.mode.on)
      figures.push(
        {
          what: `${what}: last byte p99`,
          value: Math.round(r.p99),
          unit: 'ms',
          ...(r.mode.target ? { target: { max: 250 } } : {}),
        },
        { what: `${what}: site-server CPU per page`, value: Number(r.cpuMs.toFixed(1)), unit: 'ms' },
      );
    console.log(
      `| ${r.name} | ${r.mode.label} | ${r.rps.toFixed(1)} | ${ms(r.ttfbP50)} / ${ms(r.ttfbP99)} | ${ms(r.p50)} / ${ms(r.p99)} | ${r.cpuMs.toFixed(1)} ms | ${r.errors + r.non2xx} | ${r.mode.on ? (ok ? '✔' : '✘') : '—'} |`,
    );
  }

  // 2. Memory: the public remotes whose live release carries a server build (mf-staff's pages are
  //    all rendered in the browser).
  const registryNow = await readRegistry();
  const SSR_REMOTES = REMOTES.filter(
    (remote) =>
      PAGE_OF[remote] &&
      fs.existsSync(path.join(STORE, remote, registryNow.apps[remote].live, 'server', 'remoteEntry.js')),
  );
  await updateRegistry((registry) => {
    registry.apps.shell.ssr = true;
  });
  for (const remote of SSR_REMOTES) await fetch(`${site}${PAGE_OF[remote]}`);
  const live = rss(siteProcess.pid);
  const cohorts = Array.from({ length: 64 }, () => newCohortId());
  for (const remote of SSR_REMOTES) await startCanary(STORE, remote, await copyRelease(remote, 'canari'), 50);
  for (const remote of SSR_REMOTES) {
    for (const inside of [true, false]) {
      const cohort = cohorts.find((id) => inCanary(id, remote, 50) === inside);
      await fetch(`${site}${PAGE_OF[remote]}`, {
        headers: { cookie: `${COHORT_COOKIE}=${signCohort(cohort, COHORT_SECRET)}` },
      });
    }
  }
  const withCanaries = rss(siteProcess.pid);
  const loadedWithCanaries = await metric(site, 'ga_site_ssr_loaded_versions');
  // More versions than the cache holds: each new copy made live in turn and rendered.
  for (let i = 0; i < 12; i += 1) {
    const version = await copyRelease('mf-content', `v${i}`);
    await updateRegistry((registry) => {
      registry.apps['mf-content'].live = version;
      delete registry.apps['mf-content'].canary;
    });
    await fetch(`${site}/a-propos/faq`);
  }
  global.gc?.();
  const afterMany = rss(siteProcess.pid);
  const loadedAfterMany = await metric(site, 'ga_site_ssr_loaded_versions');
  console.log('\n| mémoire du serveur de site (RSS) | versions de remotes chargées |\n|---|---|');
  console.log(`| ${mib(live)} — versions en ligne des 3 remotes rendus | 3 |`);
  console.log(`| ${mib(withCanaries)} — plus un canari de chacun | ${loadedWithCanaries} |`);
  console.log(
    `| ${mib(afterMany)} — après 12 versions de plus de mf-content | ${loadedAfterMany} (plafond du cache : 9) |`,
  );
  summary.push({
    label: 'mémoire du serveur de site : en ligne · avec canaris · après 12 versions de plus',
    value: `${mib(live)} · ${mib(withCanaries)} · ${mib(afterMany)} (${loadedAfterMany} versions chargées)`,
    target: '≤ 9 versions chargées',
    ok: loadedAfterMany <= 9,
  });
  if (BENCH_SUMMARY) fs.writeFileSync(BENCH_SUMMARY, JSON.stringify({ rows: summary }));
  figures.push(
    {
      what: 'site-server memory (RSS) after 12 more versions of mf-content',
      value: Math.round(afterMany / 2 ** 20),
      unit: 'MiB',
    },
    {
      what: 'remote versions loaded after 12 more versions of mf-content',
      value: loadedAfterMany,
      unit: '',
      target: { max: 9 },
    },
  );
  await recordFigures('ssr', figures, {
    settings: `${RATE} req/s open loop for ${SECONDS} s on each page, embedded database, the API on the same cores`,
  });
} catch (error) {
  failed = true;
  console.error('\nÉchec du banc de rendu serveur :', error);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
