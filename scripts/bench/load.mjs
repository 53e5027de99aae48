#!/usr/bin/env node
// pnpm bench:load: mixed reads and writes against the API on PostgreSQL, loopback only,
// bounded in time. A private database (created, seeded with the demo stock by the API's first start,
// dropped at the end); 200 visitors with confirmed addresses; a mix of searches (the long-tail mix
// of bench:search), vehicle pages, favourites added and listed, estimates and bookings; sent at a
// fixed rate by open-loop.mjs (evenly spaced, latency counted from when each request was due).
//
// 1. A ladder of rates (BENCH_LOAD_STEP s each) finds the highest one held with p99 ≤ 200 ms and
//    no 5xx; 2. that rate is held for BENCH_LOAD_DURATION s (60); 3. every write the API
//    acknowledged (2xx) is looked for in the database: « écritures perdues » must be 0.
//
// Env: BENCH_DATABASE_URL (PostgreSQL on 127.0.0.1, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_LOAD_DURATION (60), BENCH_LOAD_STEP (10), BENCH_SUMMARY (a JSON file for `pnpm bench`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { openLoop } from './open-loop.mjs';
import { loadReference, randomSearch, seededRandom } from './search-mix.mjs';
import { benchApi, benchSettings, freePort } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIR = path.join(ROOT, 'api');
const pg = createRequire(path.join(API_DIR, 'package.json'))('pg');
const API_KEY = benchSettings.text('API_KEY');
const DURATION = benchSettings.int('BENCH_LOAD_DURATION');
const STEP = benchSettings.int('BENCH_LOAD_STEP');
const BENCH_SUMMARY = benchSettings.optional('BENCH_SUMMARY');
const TARGET_P99_MS = 200;
const LADDER = [50, 100, 200, 300, 400, 600, 800, 1000, 1200, 1600];
const VISITORS = 200;
const CORES = os.availableParallelism?.() ?? os.cpus().length;

const bench = benchApi({ prefix: 'ga_load', apiDir: API_DIR, pg });
const { base: baseUrl, url: dbUrl, sql, cleanup } = bench;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Ready once its search index is loaded (the mix's searches would otherwise run on SQL first).
const startApi = (port) =>
  bench.start(
    port,
    {
      API_KEY,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      SCRYPT_COST: '1024',
      OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ga-load-outbox-')),
      // One load generator on one address: the per-IP limits of production would refuse it.
      RATE_REGISTER_PER_IP: '1000000',
      RATE_BOOKINGS_PER_IP: '1000000',
      RATE_PUBLIC_WRITES_PER_MINUTE: '1000000',
      RATE_PUBLIC_FORMS_PER_IP: '1000000',
      RATE_LOGIN_PER_IP: '1000000',
      RATE_EMAIL_LINKS_PER_ACCOUNT: '1000000',
    },
    (health) => health?.search_index?.state === 'ready',
  );

async function main() {
  console.log(
    `Banc de charge — lectures et écritures mêlées, API sur PostgreSQL (${baseUrl.host}), ${CORES} cœur(s), Node ${process.version}`,
  );
  await bench.create();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await startApi(port);
  console.log(
    `API prête en ${((Date.now() - started) / 1000).toFixed(1)} s (base créée, migrée, stock de démonstration).`,
  );
  const headers = { 'x-api-key': API_KEY, accept: 'application/json' };

  // Visitors, their addresses confirmed (a first booking needs it).
  const visitors = [];
  for (let i = 0; i < VISITORS; i += 1) {
    const body = {
      fullname: 'Camille Martin',
      email: `charge.${process.pid}.${i}@exemple.fr`,
      password: 'un cheval bleu mange des pommes',
      phone: '06 12 34 56 78',
      address: '12 rue de la Gare',
      postal_code: '72220',
      city: 'Écommoy',
      is_comp: false,
      subscribe_newsletter: false,
    };
    const res = await fetch(`${origin}/api/register`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`Inscription impossible : ${res.status} ${await res.text()}`);
    const reply = await res.json();
    visitors.push({ id: reply.data.id, token: reply.access_token, offset: i * 13, bookmarked: 0 });
  }
  await sql(dbUrl, `UPDATE users SET email_verified_at = now() WHERE email LIKE 'charge.%'`);
  const ref = await loadReference(origin, headers);
  const rnd = seededRandom(13);
  const searches = Array.from({ length: 4000 }, () => randomSearch(rnd, ref));
  const ids = (await (await fetch(`${origin}/api/sitemap/vehicles`, { headers })).json()).data
    .map((e) => Number(/\/(\d+)$/.exec(e.path)?.[1]))
    .filter(Boolean);
  const delivery = (
    await sql(
      dbUrl,
      `SELECT (SELECT id FROM delivery_types ORDER BY id LIMIT 1) AS type, (SELECT id FROM departments WHERE code = '72') AS dept`,
    )
  ).rows[0];

  const acked = { bookmarks: new Set(), estimates: [], bookings: [] };
  const any = (list) => list[Math.floor(Math.random() * list.length)];
  const auth = (v) => ({ authorization: `Bearer ${v.token}` });
  const idOf = (text) => {
    try {
      return JSON.parse(text).data?.id;
    } catch {
      return undefined;
    }
  };
  /** The mix (each visitor's favourites never repeat a vehicle): 45 % searches, 20 % vehicle pages, 10 % favourites added, 5 % listed, 10 % estimates, 5 % bookings, 5 % bookings listed. */
  const pick = () => {
    const r = Math.random();
    if (r < 0.45) {
      const query = any(searches);
      return { path: query ? `/api/vehicles?${query}` : '/api/vehicles' };
    }
    if (r < 0.65) return { path: `/api/vehicles/${any(ids)}` };
    const v = any(visitors);
    if (r < 0.75) {
      // A vehicle this visitor never touched: the store toggles a favourite, so each pair is asked
      // once and every acknowledged one must be there at the end.
      const vehicle = ids[(v.offset + v.bookmarked++) % ids.length];
      return {
        method: 'POST',
        path: '/api/user/bookmarks/store',
        headers: auth(v),
        body: { vehicle_id: vehicle },
        onReply: (s) => s === 201 && acked.bookmarks.add(`${v.id}:${vehicle}`),
      };
    }
    if (r < 0.8) return { path: '/api/user/bookmarks', headers: auth(v) };
    if (r < 0.9) {
      return {
        method: 'POST',
        path: '/api/user/estimates/store',
        headers: auth(v),
        body: { vehicle_id: any(ids), delivery_type_id: delivery.type, department_id: delivery.dept },
        onReply: (s, t) => s < 300 && acked.estimates.push(idOf(t)),
      };
    }
    if (r < 0.95)
      return {
        method: 'POST',
        path: '/api/user/bookings/store',
        headers: auth(v),
        body: { vehicle_id: any(ids) },
        onReply: (s, t) => s < 300 && acked.bookings.push(idOf(t)),
      };
    return { path: '/api/user/bookings', headers: auth(v) };
  };

  const run = (rate, duration) => openLoop({ origin, headers, pick, rate, duration, timeoutMs: 10_000 });
  const fmt = (r) =>
    `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, 5xx ${r.status5xx}, autres non-2xx ${r.non2xx - r.status5xx}, erreurs ${r.errors}`;
  await run(20, 3); // warm-up
  let held = 0;
  const ladder = [];
  for (const rate of LADDER) {
    const r = await run(rate, STEP);
    const ok = r.p99 <= TARGET_P99_MS && r.status5xx === 0 && r.errors === 0;
    ladder.push(`${rate} → p99 ${r.p99.toFixed(1)} ms${ok ? '' : ' ✘'}`);
    console.log(`  palier ${rate} req/s (${STEP} s) : ${fmt(r)}`);
    if (!ok) break;
    held = rate;
    await sleep(2000);
  }
  if (!held) throw new Error('Aucun palier tenu avec p99 ≤ 200 ms.');
  await sleep(3000);
  for (const k of Object.keys(acked)) if (Array.isArray(acked[k])) acked[k].length = 0;
  acked.bookmarks.clear();
  console.log(`\nCharge tenue : ${held} req/s pendant ${DURATION} s…`);
  const result = await run(held, DURATION);
  console.log(`  ${fmt(result)}`);
  await sleep(2000);

  // Every acknowledged write is in the database.
  const pairs = [...acked.bookmarks].map((p) => p.split(':').map(Number));
  const foundBookmarks = pairs.length
    ? Number(
        (
          await sql(
            dbUrl,
            `SELECT count(*)::int AS n FROM bookmarks b JOIN unnest($1::int[], $2::int[]) AS a(u, v) ON b.user_id = a.u AND b.vehicle_id = a.v`,
            [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
          )
        ).rows[0].n,
      )
    : 0;
  const countIds = async (table, list) =>
    list.length
      ? Number(
          (await sql(dbUrl, `SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[])`, [list])).rows[0].n,
        )
      : 0;
  const foundQuotes = await countIds('estimates', acked.estimates);
  const foundBookings = await countIds('bookings', acked.bookings);
  const lost =
    pairs.length - foundBookmarks + acked.estimates.length - foundQuotes + acked.bookings.length - foundBookings;

  const table = [
    '| charge mêlée, PostgreSQL, 60 s | débit tenu (p99 ≤ 200 ms) | p50 | p95 | p99 | 5xx | écritures acquittées (favoris · devis · réservations) | écritures perdues |',
    '|---|---|---|---|---|---|---|---|',
    `| ${result.requests} requêtes | ${held} req/s | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.p99.toFixed(1)} ms | ${result.status5xx} | ${pairs.length} · ${acked.estimates.length} · ${acked.bookings.length} | ${lost} |`,
  ];
  console.log(`\nPaliers : ${ladder.join(' ; ')}\n\n${table.join('\n')}`);
  if (BENCH_SUMMARY) {
    fs.writeFileSync(
      BENCH_SUMMARY,
      JSON.stringify(
        {
          held,
          duration: DURATION,
          ...result,
          acked: { bookmarks: pairs.length, estimates: acked.estimates.length, bookings: acked.bookings.length },
          lost,
          ladder,
        },
        null,
        2,
      ),
    );
  }
  if (lost > 0 || result.status5xx > 0) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
