#!/usr/bin/env node
// pnpm bench:pages — Lighthouse (mobile preset: Moto G Power, 4× CPU slowdown, slow 4G, simulated)
// with Debian's Chromium on the production builds, as `pnpm start` serves them, for the key
// pages of the site; the median of BENCH_RUNS runs (3) per page. The same pages are measured three
// ways:
//   SSR        — the releases of every app, composed at runtime, pages rendered by the site server
//                (what the site is: docs/server-rendering.md)
//   sans SSR   — the same releases with server rendering switched off in the registry (`pnpm ssr
//                shell off`): the page the browser renders, as before server rendering
//   monolithe  — the same source as one non-federated build (monolith/build.mjs), served by the
//                same site server with the same first data, rendered in the browser
// Everything runs on its own: a temporary release store, a fresh embedded database, free ports.
// With BENCH_SITE_URL, the pages of a site already running are measured instead (e.g. the
// `pnpm start` of the README, with its seeded stock), SSR only: the two ways can be compared.
//
// Environment: BENCH_RUNS (3), CHROMIUM_PATH (/usr/bin/chromium), BENCH_SUMMARY (a file to write
// the figures to as JSON, for `pnpm bench`), BENCH_SITE_URL. The figures of the three ways are
// recorded in docs/performance-figures.json and its table in docs/performance.md (figures.mjs);
// those of BENCH_SITE_URL, one way on another setup, are not.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { benchSettings, freePort, median } from './support.mjs';
import { recordFigures } from './figures.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BENCH_SUMMARY = benchSettings.optional('BENCH_SUMMARY');
const RUNS = Math.max(1, benchSettings.int('BENCH_RUNS'));
const CHROMIUM = benchSettings.text('CHROMIUM_PATH');
const API_KEY = benchSettings.text('API_KEY');
const SITE_URL = benchSettings.optional('BENCH_SITE_URL');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-bench-pages-'));
const STORE = path.join(work, 'releases');
const MONO_STORE = path.join(work, 'monolith');
process.env.RELEASE_STORE = STORE; // before the release modules are loaded

const { APPS, REMOTES, readRegistry, updateRegistry } = await import(
  pathToFileURL(path.join(ROOT, 'scripts/release/store.mjs')).href
);
const { release } = await import(pathToFileURL(path.join(ROOT, 'scripts/release/release.mjs')).href);
const { precompressDir } = await import(pathToFileURL(path.join(ROOT, 'scripts/release/precompress.mjs')).href);
const { startProcess, stopProcesses, waitFor, buildServers } = await import(
  pathToFileURL(path.join(ROOT, 'scripts/processes.mjs')).href
);
await buildServers();
const { buildMonolith } = await import(pathToFileURL(path.join(ROOT, 'scripts/bench/monolith/build.mjs')).href);

const children = [];
async function cleanup() {
  await stopProcesses(children);
  fs.rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

/** The monolith as a store of its own: the monolith as « shell », the remotes' route manifests only (first data). */
async function prepareMonolith() {
  const registry = await readRegistry();
  const version = 'monolithe';
  const dir = path.join(MONO_STORE, 'shell', version);
  fs.mkdirSync(dir, { recursive: true });
  await buildMonolith(dir);
  for (const file of fs.readdirSync(dir)) if (file.endsWith('.map')) fs.rmSync(path.join(dir, file));
  precompressDir(dir);
  const apps = { shell: { live: version, history: [version] } };
  for (const remote of REMOTES) {
    const live = registry.apps[remote]?.live;
    if (!live || !fs.existsSync(path.join(STORE, remote, live, 'routes.json'))) continue;
    fs.mkdirSync(path.join(MONO_STORE, remote, live), { recursive: true });
    fs.copyFileSync(path.join(STORE, remote, live, 'routes.json'), path.join(MONO_STORE, remote, live, 'routes.json'));
    apps[remote] = { live, history: [live] };
  }
  fs.writeFileSync(path.join(MONO_STORE, 'registry.json'), JSON.stringify({ schema: 1, apps, remotes: {} }));
}

/** One Lighthouse run (its CLI: a new Chromium, a cold cache each time). */
function lighthouse(url) {
  const out = path.join(work, `lh-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  const bin = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        bin,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance',
        `--chrome-flags=${flags}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse ${url} : code ${code}\n${errors.slice(-2000)}`));
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      fs.rmSync(out);
      const a = report.audits;
      const requests = a['network-requests'].details.items;
      const sum = (filter) => requests.filter(filter).reduce((total, r) => total + (r.transferSize ?? 0), 0);
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        si: a['speed-index'].numericValue,
        // Lighthouse's own measure of this machine's CPU (higher: faster). Its simulated phone is
        // this CPU slowed 4×, so TBT moves with it: two sets compare only at close indices.
        benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
        jsBytes: sum((r) => r.resourceType === 'Script'),
        jsUrls: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
        jsFiles: requests.filter((r) => r.resourceType === 'Script').length,
        totalBytes: sum(() => true),
      });
    });
  });
}

/** Bytes of a response sent gzip-compressed (as to a browser without brotli). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function measure(origin, pages) {
  const out = {};
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Lighthouse sometimes loses the trace (NO_NAVSTART…): a failed run is tried again, twice.
      for (let attempt = 1; ; attempt += 1) {
        try {
          runs.push(await lighthouse(`${origin}${page.path}`));
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
        }
      }
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    let jsGzip = 0;
    for (const url of runs[0].jsUrls) jsGzip += await gzipBytes(url);
    out[page.name] = {
      jsGzip,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      si: pick('si'),
      jsBytes: pick('jsBytes'),
      jsFiles: pick('jsFiles'),
      totalBytes: pick('totalBytes'),
      benchmarkIndex: pick('benchmarkIndex'),
      runs: runs.length,
    };
    process.stdout.write('.');
  }
  return out;
}

/** The pages with a target (docs/server-rendering.md « Reach »): the buying pages first. */
async function benchPages(api) {
  const list = await (
    await fetch(`${api}/api/vehicles?per_page=1`, { headers: { 'X-Api-Key': API_KEY, Accept: 'application/json' } })
  ).json();
  const vehicle = list.data[0];
  return [
    { name: 'accueil', path: '/' },
    { name: 'achat', path: '/achat' },
    { name: 'achat électrique', path: '/achat?energies=electrique' },
    { name: 'fiche véhicule', path: `/achat/vehicule/${vehicle.slug}/${vehicle.id}` },
    { name: 'reprise', path: '/reprise-voiture' },
    { name: 'FAQ', path: '/a-propos/faq' },
    { name: 'financement', path: '/financement' },
  ];
}

/** Server rendering of every page on or off for the bench's store (the ops switch, read per request). */
function serverRendering(on) {
  return updateRegistry((registry) => {
    registry.apps.shell.ssr = on;
  });
}

const ms = (n) => `${(n / 1000).toFixed(2)} s`;
const kio = (n) => `${(n / 1024).toFixed(0)} Kio`;
const mark = (ok) => (ok ? '✔' : '✘');
const meets = (f) =>
  f.score >= PAGE_TARGETS.score && f.lcp <= PAGE_TARGETS.lcp && f.tbt <= PAGE_TARGETS.tbt && f.cls <= PAGE_TARGETS.cls;
/** The floor: no metric worse with server rendering (`on`) than without (`off`), FCP included. */
const floorHolds = (on, off) =>
  on.score >= off.score && on.fcp <= off.fcp && on.lcp <= off.lcp && on.tbt <= off.tbt && on.cls <= off.cls;
const rounded = (n, digits) => Number(n.toFixed(digits));

function printTable(pages, ways) {
  console.log(
    '| page | rendu | score | FCP | LCP | TBT | CLS | JS transféré, brotli (fichiers) | JS en gzip | total transféré | objectifs (≥ 95, LCP ≤ 1,8 s, TBT ≤ 150 ms, CLS ≤ 0,05) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    for (const [label, figures] of ways) {
      const f = figures[page.name];
      if (!f) continue;
      console.log(
        `| ${page.name} | ${label} | ${f.score} | ${ms(f.fcp)} | ${ms(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${kio(f.jsBytes)} (${f.jsFiles}) | ${kio(f.jsGzip)} | ${kio(f.totalBytes)} | ${label === 'SSR' ? mark(meets(f)) : '—'} |`,
      );
    }
  }
  for (const [label, figures] of ways) {
    const indices = Object.values(figures)
      .map((f) => f.benchmarkIndex)
      .filter(Boolean);
    if (indices.length)
      console.log(
        `\nIndice CPU de Lighthouse (benchmarkIndex, médiane des pages), ${label} : ${Math.round(median(indices))}`,
      );
  }
}

/** The figures docs/performance.md shows (figures.mjs): each page's targets with server rendering, then the site's. */
function recordedFigures(pages, federated, clientRendered, monolith) {
  const figures = [];
  for (const page of pages) {
    const f = federated[page.name];
    const label = page.name === 'fiche véhicule' ? 'a vehicle page' : `\`${page.path}\``;
    figures.push(
      {
        what: `${label}: Lighthouse score, server-rendered`,
        value: f.score,
        unit: '',
        target: { min: PAGE_TARGETS.score },
      },
      {
        what: `${label}: LCP, server-rendered`,
        value: rounded(f.lcp / 1000, 2),
        unit: 's',
        target: { max: PAGE_TARGETS.lcp / 1000 },
      },
      {
        what: `${label}: TBT, server-rendered`,
        value: Math.round(f.tbt),
        unit: 'ms',
        target: { max: PAGE_TARGETS.tbt },
      },
    );
  }
  const share = (key) =>
    Math.round(Math.max(...pages.map((p) => (100 * clientRendered[p.name][key]) / monolith[p.name][key])));
  figures.push(
    {
      what: `CLS, highest of the ${pages.length} pages, server-rendered`,
      value: rounded(Math.max(...pages.map((p) => federated[p.name].cls)), 3),
      unit: '',
      target: { max: PAGE_TARGETS.cls },
    },
    {
      what: 'pages with a metric worse server-rendered than rendered in the browser (score, FCP, LCP, TBT, CLS)',
      value: pages.filter((p) => !floorHolds(federated[p.name], clientRendered[p.name])).length,
      unit: '',
      target: { max: 0 },
    },
    {
      what: "federated JS (gzip), highest share of the monolith's",
      value: share('jsGzip'),
      unit: '%',
      target: { max: 115 },
    },
    {
      what: "federated LCP (rendered in the browser), highest share of the monolith's",
      value: share('lcp'),
      unit: '%',
      target: { max: 115 },
    },
    {
      what: 'first-load JS on `/` (gzip)',
      value: Math.round(federated.accueil.jsGzip / 1024),
      unit: 'KiB',
      target: { max: PAGE_TARGETS.jsHome / 1024 },
    },
  );
  return figures;
}

/** BENCH_SITE_URL: the running site's pages, as it serves them (its API from its own page config). */
async function measureRunningSite(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const api = /"apiUrl":"([^"]+)"/.exec(html)?.[1];
  if (!api) throw new Error(`${origin} : pas de configuration d’API dans la page`);
  const pages = await benchPages(api);
  // As this site serves them now: server-rendered, or not (switched off with `pnpm ssr`).
  const way = html.includes('data-ssr=') ? 'SSR' : 'sans SSR';
  process.stdout.write('Lighthouse ');
  const figures = await measure(origin, pages);
  console.log('\n');
  printTable(pages, [[way, figures]]);
  return { pages, figures };
}

export const PAGE_TARGETS = { score: 95, lcp: 1800, tbt: 150, cls: 0.05, jsHome: 150 * 1024 };

let failed = false;
if (SITE_URL) {
  try {
    console.log(`Mesure des pages de ${SITE_URL} — Lighthouse mobile (médiane de ${RUNS}), ${CHROMIUM}`);
    const { pages, figures } = await measureRunningSite(SITE_URL.replace(/\/+$/, ''));
    if (BENCH_SUMMARY)
      fs.writeFileSync(BENCH_SUMMARY, JSON.stringify({ runs: RUNS, pages, site: SITE_URL, federated: figures }));
    console.log('\n(Site déjà lancé : chiffres non enregistrés dans docs/performance-figures.json.)');
  } catch (error) {
    console.error('\nÉchec de la mesure des pages :', error);
    process.exitCode = 1;
  }
  fs.rmSync(work, { recursive: true, force: true });
  process.exit();
}
try {
  console.log(
    `Mesure des pages — Lighthouse mobile (médiane de ${RUNS}), ${CHROMIUM}, ${os.availableParallelism?.() ?? os.cpus().length} cœurs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}`,
  );
  let started = performance.now();
  for (const app of APPS) await release(app, { quiet: true });
  console.log(`Releases de production : ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await prepareMonolith();
  console.log(`Build non fédéré : ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const [apiPort, sitePort, monoPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const common = {
    API_PUBLIC_URL: apiUrl,
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    DATABASE_URL: '',
  };
  const siteOrigins = `http://localhost:${sitePort},http://localhost:${monoPort}`;
  children.push(
    startProcess('api', 'api', {
      ...common,
      API_PORT: String(apiPort),
      DATA_DIR: path.join(work, 'data'),
      SITE_ORIGINS: siteOrigins,
      SITE_URL: `http://localhost:${sitePort}`,
      OUTBOX_DIR: path.join(work, 'outbox'),
      FILES_DIR: path.join(work, 'files'),
    }),
  );
  await waitFor(`http://127.0.0.1:${apiPort}/health`, { name: 'L’API' });
  for (const [port, store] of [
    [sitePort, STORE],
    [monoPort, MONO_STORE],
  ]) {
    children.push(
      startProcess('site', 'site', {
        ...common,
        SITE_PORT: String(port),
        SITE_URL: `http://localhost:${port}`,
        RELEASE_STORE: store,
        SITE_SSR_RENDERS_PER_MINUTE: '1000000',
      }),
    );
    await waitFor(`http://127.0.0.1:${port}/health`, { name: 'Le site' });
  }

  const pages = await benchPages(`http://127.0.0.1:${apiPort}`);
  for (const page of pages) {
    for (const port of [sitePort, monoPort]) {
      const response = await fetch(`http://127.0.0.1:${port}${page.path}`);
      if (response.status !== 200) throw new Error(`${page.path} : HTTP ${response.status}`);
    }
  }
  process.stdout.write('Lighthouse ');
  await serverRendering(true);
  const federated = await measure(`http://localhost:${sitePort}`, pages);
  await serverRendering(false);
  const clientRendered = await measure(`http://localhost:${sitePort}`, pages);
  await serverRendering(true);
  const monolith = await measure(`http://localhost:${monoPort}`, pages);
  console.log('\n');

  printTable(pages, [
    ['SSR', federated],
    ['sans SSR', clientRendered],
    ['monolithe', monolith],
  ]);
  // The floor: no metric worse with server rendering than without, on any page (FCP included).
  console.log(
    '\n| page | score SSR / sans | FCP SSR / sans | LCP SSR / sans | TBT SSR / sans | CLS SSR / sans | aucune mesure pire |\n|---|---|---|---|---|---|---|',
  );
  for (const page of pages) {
    const on = federated[page.name];
    const off = clientRendered[page.name];
    const floor = floorHolds(on, off);
    console.log(
      `| ${page.name} | ${on.score} / ${off.score} | ${ms(on.fcp)} / ${ms(off.fcp)} | ${ms(on.lcp)} / ${ms(off.lcp)} | ${Math.round(on.tbt)} / ${Math.round(off.tbt)} ms | ${on.cls.toFixed(3)} / ${off.cls.toFixed(3)} | ${mark(floor)} |`,
    );
  }
  console.log(
    '\n| page | JS (gzip) fédéré / monolithe | LCP fédéré (sans SSR) / monolithe | dans les 15 % |\n|---|---|---|---|',
  );
  for (const page of pages) {
    const f = clientRendered[page.name];
    const m = monolith[page.name];
    const bytes = f.jsGzip / m.jsGzip;
    const lcp = f.lcp / m.lcp;
    console.log(
      `| ${page.name} | ${(bytes * 100).toFixed(0)} % | ${(lcp * 100).toFixed(0)} % | ${mark(bytes <= 1.15 && lcp <= 1.15)} |`,
    );
  }
  console.log(
    `\nJS au premier chargement de / : ${kio(federated.accueil.jsGzip)} en gzip (${kio(federated.accueil.jsBytes)} transférés en brotli) — objectif ≤ 150 Kio gzip ${mark(federated.accueil.jsGzip <= PAGE_TARGETS.jsHome)} ; monolithe ${kio(monolith.accueil.jsGzip)} en gzip`,
  );
  if (BENCH_SUMMARY)
    fs.writeFileSync(BENCH_SUMMARY, JSON.stringify({ runs: RUNS, pages, federated, clientRendered, monolith }));
  const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
  await recordFigures('pages', recordedFigures(pages, federated, clientRendered, monolith), {
    // Lighthouse's own index of this machine, in the server-rendered runs (median of the pages).
    cpuIndex: median(Object.values(federated).map((f) => f.benchmarkIndex)) || null,
    settings: `Lighthouse ${lighthouseVersion} mobile preset, ${CHROMIUM}, median of ${RUNS}, a release store and embedded database of its own`,
  });
} catch (error) {
  failed = true;
  console.error('\nÉchec de la mesure des pages :', error);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
