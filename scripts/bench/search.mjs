#!/usr/bin/env node
// pnpm bench:search — load test of the catalogue search on PostgreSQL, on this machine:
// GET /api/vehicles (a mix of realistic queries), GET /api/vehicles/filters (same mix) and
// GET /api/vehicles/{random id}, over 50,000 vehicles, with the bare SQL time of the queries the
// API sends beside the HTTP latencies.
//
// Runs on a PostgreSQL database of its own (created, then dropped at the end, also on failure or
// Ctrl-C) and an API process of its own on a free loopback port. Only ever talks to 127.0.0.1.
//
// Environment (all optional):
//   BENCH_DATABASE_URL   server to create the database on (its path names the maintenance database)
//                        default postgres://postgres@127.0.0.1:5432/postgres — host must be 127.0.0.1
//   BENCH_VEHICLES       vehicles to seed (50000)
//   BENCH_DURATION       seconds of each measured run (10), BENCH_CONNECTIONS (50)
//   BENCH_WARMUP         seconds of warm-up before each run (3), BENCH_SOLO_DURATION (5; 0 = skip the
//                        one-connection run that gives the unloaded service time)
//   BENCH_SQL_RUNS       timed runs per SQL query (5; the median is kept)
//   API_KEY              X-Api-Key (ga-local-dev-key)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIR = path.join(ROOT, 'api');
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = createRequire(path.join(API_DIR, 'package.json'))('pg');

const envInt = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} invalide : ${raw}`);
  return n;
};
const VEHICLES = envInt('BENCH_VEHICLES', 50_000);
const DURATION = envInt('BENCH_DURATION', 10);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 50);
const WARMUP = envInt('BENCH_WARMUP', 3);
const SOLO_DURATION = envInt('BENCH_SOLO_DURATION', 5);
const SQL_RUNS = Math.max(1, envInt('BENCH_SQL_RUNS', 5));
const API_KEY = process.env.API_KEY || 'ga-local-dev-key';
const CACHE_SECONDS = envInt('BENCH_CACHE_SECONDS', 60);
const PAGE_CACHE_SECONDS = envInt('BENCH_PAGE_CACHE_SECONDS', 5);
const TARGET_P99_MS = 50;
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
const baseUrl = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
if (baseUrl.hostname === 'localhost') baseUrl.hostname = '127.0.0.1';
if (baseUrl.hostname !== '127.0.0.1') {
  console.error(`BENCH_DATABASE_URL doit viser 127.0.0.1 (reçu : ${baseUrl.hostname}).`);
  process.exit(2);
}
const DB_NAME = `ga_bench_${process.pid}_${Date.now().toString(36)}`;
const benchUrl = new URL(baseUrl);
benchUrl.pathname = `/${DB_NAME}`;
const BENCH_DATABASE_URL = benchUrl.toString();

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------
const children = new Set();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Nearest-rank percentile of a sorted array. */
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
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

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

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

async function startApi(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: BENCH_DATABASE_URL,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      API_KEY,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // Counts and facets cached per normalised query (api/src/modules/catalogue/search-cache.ts);
      // BENCH_CACHE_SECONDS=0 measures every request against PostgreSQL.
      CATALOGUE_CACHE_SECONDS: String(CACHE_SECONDS),
      // Whole result pages (BENCH_PAGE_CACHE_SECONDS=0: every search computes its page of cards).
      CATALOGUE_PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
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
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`L’API s’est arrêtée au démarrage (code ${child.exitCode}).`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) {
        const health = await response.json();
        if (health.database?.kind !== 'postgres') throw new Error(`L’API n’utilise pas PostgreSQL (${health.database?.kind}).`);
        return child;
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
function load(origin, pickPath, connections, duration) {
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

  // 4 (measured first, machine idle). Bare SQL of the calls, captured from the API's own code.
  const detailIds = Array.from({ length: 5 }, randomId);
  const calls = [
    ...MIX.map(([name, query]) => ({ name, kind: 'search', query: decodeURIComponent(query) })),
    ...MIX.map(([name, query]) => ({ name, kind: 'filters', query: decodeURIComponent(query) })),
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
    return { per, sum: mean(per.map((p) => p.sum)), critical: mean(per.map((p) => p.critical)), roundTrip: mean(per.map((p) => p.roundTrip)) };
  };
  const sql = { search: sqlSummary('search'), filters: sqlSummary('filters'), show: sqlSummary('show') };

  // 2. API
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t1 = performance.now();
  await startApi(port);
  log(`API démarrée sur ${origin} (PostgreSQL, pool de 10 connexions) en ${((performance.now() - t1) / 1000).toFixed(1)} s ; cache des totaux et facettes : ${CACHE_SECONDS > 0 ? `${CACHE_SECONDS} s` : 'désactivé'} (BENCH_CACHE_SECONDS), des pages de résultats : ${PAGE_CACHE_SECONDS > 0 ? `${PAGE_CACHE_SECONDS} s` : 'désactivé'} (BENCH_PAGE_CACHE_SECONDS).\n`);

  // Sanity check of every URL of the mix (status and result counts).
  const headers = { 'x-api-key': API_KEY, accept: 'application/json' };
  log('| requête | /api/vehicles : total | vignettes | /api/vehicles/filters : total |\n|---|---|---|---|');
  for (const [name, query] of MIX) {
    const a = await fetch(`${origin}${withQuery('/api/vehicles', query)}`, { headers });
    const b = await fetch(`${origin}${withQuery('/api/vehicles/filters', query)}`, { headers });
    if (a.status !== 200 || b.status !== 200) throw new Error(`« ${name} » : HTTP ${a.status} / ${b.status}`);
    const [ja, jb] = [await a.json(), await b.json()];
    log(`| ${name} | ${int(ja.meta.total)} | ${ja.data.length} | ${int(jb.data.total)} |`);
  }
  const detail = await fetch(`${origin}/api/vehicles/${randomId()}`, { headers });
  if (detail.status !== 200) throw new Error(`/api/vehicles/{id} : HTTP ${detail.status}`);
  log('');

  // 3. Load
  const pickMix = (prefix) => () => withQuery(prefix, MIX[Math.floor(Math.random() * MIX.length)][1]);
  const endpoints = [
    { key: 'search', label: 'GET /api/vehicles (mélange)', pick: pickMix('/api/vehicles') },
    { key: 'filters', label: 'GET /api/vehicles/filters (mélange)', pick: pickMix('/api/vehicles/filters') },
    { key: 'show', label: 'GET /api/vehicles/{id aléatoire}', pick: () => `/api/vehicles/${randomId()}` },
  ];
  const results = {};
  const monitor = new pg.Client({ connectionString: baseUrl.toString() });
  await monitor.connect();
  try {
    for (const ep of endpoints) {
      if (WARMUP > 0) {
        await load(origin, ep.pick, CONNECTIONS, WARMUP);
        await drain(monitor, server.pid);
      }
      await machineQuiet();
      const solo = SOLO_DURATION > 0 ? await load(origin, ep.pick, 1, SOLO_DURATION) : null;
      await drain(monitor, server.pid);
      await machineQuiet();
      const before = await cpuSnapshot(monitor, server.pid);
      const r = await load(origin, ep.pick, CONNECTIONS, DURATION);
      const cpu = cpuDiff(before, await cpuSnapshot(monitor, server.pid));
      const drained = await drain(monitor, server.pid);
      results[ep.key] = { ...r, cpu, solo };
      const perReq = (s) => (s == null || !r.requests ? 'n/d' : f2((s * 1000) / r.requests));
      log(
        `${ep.label} — ${CONNECTIONS} connexions, ${r.seconds.toFixed(1)} s : ${int(r.rps)} req/s, p50 ${f1(r.p50)} ms, p95 ${f1(r.p95)} ms, ` +
          `p99 ${f1(r.p99)} ms (max ${f1(r.max)}), erreurs ${r.errors} (dont ${r.timeouts} délais > ${TIMEOUT_S} s), non-2xx ${r.non2xx}, ${f1(r.avgBytes / 1024)} Kio/réponse`,
      );
      log(
        `    CPU pendant la mesure : API ${f1(cpu.server)} s (${perReq(cpu.server)} ms/req), PostgreSQL ${f1(cpu.pg)} s (${perReq(cpu.pg)} ms/req), ` +
          `générateur ${f1(cpu.loadgen)} s (${perReq(cpu.loadgen)} ms/req), noyau (irq) ${f1(cpu.irq)} s, autres processus ${f1(cpu.others)} s ; ` +
          `machine occupée ${cpu.machineBusy == null ? 'n/d' : `${f1(cpu.machineBusy)} s sur ${f1(CORES * r.seconds)} s`}`,
      );
      log(`    SQL seul (même mélange, hors charge) : ${f2(sql[ep.key].sum)} ms/req en tout, ${f2(sql[ep.key].critical)} ms sur le chemin critique (requêtes parallèles)`);
      if (solo) log(`    1 connexion (avant la charge), ${solo.seconds.toFixed(1)} s : ${int(solo.rps)} req/s, p50 ${f1(solo.p50)} ms, p99 ${f1(solo.p99)} ms`);
      log(`    Requêtes laissées en cours par le générateur terminées ${drained.toFixed(1)} s après la fin de la mesure`);
    }
  } finally {
    await monitor.end();
  }

  // 4. SQL details
  log('\nSQL seul (requêtes exactes envoyées par l’API, médiane de ' + SQL_RUNS + ' exécutions ; « SQL » = planification + exécution d’EXPLAIN ANALYZE, « aller-retour » = requête chronométrée via pg)\n');
  log('| appel | requête | requêtes SQL | SQL somme (ms) | SQL plus longue (ms) | aller-retour pg somme (ms) | requête la plus lente |\n|---|---|---|---|---|---|---|');
  for (const [kind, name] of [['search', 'GET /api/vehicles'], ['filters', 'GET /api/vehicles/filters'], ['show', 'GET /api/vehicles/{id}']]) {
    for (const p of sql[kind].per) {
      log(`| ${name} | ${p.name} | ${p.queries} | ${f2(p.sum)} | ${f2(p.critical)} | ${f2(p.roundTrip)} | ${p.slowest.label} (${f2(p.slowest.sql)}) |`);
    }
  }

  // 5. Final table
  log(`\n## Résultat — ${VEHICLES.toLocaleString('fr-FR')} véhicules, ${CONNECTIONS} connexions, ${DURATION} s par appel, ${CORES} cœurs partagés, cache ${CACHE_SECONDS > 0 ? `${CACHE_SECONDS} s` : 'désactivé'} (pages ${PAGE_CACHE_SECONDS > 0 ? `${PAGE_CACHE_SECONDS} s` : 'non'})\n`);
  log('| appel | req/s | p50 (ms) | p95 (ms) | p99 (ms) | erreurs (délais) / non-2xx | p50 à 1 connexion (ms) | SQL/req : somme · chemin critique (ms) | CPU/req : API · PostgreSQL · générateur (ms) | p99 ≤ 50 ms |');
  log('|---|---|---|---|---|---|---|---|---|---|');
  for (const ep of endpoints) {
    const r = results[ep.key];
    const s = sql[ep.key];
    const perReq = (x) => (x == null || !r.requests ? 'n/d' : f2((x * 1000) / r.requests));
    log(
      `| ${ep.label} | ${int(r.rps)} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${r.errors} (${r.timeouts}) / ${r.non2xx} | ${r.solo ? f1(r.solo.p50) : 'n/d'} | ` +
        `${f2(s.sum)} · ${f2(s.critical)} | ${perReq(r.cpu.server)} · ${perReq(r.cpu.pg)} · ${perReq(r.cpu.loadgen)} | ${r.p99 <= TARGET_P99_MS ? 'oui' : 'non'} |`,
    );
  }

  log('\n### Lecture\n');
  log(`- Percentiles sur les réponses reçues ; une requête restée sans réponse après ${TIMEOUT_S} s y compte pour ${TIMEOUT_S} 000 ms (borne basse).`);
  log(
    `- Avec ${CONNECTIONS} connexions en boucle fermée, la latence moyenne vaut ${CONNECTIONS} / débit (loi de Little) : p99 ≤ ${TARGET_P99_MS} ms suppose au moins ` +
      `${int((CONNECTIONS * 1000) / TARGET_P99_MS)} req/s, soit au plus ${f2((CORES * 1000) / ((CONNECTIONS * 1000) / TARGET_P99_MS))} ms de CPU (API + PostgreSQL + générateur) par requête sur ${CORES} cœurs.`,
  );
  for (const ep of endpoints) {
    const r = results[ep.key];
    const s = sql[ep.key];
    const { cpu } = r;
    const perReq = (x) => (x == null || !r.requests ? null : (x * 1000) / r.requests);
    const apiMs = perReq(cpu.server);
    const pgMs = perReq(cpu.pg);
    const genMs = perReq(cpu.loadgen);
    const busy = cpu.machineBusy == null ? null : cpu.machineBusy / (CORES * r.seconds);
    const reached = r.p99 <= TARGET_P99_MS;
    const parts = [];
    parts.push(`p99 = ${f1(r.p99)} ms ${reached ? '≤' : '>'} ${TARGET_P99_MS} ms : objectif ${reached ? 'ATTEINT' : 'NON atteint'}`);
    parts.push(`${int(r.rps)} req/s, latence moyenne attendue ${f1((CONNECTIONS * 1000) / r.rps)} ms`);
    if (busy != null) parts.push(`CPU de la machine occupé à ${Math.round(busy * 100)} %`);
    if (cpu.others != null && cpu.others > 0.15 * CORES * r.seconds) parts.push(`dont ${f1(cpu.others)} s pris par d’autres processus de la machine (mesure perturbée)`);
    let bound;
    if (apiMs != null && pgMs != null) {
      const total = apiMs + pgMs + genMs;
      const side = pgMs > apiMs ? `PostgreSQL (${f2(pgMs)} ms CPU/req contre ${f2(apiMs)} ms pour l’API Node)` : `l’API Node — Fastify, zod, Kysely/pg, sérialisation JSON (${f2(apiMs)} ms CPU/req contre ${f2(pgMs)} ms pour PostgreSQL)`;
      bound =
        (busy != null && busy > 0.85 ? `borné par le CPU (saturé) ; l’essentiel va à ${side}` : `CPU non saturé ; part principale : ${side}`) +
        `, le générateur prenant ${f2(genMs)} ms/req ; ${f2(total)} ms CPU/req au total ⇒ plafond ≈ ${int((CORES * 1000) / total)} req/s sur ${CORES} cœurs`;
      const needed = (CONNECTIONS * 1000) / TARGET_P99_MS;
      if (!reached && (CORES * 1000) / total >= needed) {
        bound += ` (assez pour une moyenne ≤ ${TARGET_P99_MS} ms : la queue p99 vient de l’attente — ${CONNECTIONS} requêtes pour 10 connexions du pool pg et une douzaine de processus sur ${CORES} cœurs, GC compris)`;
      } else if (!reached) {
        bound += ` < ${int(needed)} req/s nécessaires`;
      }
    } else {
      bound = `SQL seul ${f2(s.sum)} ms/req (somme), ${f2(s.critical)} ms de chemin critique ; à 1 connexion p50 ${r.solo ? f1(r.solo.p50) : 'n/d'} ms`;
    }
    const sqlShare = r.solo ? ` À vide (1 connexion) : p50 ${f1(r.solo.p50)} ms dont ≈ ${f2(s.critical)} ms de SQL sur le chemin critique (${f2(s.sum)} ms de SQL en tout, ${s.per[0]?.queries ?? '?'} requête(s)).` : '';
    log(`- ${ep.label} : ${parts.join(' ; ')}. Ce qui borne : ${bound}.${sqlShare}`);
  }
} catch (error) {
  failed = true;
  if (interrupted) console.error('Banc d’essai interrompu.');
  else console.error('\nÉchec du banc d’essai :', error);
} finally {
  await cleanup();
  log(`Durée totale : ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
