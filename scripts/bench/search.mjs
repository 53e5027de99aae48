#!/usr/bin/env node
// pnpm bench:search — load test of the catalogue search on PostgreSQL, on this machine:
// GET /api/vehicles, GET /api/vehicles/filters and GET /api/vehicles/{random id}, over 50,000
// vehicles, with a seeded random mix of filters, sorts and pages (the long tail, search-mix.mjs,
// not only the popular listings the caches keep), at a fixed rate (open loop, BENCH_RATE req/s),
// then at rising rates to find the highest one held with p99 ≤ 50 ms; the bare SQL time of the
// queries the API sends beside the HTTP latencies. Then the same mix on the default embedded
// database (PGlite, the demo stock) at 10 connections (target p99 ≤ 100 ms).
//
// Runs on a PostgreSQL database of its own (created, then dropped at the end, also on failure or
// Ctrl-C) and an API process of its own on a free loopback port. Only ever talks to 127.0.0.1.
//
// Its settings (BENCH_DATABASE_URL, whose host must be 127.0.0.1, BENCH_VEHICLES, BENCH_RATE…) and
// their defaults are in the one list, docs/configuration.md « Tests, benches and commands ».
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { openLoop } from './open-loop.mjs';
import { benchDatabase, benchSettings, freePort, median, percentile } from './support.mjs';
import { facetQuery, loadReference, randomSearch, seededRandom } from './search-mix.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIR = path.join(ROOT, 'api');
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = createRequire(path.join(API_DIR, 'package.json'))('pg');

const envInt = (name) => benchSettings.int(name);
const VEHICLES = envInt('BENCH_VEHICLES');
const DURATION = envInt('BENCH_DURATION');
const WARMUP = envInt('BENCH_WARMUP');
const SOLO_DURATION = envInt('BENCH_SOLO_DURATION');
const SQL_RUNS = Math.max(1, envInt('BENCH_SQL_RUNS'));
const API_KEY = benchSettings.text('API_KEY');
const CACHE_SECONDS = envInt('BENCH_CACHE_SECONDS');
const PAGE_CACHE_SECONDS = envInt('BENCH_PAGE_CACHE_SECONDS');
const TARGET_P99_MS = 50;
const EMBEDDED_TARGET_P99_MS = 100;
const RATE = envInt('BENCH_RATE');
const STEP_DURATION = envInt('BENCH_STEP_DURATION');
const SEED = envInt('BENCH_SEED');
const PGLITE = envInt('BENCH_PGLITE') > 0;
/** Rates of the ladder (req/s): the highest one held with p99 ≤ 50 ms is reported. */
const LADDER = [25, 50, 100, 200, 300, 400, 600, 800, 1200, 1600];
const TIMEOUT_S = 10; // autocannon's request timeout; a timed-out request counts as TIMEOUT_S in the percentiles
const CORES = os.availableParallelism?.() ?? os.cpus().length;

/** The search mix: what the catalogue pages ask for most (arrays as `name[]=v`, encoded as qs does). */
const MIX = [
  ['sans filtre', ''],
  ['voitures électriques', 'category=voitures&energies%5B%5D=electrique'],
  ['Renault, prix croissant', 'brands%5B%5D=renault&sort=price_asc'],
  ['≤ 20 000 € et ≤ 50 000 km', 'price_max=20000&mileage_max=50000'],
  ['nouveautés', 'listing=nouveautes'],
  ['page 5', 'page=5'],
];
const withQuery = (p, q) => (q ? `${p}?${q}` : p);

// ---------------------------------------------------------------------------------------------
// Database URL: loopback only
// ---------------------------------------------------------------------------------------------
const { base: baseUrl, name: DB_NAME, url: benchUrl } = benchDatabase('ga_bench');
const BENCH_DATABASE_URL = benchUrl.toString();

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------
const children = new Set();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const f1 = (n) => (n == null || Number.isNaN(n) ? 'n/d' : n.toFixed(1));
const f2 = (n) => (n == null || Number.isNaN(n) ? 'n/d' : n.toFixed(2));
const int = (n) => Math.round(n).toLocaleString('fr-FR');
const log = (...args) => console.log(...args);

function run(cmd, args, { env, input, cwd = API_DIR } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
    children.add(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(args[args.length - 1] ?? cmd)} : code ${code ?? signal}`));
    });
    child.stdin.end(input ?? '');
  });
}

/** Last JSON line printed by the helper. */
const lastJson = (out) => JSON.parse(out.trim().split('\n').filter(Boolean).at(-1));
const helper = (args, input) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/bench-seed.ts', ...args], { env: { DATABASE_URL: BENCH_DATABASE_URL }, input }).then(lastJson);


// CPU accounting from /proc (Linux): the API process, every `postgres` process, the whole machine.
const HZ = 100; // USER_HZ, 100 on every Linux build
const hasProc = fs.existsSync('/proc/stat');
function procCpuSeconds(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / HZ;
  } catch {
    return null;
  }
}
/** CPU seconds of the PostgreSQL backends serving the bench database (other sessions excluded). */
async function postgresCpu(monitor) {
  const out = new Map();
  if (!hasProc) return out;
  const { rows } = await monitor.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [DB_NAME]);
  for (const { pid } of rows) {
    const cpu = procCpuSeconds(pid);
    if (cpu !== null) out.set(pid, cpu);
  }
  return out;
}
function machineCpu() {
  if (!hasProc) return null;
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user)
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = f[3] + (f[4] ?? 0);
  return { busy: (total - idle) / HZ, total: total / HZ, irq: ((f[5] ?? 0) + (f[6] ?? 0)) / HZ };
}
async function cpuSnapshot(monitor, serverPid) {
  const pgCpu = await postgresCpu(monitor);
  return { server: hasProc ? procCpuSeconds(serverPid) : null, pg: pgCpu, self: process.cpuUsage(), machine: machineCpu() };
}
function cpuDiff(a, b) {
  let pgCpu = null;
  if (b.pg.size) {
    pgCpu = 0;
    for (const [pid, cpu] of b.pg) pgCpu += cpu - (a.pg.get(pid) ?? 0);
  }
  const self = process.cpuUsage(a.self);
  const server = a.server === null || b.server === null ? null : b.server - a.server;
  const loadgen = (self.user + self.system) / 1e6;
  const machineBusy = a.machine && b.machine ? b.machine.busy - a.machine.busy : null;
  const irq = a.machine && b.machine ? b.machine.irq - a.machine.irq : null;
  return {
    server,
    pg: pgCpu,
    loadgen,
    machineBusy,
    // Kernel interrupts (loopback TCP is mostly softirq), not charged to any process.
    irq,
    // Whatever else ran on the machine meanwhile (other processes, PostgreSQL's background workers).
    others: machineBusy === null || server === null || pgCpu === null ? null : Math.max(0, machineBusy - irq - server - pgCpu - loadgen),
  };
}

// ---------------------------------------------------------------------------------------------
// Database and API lifecycle, with cleanup on every exit path
// ---------------------------------------------------------------------------------------------
let dbCreated = false;
let server = null;
/** Set when the API exits on its own (crash, or killed by someone else): the runs stop at once. */
let serverExit = null;
let currentLoad = null;

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: baseUrl.toString() });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.stopping = true;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

async function dropDatabase() {
  if (!dbCreated) return;
  dbCreated = false;
  try {
    await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${DB_NAME}' AND pid <> pg_backend_pid()`);
    await adminQuery(`DROP DATABASE IF EXISTS "${DB_NAME}"`);
    log(`Base ${DB_NAME} supprimée.`);
  } catch (error) {
    console.error(`Suppression de la base ${DB_NAME} impossible (à faire à la main : DROP DATABASE "${DB_NAME}") :`, error.message);
  }
}

let cleaning = null;
let interrupted = false;
function cleanup() {
  cleaning ??= (async () => {
    for (const child of children) child.kill('SIGTERM');
    await stopServer();
    await dropDatabase();
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal} reçu : arrêt du serveur et suppression de la base…`);
    cleanup().finally(() => process.exit(130));
  });
}

/** The API on `port`: on the bench's PostgreSQL database, or `extraEnv` (PGlite: DATA_DIR, no DATABASE_URL). */
async function startApi(port, extraEnv = {}, kind = 'postgres') {
  serverExit = null;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: BENCH_DATABASE_URL,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_KEY,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // Counts and facets cached per normalised query (api/src/modules/catalogue/search-cache.ts);
      // BENCH_CACHE_SECONDS=0 measures every request against PostgreSQL.
      CATALOGUE_CACHE_SECONDS: String(CACHE_SECONDS),
      // Whole result pages (BENCH_PAGE_CACHE_SECONDS=0: every search computes its page of cards).
      CATALOGUE_PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
      // The in-memory search index (default); BENCH_SEARCH_INDEX=off measures the SQL way.
      SEARCH_INDEX: benchSettings.text('BENCH_SEARCH_INDEX'),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server = child;
  child.on('exit', (code, signal) => {
    if (child.stopping) return;
    serverExit = signal ? `signal ${signal}` : `code ${code}`;
    console.error(`\nL’API s’est arrêtée d’elle-même (${serverExit}) : crash, ou processus tué par quelqu’un d’autre.`);
    currentLoad?.stop();
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`L’API s’est arrêtée au démarrage (code ${child.exitCode}).`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) {
        const health = await response.json();
        if (health.database?.kind !== kind) throw new Error(`L’API n’utilise pas ${kind} (${health.database?.kind}).`);
        // Measured once the search index is read (until then SQL answers).
        if (health.search_index?.state !== 'loading') {
          console.log(`  API prête : index de recherche ${health.search_index?.state} (${health.search_index?.vehicles} véhicules)`);
          return child;
        }
      }
    } catch (error) {
      if (error.message?.startsWith('L’API')) throw error;
    }
    await sleep(200);
  }
  throw new Error('L’API ne répond pas sur /health après 60 s.');
}

// ---------------------------------------------------------------------------------------------
// Load runs
// ---------------------------------------------------------------------------------------------
function load(origin, pickPath, connections, duration, rate = 0) {
  if (serverExit) return Promise.reject(new Error(`API arrêtée (${serverExit})`));
  return new Promise((resolve, reject) => {
    const latencies = [];
    let bytes = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration,
        pipelining: 1,
        // Open loop: requests leave at this rate whatever the answers' latency (0: closed loop).
        ...(rate ? { overallRate: rate } : {}),
        timeout: TIMEOUT_S,
        headers: { 'x-api-key': API_KEY, accept: 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, path: pickPath() }) }],
      },
      (error, result) => {
        currentLoad = null;
        if (error) return reject(error);
        if (serverExit) return reject(new Error(`API arrêtée pendant la mesure (${serverExit}) : résultats invalides`));
        const seconds = (performance.now() - started) / 1000;
        const completed = latencies.length;
        for (let i = 0; i < result.timeouts; i += 1) latencies.push(TIMEOUT_S * 1000);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: completed,
          seconds,
          rps: completed / seconds,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          max: latencies.at(-1),
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          avgBytes: completed ? bytes / completed : 0,
        });
      },
    );
    currentLoad = instance;
    instance.on('response', (_client, _status, resBytes, ms) => {
      latencies.push(ms);
      bytes += resBytes;
    });
  });
}

/**
 * Waits until the API has worked through the requests the load generator left behind (the handlers
 * and their SQL keep running after autocannon closes its sockets): no active query on the bench
 * database and the API process idle, three checks in a row.
 */
async function drain(monitor, serverPid, maxMs = 60_000) {
  const started = performance.now();
  let quiet = 0;
  let prev = procCpuSeconds(serverPid);
  while (performance.now() - started < maxMs) {
    await sleep(250);
    const { rows } = await monitor.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()", [DB_NAME]);
    const now = procCpuSeconds(serverPid);
    const apiIdle = now === null || prev === null || now - prev <= 0.05; // ≤ 20 % of a core over 250 ms
    prev = now;
    quiet = rows[0].n === 0 && apiIdle ? quiet + 1 : 0;
    if (quiet >= 3) return (performance.now() - started) / 1000;
  }
  log(`    (l’API n’est pas revenue au repos en ${maxMs / 1000} s ; mesure suivante lancée quand même)`);
  return maxMs / 1000;
}

/** Waits (at most maxMs) for the machine to be mostly idle, so that other work does not skew a measured run. */
async function machineQuiet(maxMs = 60_000) {
  if (!hasProc) return;
  const started = performance.now();
  let prev = machineCpu();
  while (performance.now() - started < maxMs) {
    await sleep(1000);
    const now = machineCpu();
    if ((now.busy - prev.busy) / Math.max(0.01, now.total - prev.total) < 0.2) return;
    prev = now;
  }
  log(`    (d’autres processus occupent la machine depuis ${maxMs / 1000} s : mesure lancée quand même)`);
}

// ---------------------------------------------------------------------------------------------
// Bare SQL timings
// ---------------------------------------------------------------------------------------------
function queryLabel(text) {
  if (/^select count\(\*\)::int as "n"/.test(text)) return 'count';
  if (/ min\(/.test(text)) return 'bornes (min/max)';
  if (/^select count\(\*\)::int as "count"/.test(text) && !/group by/.test(text)) return 'aménagés';
  const group = /group by ("[^"]+"\."[^"]+")/.exec(text);
  if (group) return `facette ${group[1].replace(/"/g, '')}`;
  if (/ limit \$\d+ offset /.test(text)) return 'page de vignettes';
  if (/"v"\."id" = \$\d+/.test(text)) return 'fiche par id';
  return text.slice(0, 40);
}

async function timeQueries(client, queries) {
  const out = [];
  for (const q of queries) {
    await client.query(q.sql, q.parameters); // warm-up (plan cache is not used: unnamed statements, as the API)
    const exec = [];
    const plan = [];
    const roundTrip = [];
    for (let i = 0; i < SQL_RUNS; i += 1) {
      const t = performance.now();
      await client.query(q.sql, q.parameters);
      roundTrip.push(performance.now() - t);
      const r = await client.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${q.sql}`, q.parameters);
      const p = r.rows[0]['QUERY PLAN'][0];
      exec.push(p['Execution Time']);
      plan.push(p['Planning Time']);
    }
    out.push({ label: queryLabel(q.sql), exec: median(exec), plan: median(plan), sql: median(exec.map((e, i) => e + plan[i])), roundTrip: median(roundTrip) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
const startedAt = performance.now();
let failed = false;
try {
  log(`Banc d’essai de la recherche — ${VEHICLES.toLocaleString('fr-FR')} véhicules, PostgreSQL ${baseUrl.host}, base ${DB_NAME}`);
  log(`Machine : ${CORES} cœur(s) (${os.cpus()[0]?.model ?? '?'}), Node ${process.version} ; serveur, PostgreSQL et générateur de charge partagent ces cœurs.\n`);

  const m0 = machineCpu();
  await sleep(1000);
  const m1 = machineCpu();
  if (m0 && m1) {
    const busy = (m1.busy - m0.busy) / Math.max(0.01, m1.total - m0.total);
    if (busy > 0.25) log(`Attention : la machine est déjà occupée à ${Math.round(busy * 100)} % par d’autres processus ; les mesures en pâtiront (voir « autres »).\n`);
  }

  // 1. Database
  await adminQuery(`CREATE DATABASE "${DB_NAME}"`);
  dbCreated = true;
  const t0 = performance.now();
  const seeded = await helper(['seed', String(VEHICLES)]);
  log(
    `Base prête en ${((performance.now() - t0) / 1000).toFixed(1)} s : ${seeded.migrations} migrations (${seeded.migrateMs} ms), ` +
      `${seeded.vehicles.toLocaleString('fr-FR')} véhicules insérés (${(seeded.seedMs / 1000).toFixed(1)} s), VACUUM ANALYZE (${(seeded.analyseMs / 1000).toFixed(1)} s).`,
  );
  if (seeded.vehicles !== VEHICLES) throw new Error(`${seeded.vehicles} véhicules publiés au lieu de ${VEHICLES}.`);
  const randomId = () => seeded.minId + Math.floor(Math.random() * (seeded.maxId - seeded.minId + 1));

  // 2. API
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t1 = performance.now();
  await startApi(port);
  log(`API démarrée sur ${origin} (PostgreSQL, pool de 10 connexions) en ${((performance.now() - t1) / 1000).toFixed(1)} s ; cache des totaux et facettes : ${CACHE_SECONDS > 0 ? `${CACHE_SECONDS} s` : 'désactivé'} (BENCH_CACHE_SECONDS), des pages de résultats : ${PAGE_CACHE_SECONDS > 0 ? `${PAGE_CACHE_SECONDS} s` : 'désactivé'} (BENCH_PAGE_CACHE_SECONDS).\n`);

  // Sanity check of the popular queries (status and result counts).
  const headers = { 'x-api-key': API_KEY, accept: 'application/json' };
  log('| requête populaire | /api/vehicles : total | vignettes | /api/vehicles/filters : total |\n|---|---|---|---|');
  for (const [name, query] of MIX) {
    const a = await fetch(`${origin}${withQuery('/api/vehicles', query)}`, { headers });
    const b = await fetch(`${origin}${withQuery('/api/vehicles/filters', query)}`, { headers });
    if (a.status !== 200 || b.status !== 200) throw new Error(`« ${name} » : HTTP ${a.status} / ${b.status}`);
    const [ja, jb] = [await a.json(), await b.json()];
    log(`| ${name} | ${int(ja.meta.total)} | ${ja.data.length} | ${int(jb.data.total)} |`);
  }
  const detail = await fetch(`${origin}/api/vehicles/${randomId()}`, { headers });
  if (detail.status !== 200) throw new Error(`/api/vehicles/{id} : HTTP ${detail.status}`);

  // The long tail: a seeded sequence of searches over the brands and models of the stock.
  const reference = await loadReference(origin, headers);
  const rnd = seededRandom(SEED);
  const searches = Array.from({ length: 4000 }, () => randomSearch(rnd, reference));
  const facetSearches = searches.map(facetQuery);
  const distinct = new Set(searches).size;
  log(`\nMélange aléatoire (graine ${SEED}) : ${searches.length} recherches, ${distinct} distinctes ; par exemple :`);
  for (const q of searches.slice(0, 5)) log(`  /api/vehicles?${decodeURIComponent(q)}`);
  for (const q of searches.slice(0, 40)) {
    const response = await fetch(`${origin}${withQuery('/api/vehicles', q)}`, { headers });
    if (response.status !== 200) throw new Error(`/api/vehicles?${q} : HTTP ${response.status}`);
  }
  log('');

  // Bare SQL of a sample of the mix (the exact SQL the API's code sends), machine idle.
  const sample = searches.slice(0, 12);
  const detailIds = Array.from({ length: 5 }, randomId);
  const calls = [
    ...sample.map((q) => ({ name: decodeURIComponent(q) || '(sans filtre)', kind: 'search', query: decodeURIComponent(q) })),
    ...sample.map((q) => ({ name: decodeURIComponent(facetQuery(q)) || '(sans filtre)', kind: 'filters', query: decodeURIComponent(facetQuery(q)) })),
    ...detailIds.map((id) => ({ name: `id ${id}`, kind: 'show', query: String(id) })),
  ];
  const captured = await helper(['sql'], JSON.stringify(calls));
  await machineQuiet();
  const sqlClient = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await sqlClient.connect();
  const sqlTimes = [];
  try {
    for (const call of captured) sqlTimes.push({ ...call, times: await timeQueries(sqlClient, call.queries) });
  } finally {
    await sqlClient.end();
  }
  const sqlSummary = (kind) => {
    const rows = sqlTimes.filter((c) => c.kind === kind);
    const per = rows.map((c) => ({
      name: c.name,
      queries: c.times.length,
      sum: c.times.reduce((a, t) => a + t.sql, 0),
      critical: Math.max(...c.times.map((t) => t.sql)),
      roundTrip: c.times.reduce((a, t) => a + t.roundTrip, 0),
      slowest: c.times.reduce((a, t) => (t.sql > a.sql ? t : a)),
    }));
    const sorted = (key) => per.map((p) => p[key]).sort((a, b) => a - b);
    return { per, sum: mean(per.map((p) => p.sum)), critical: mean(per.map((p) => p.critical)), worst: sorted('critical').at(-1), roundTrip: mean(per.map((p) => p.roundTrip)) };
  };
  const sql = { search: sqlSummary('search'), filters: sqlSummary('filters'), show: sqlSummary('show') };

  // 3. Load: warm-up, one connection (service time), the fixed rate, then the ladder of rates.
  const pickFrom = (prefix, list) => () => withQuery(prefix, list[Math.floor(Math.random() * list.length)]);
  const endpoints = [
    { key: 'search', label: 'GET /api/vehicles (mélange aléatoire)', pick: pickFrom('/api/vehicles', searches) },
    { key: 'filters', label: 'GET /api/vehicles/filters (mélange aléatoire)', pick: pickFrom('/api/vehicles/filters', facetSearches) },
    { key: 'show', label: 'GET /api/vehicles/{id aléatoire}', pick: () => `/api/vehicles/${randomId()}` },
  ];
  const held = (r, rate) => r.p99 <= TARGET_P99_MS && r.errors === 0 && r.non2xx === 0 && r.rps >= 0.9 * rate;
  const results = {};
  const monitor = new pg.Client({ connectionString: baseUrl.toString() });
  await monitor.connect();
  try {
    for (const ep of endpoints) {
      if (WARMUP > 0) {
        await load(origin, ep.pick, 10, WARMUP);
        await drain(monitor, server.pid);
      }
      await machineQuiet();
      const solo = SOLO_DURATION > 0 ? await load(origin, ep.pick, 1, SOLO_DURATION) : null;
      await drain(monitor, server.pid);
      await machineQuiet();
      const before = await cpuSnapshot(monitor, server.pid);
      const r = await openLoop({ origin, headers, pickPath: ep.pick, rate: RATE, duration: DURATION, timeoutMs: TIMEOUT_S * 1000 });
      const cpu = cpuDiff(before, await cpuSnapshot(monitor, server.pid));
      await drain(monitor, server.pid);
      const ladder = [];
      for (const rate of LADDER) {
        await machineQuiet();
        const step = await openLoop({ origin, headers, pickPath: ep.pick, rate, duration: STEP_DURATION, timeoutMs: TIMEOUT_S * 1000 });
        await drain(monitor, server.pid);
        ladder.push({ rate, ...step, held: held(step, rate) });
        if (!held(step, rate)) break;
      }
      const highest = ladder.filter((step) => step.held).at(-1)?.rate ?? 0;
      results[ep.key] = { ...r, cpu, solo, ladder, highest };
      const perReq = (x) => (x == null || !r.requests ? 'n/d' : f2((x * 1000) / r.requests));
      log(
        `${ep.label} — ${RATE} req/s visées (boucle ouverte, open-loop.mjs), ${r.seconds.toFixed(1)} s : ${int(r.rps)} req/s, p50 ${f1(r.p50)} ms, p95 ${f1(r.p95)} ms, ` +
          `p99 ${f1(r.p99)} ms (max ${f1(r.max)}), erreurs ${r.errors} (dont ${r.timeouts} délais > ${TIMEOUT_S} s), non-2xx ${r.non2xx}, ${f1(r.avgBytes / 1024)} Kio/réponse`,
      );
      log(`    CPU par requête : API ${perReq(cpu.server)} ms, PostgreSQL ${perReq(cpu.pg)} ms, générateur ${perReq(cpu.loadgen)} ms ; machine occupée ${cpu.machineBusy == null ? 'n/d' : `${f1(cpu.machineBusy)} s sur ${f1(CORES * r.seconds)} s`}`);
      log(`    SQL seul (échantillon du mélange, hors charge) : ${f2(sql[ep.key].critical)} ms en moyenne sur le chemin critique, ${f2(sql[ep.key].worst)} ms au pire, ${f2(sql[ep.key].sum)} ms de SQL en tout par appel`);
      if (solo) log(`    1 connexion : ${int(solo.rps)} req/s, p50 ${f1(solo.p50)} ms, p99 ${f1(solo.p99)} ms`);
      log(`    Paliers (${STEP_DURATION} s) : ${ladder.map((step) => `${step.rate} → p99 ${f1(step.p99)} ms${step.held ? '' : ` ✘ (${int(step.rps)} req/s)`}`).join(' ; ')} ⇒ plus haut débit tenu avec p99 ≤ ${TARGET_P99_MS} ms : ${highest ? `${highest} req/s` : 'aucun palier'}`);
    }
  } finally {
    await monitor.end();
  }

  // 4. SQL details
  log('\nSQL seul (requêtes exactes envoyées par l’API, médiane de ' + SQL_RUNS + ' exécutions ; « SQL » = planification + exécution d’EXPLAIN ANALYZE)\n');
  log('| appel | requête | requêtes SQL | SQL somme (ms) | SQL plus longue (ms) | requête la plus lente |\n|---|---|---|---|---|---|');
  for (const [kind, name] of [['search', 'GET /api/vehicles'], ['filters', 'GET /api/vehicles/filters'], ['show', 'GET /api/vehicles/{id}']]) {
    for (const p of sql[kind].per) log(`| ${name} | ${p.name} | ${p.queries} | ${f2(p.sum)} | ${f2(p.critical)} | ${p.slowest.label} (${f2(p.slowest.sql)}) |`);
  }
  await stopServer();

  // 5. The default embedded database (PGlite, the demo stock), same mix, 10 connections.
  let embedded = null;
  if (PGLITE) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-bench-pglite-'));
    try {
      const embeddedPort = await freePort();
      const embeddedOrigin = `http://127.0.0.1:${embeddedPort}`;
      await startApi(embeddedPort, { DATABASE_URL: '', DATA_DIR: dataDir }, 'pglite');
      const ref = await loadReference(embeddedOrigin, headers);
      const r2 = seededRandom(SEED);
      const mix = Array.from({ length: 4000 }, () => randomSearch(r2, ref));
      const list = await (await fetch(`${embeddedOrigin}/api/sitemap/vehicles`, { headers })).json();
      const ids = list.data.map((entry) => /\/(\d+)$/.exec(entry.path)?.[1]).filter(Boolean);
      const embeddedEndpoints = [
        { key: 'search', label: 'GET /api/vehicles (mélange aléatoire)', pick: pickFrom('/api/vehicles', mix) },
        { key: 'filters', label: 'GET /api/vehicles/filters (mélange aléatoire)', pick: pickFrom('/api/vehicles/filters', mix.map(facetQuery)) },
        { key: 'show', label: 'GET /api/vehicles/{id aléatoire}', pick: () => `/api/vehicles/${ids[Math.floor(Math.random() * ids.length)]}` },
      ];
      embedded = {};
      log(`\nBase embarquée (PGlite, stock de démonstration : ${int(ids.length)} véhicules), même mélange, 10 connexions (boucle fermée), ${DURATION} s :`);
      for (const ep of embeddedEndpoints) {
        if (WARMUP > 0) await load(embeddedOrigin, ep.pick, 10, WARMUP);
        await machineQuiet();
        const r = await load(embeddedOrigin, ep.pick, 10, DURATION);
        embedded[ep.key] = r;
        log(`  ${ep.label} : ${int(r.rps)} req/s, p50 ${f1(r.p50)} ms, p95 ${f1(r.p95)} ms, p99 ${f1(r.p99)} ms, erreurs ${r.errors}, non-2xx ${r.non2xx} ${r.p99 <= EMBEDDED_TARGET_P99_MS ? '✔' : '✘'}`);
      }
      embedded.vehicles = ids.length;
    } finally {
      await stopServer();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  // 6. Final table
  log(`\n## Résultat — ${VEHICLES.toLocaleString('fr-FR')} véhicules sur PostgreSQL, mélange aléatoire, ${RATE} req/s en boucle ouverte, ${DURATION} s par appel, ${CORES} cœurs partagés, cache ${CACHE_SECONDS > 0 ? `${CACHE_SECONDS} s` : 'désactivé'} (pages ${PAGE_CACHE_SECONDS > 0 ? `${PAGE_CACHE_SECONDS} s` : 'non'})\n`);
  log(`| appel | req/s obtenues | p50 (ms) | p95 (ms) | p99 (ms) | p99 ≤ ${TARGET_P99_MS} ms | plus haut débit tenu (p99 ≤ ${TARGET_P99_MS} ms) | SQL du chemin critique : moyenne · pire (ms) | embarquée, 10 connexions : p99 (ms) |`);
  log('|---|---|---|---|---|---|---|---|---|');
  const summaryRows = [];
  for (const ep of endpoints) {
    const r = results[ep.key];
    const s = sql[ep.key];
    const e = embedded?.[ep.key];
    log(
      `| ${ep.label} | ${int(r.rps)} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${held(r, RATE) ? 'oui' : 'non'} | ${r.highest ? `${r.highest} req/s` : 'aucun palier'} | ${f2(s.critical)} · ${f2(s.worst)} | ${e ? `${f1(e.p99)} ${e.p99 <= EMBEDDED_TARGET_P99_MS ? '✔' : '✘'}` : 'n/d'} |`,
    );
    summaryRows.push(
      { label: `${ep.label} à ${RATE} req/s, PostgreSQL ${VEHICLES / 1000} k (SQL ${f2(s.critical)} ms)`, value: `p99 ${f1(r.p99)} ms`, target: `≤ ${TARGET_P99_MS} ms`, ok: held(r, RATE) },
      { label: `${ep.label} : plus haut débit tenu`, value: r.highest ? `${r.highest} req/s` : 'aucun palier', target: '—', ok: null },
    );
    if (e) summaryRows.push({ label: `${ep.label}, base embarquée, 10 connexions`, value: `p99 ${f1(e.p99)} ms`, target: `≤ ${EMBEDDED_TARGET_P99_MS} ms`, ok: e.p99 <= EMBEDDED_TARGET_P99_MS });
  }
  if (benchSettings.optional('BENCH_SUMMARY')) fs.writeFileSync(benchSettings.text('BENCH_SUMMARY'), JSON.stringify({ rows: summaryRows }));
} catch (error) {
  failed = true;
  if (interrupted) console.error('Banc d’essai interrompu.');
  else console.error('\nÉchec du banc d’essai :', error);
} finally {
  await cleanup();
  log(`Durée totale : ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
