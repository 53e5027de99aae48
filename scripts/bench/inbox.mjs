#!/usr/bin/env node
// pnpm bench:inbox — the staff inbox at BENCH_INBOX_ROWS requests (100,000), on both databases:
// the embedded PGlite (in memory) and PostgreSQL (a database of its own on BENCH_DATABASE_URL,
// 127.0.0.1 only, dropped at the end). Each run migrates, loads the rows, then times the list, its
// filters, the search (name, phone, plate, e-mail) and a conseiller's narrowed view
// (api/src/cli/bench-inbox.ts). Target: p95 ≤ 100 ms for every call, on each database. The figures
// are recorded in docs/performance-figures.json and docs/performance.md's table (figures.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { benchDatabase, benchSettings } from './support.mjs';
import { recordFigures } from './figures.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIR = path.join(ROOT, 'api');
const pg = createRequire(path.join(API_DIR, 'package.json'))('pg');
const ROWS = benchSettings.int('BENCH_INBOX_ROWS');
const RUNS = benchSettings.int('BENCH_INBOX_RUNS');
const TARGET_P95_MS = 100;

const { DATABASE_URL: _ignored, ...withoutDatabase } = process.env;

/** The TypeScript half, on PGlite without `DATABASE_URL`, on PostgreSQL with it. */
function helper(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bench-inbox.ts', String(ROWS), String(RUNS)], {
      cwd: API_DIR,
      env: { ...withoutDatabase, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`bench-inbox : code ${code}`)),
    );
  });
}

async function admin(base, text) {
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const results = [];
console.log(
  `Boîte de réception à ${ROWS.toLocaleString('fr-FR')} demandes, ${RUNS} tours par appel (temps du service : SQL et mise en forme)…`,
);
results.push(await helper({}));
const { base, name, url } = benchDatabase('ga_bench_inbox');
await admin(base, `CREATE DATABASE "${name}"`);
try {
  results.push(await helper({ DATABASE_URL: url.toString() }));
} finally {
  await admin(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

const rows = [];
const figures = [];
for (const r of results) {
  const label = r.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`\n${label} — ${r.rows.toLocaleString('fr-FR')} demandes chargées en ${r.load_seconds} s\n`);
  console.log('| appel | p50 | p95 | max |\n|---|---|---|---|');
  for (const c of r.calls) console.log(`| ${c.name} | ${c.p50} ms | ${c.p95} ms | ${c.max} ms |`);
  const worst = Math.max(...r.calls.map((c) => c.p95));
  rows.push({
    label: `Boîte conseiller ${label}, ${r.rows.toLocaleString('fr-FR')} demandes : pire p95 (liste, filtres, recherche)`,
    value: `${worst} ms`,
    target: `≤ ${TARGET_P95_MS} ms`,
    ok: worst <= TARGET_P95_MS,
  });
  figures.push({
    what: `staff inbox, ${label}, ${r.rows.toLocaleString('en-US')} requests: worst p95 of all calls`,
    value: worst,
    unit: 'ms',
    target: { max: TARGET_P95_MS },
  });
}
if (process.env.BENCH_SUMMARY) fs.writeFileSync(process.env.BENCH_SUMMARY, JSON.stringify({ rows }));
await recordFigures('inbox', figures, { settings: `${RUNS} rounds of every call, times of the service function` });
console.log('');
for (const row of rows) console.log(`${row.ok ? '✔' : '✘'} ${row.label} : ${row.value} (objectif ${row.target})`);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
