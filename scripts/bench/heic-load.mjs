#!/usr/bin/env node
// pnpm bench:heic: does a burst of hostile HEIC uploads stall the API? Loopback only,
// bounded in time (BENCH_HEIC_DURATION s, 20) and in count (each uploader stops after
// BENCH_HEIC_MAX_UPLOADS, 300).
//
// A private PostgreSQL database (created, seeded by the API's first start, dropped at the end) and a
// private FILES_DIR; accounts, each with a trade-in request. Then, all at once:
//   - 4 clients upload the hostile HEIC (27 KB declaring 26 × 24 tiles, 8320 × 5760 px, that all
//     point at the same bytes) in a loop; the first keeps one account and so meets its limit of 30
//     uploads per 10 minutes (429), the others move to their next account on a 429;
//   - 1 client uploads a valid heavy HEIC (16 × 12 real tiles, 5120 × 2880 px) in a loop, removing
//     each photo once accepted (8 photos per request at most);
//   - 1 client polls GET /health every 50 ms; 1 client signs in again and again (scrypt, on the
//     libuv pool that sharp uses too).
// Printed: /health and sign-in p50/p99/max, upload outcomes per kind, the API's memory and the HEIC
// decoder's (GET /metrics, from the loopback). Target: /health p99 < 50 ms.
//
// Env: BENCH_DATABASE_URL (PostgreSQL on 127.0.0.1, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_HEIC_DURATION (20), BENCH_HEIC_MAX_UPLOADS (300), SCRYPT_COST (the API's default unless set),
// BENCH_HEIC_MIX (hostile,heavy,signin: which clients run beside the /health poller).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildGridHeic } from '../../api/src/modules/tradein/photos/fixtures/heif-builder.mjs';
import { DEFAULTS } from '@ga/config';
import { benchApi, benchSettings, freePort, percentile } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIR = path.join(ROOT, 'api');
const pg = createRequire(path.join(API_DIR, 'package.json'))('pg');
const API_KEY = benchSettings.text('API_KEY');
const DURATION = benchSettings.int('BENCH_HEIC_DURATION');
const MAX_UPLOADS = benchSettings.int('BENCH_HEIC_MAX_UPLOADS');
/** The demo OAuth client the bench's API runs with (its defaults). */
const OAUTH = { id: String(DEFAULTS.OAUTH_CLIENT_ID), secret: String(DEFAULTS.OAUTH_CLIENT_SECRET) };
const MIX = new Set(benchSettings.list('BENCH_HEIC_MIX'));
const HOSTILE_CLIENTS = 4;
const ACCOUNTS_PER_CLIENT = 3;
const TARGET_HEALTH_P99_MS = 50;
const PASSWORD = 'un cheval bleu mange des pommes';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-heic-files-'));
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-heic-outbox-'));
const bench = benchApi({ prefix: 'ga_heic', apiDir: API_DIR, pg, dirs: [filesDir, outbox] });
const { base: baseUrl, url: dbUrl, sql, cleanup } = bench;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const startApi = (port) =>
  bench.start(port, {
    API_KEY,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    SEARCH_INDEX: 'off',
    FILES_DIR: filesDir,
    OUTBOX_DIR: outbox,
    OPS_TOKEN: '',
    // One client machine on one address: the per-IP limits of production would refuse it (the
    // per-account upload limit, 30 per 10 minutes, stays).
    RATE_REGISTER_PER_IP: '1000000',
    RATE_LOGIN_PER_IP: '1000000',
    RATE_PUBLIC_WRITES_PER_MINUTE: '1000000',
    RATE_PUBLIC_FORMS_PER_IP: '1000000',
  });

function multipart(file) {
  const boundary = '----ga-bench-heic';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="IMG_0001.HEIC"\r\nContent-Type: image/heic\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const fmt = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? `n=${s.length}, p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${s.at(-1).toFixed(1)} ms`
    : 'n=0';
};

async function main() {
  console.log(
    `Banc HEIC — téléversements hostiles contre /health et la connexion, API sur PostgreSQL (${baseUrl.host}), ${os.availableParallelism?.() ?? os.cpus().length} cœur(s), Node ${process.version}`,
  );
  const hostile = buildGridHeic({ rows: 24, columns: 26, shared: 'extent' });
  const heavy = buildGridHeic({ rows: 12, columns: 16 });
  console.log(
    `Fichier hostile : ${(hostile.length / 1024).toFixed(1)} Ko déclarant 8320 × 5760 px (624 tuiles, mêmes octets) ; HEIC valide lourd : ${(heavy.length / 1024).toFixed(1)} Ko, 5120 × 2880 px (192 tuiles).`,
  );
  await bench.create();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await startApi(port);
  console.log(`API prête en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const headers = { 'x-api-key': API_KEY, accept: 'application/json' };
  const json = () => ({ ...headers, 'content-type': 'application/json' });
  const version = (await sql(dbUrl, `SELECT id, year_from FROM tradein_versions ORDER BY id LIMIT 1`)).rows[0];

  let n = 0;
  async function account() {
    n += 1;
    const email = `heic.${process.pid}.${n}@exemple.fr`;
    const body = {
      fullname: 'Camille Martin',
      email,
      password: PASSWORD,
      phone: '06 12 34 56 78',
      address: '12 rue de la Gare',
      postal_code: '72220',
      city: 'Écommoy',
      is_comp: false,
      subscribe_newsletter: false,
    };
    const res = await fetch(`${origin}/api/register`, { method: 'POST', headers: json(), body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`Inscription impossible : ${res.status} ${await res.text()}`);
    const token = (await res.json()).access_token;
    const tradein = await fetch(`${origin}/api/user/reprises/store`, {
      method: 'POST',
      headers: { ...json(), authorization: `Bearer ${token}` },
      body: JSON.stringify({
        version_id: version.id,
        year: version.year_from,
        month: 6,
        mileage: 90_000,
        first_hand: false,
        service_history: true,
      }),
    });
    if (tradein.status !== 201)
      throw new Error(`Demande de reprise impossible : ${tradein.status} ${await tradein.text()}`);
    return { email, token, tradein: (await tradein.json()).data.id };
  }
  // The first hostile client keeps one account (it meets the upload limit); the others have 3.
  const hostileAccounts = [];
  for (let c = 0; c < HOSTILE_CLIENTS; c += 1) {
    const list = [];
    for (let a = 0; a < (c === 0 ? 1 : ACCOUNTS_PER_CLIENT); a += 1) list.push(await account());
    hostileAccounts.push(list);
  }
  const heavyAccount = await account();
  const signer = await account();
  console.log(`${n} comptes créés, chacun avec une demande de reprise.`);

  let until = 0;
  const running = () => Date.now() < until;
  const outcomes = { hostile: new Map(), heavy: new Map() };
  const latencies = { hostile: [], heavy: [], health: [], signIn: [] };
  const count = (kind, status) => outcomes[kind].set(status, (outcomes[kind].get(status) ?? 0) + 1);

  async function upload(kind, who, file) {
    const { body, type } = multipart(file);
    const t = performance.now();
    const res = await fetch(`${origin}/api/user/reprises/${who.tradein}/photos`, {
      method: 'POST',
      headers: { ...headers, 'content-type': type, authorization: `Bearer ${who.token}` },
      body,
    });
    const text = await res.text();
    latencies[kind].push(performance.now() - t);
    count(kind, res.status);
    return { status: res.status, text };
  }

  async function hostileClient(accounts) {
    let i = 0;
    for (let sent = 0; running() && sent < MAX_UPLOADS; sent += 1) {
      const { status } = await upload('hostile', accounts[i], hostile);
      if (status === 429 && i < accounts.length - 1) i += 1;
      if (status === 429 || status === 503) await sleep(200);
    }
  }
  async function heavyClient() {
    for (let sent = 0; running() && sent < MAX_UPLOADS; sent += 1) {
      const { status, text } = await upload('heavy', heavyAccount, heavy);
      if (status === 201) {
        const url = JSON.parse(text).data.url;
        await fetch(`${origin}${url}`, {
          method: 'DELETE',
          headers: { ...headers, authorization: `Bearer ${heavyAccount.token}` },
        });
      } else if (status === 429 || status === 503) {
        await sleep(500);
      }
    }
  }
  async function healthClient() {
    while (running()) {
      const t = performance.now();
      const res = await fetch(`${origin}/health`);
      await res.arrayBuffer();
      latencies.health.push(performance.now() - t);
      await sleep(50);
    }
  }
  const signIns = new Map();
  async function signInClient() {
    while (running()) {
      const t = performance.now();
      const res = await fetch(`${origin}/oauth/token`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({
          grant_type: 'password',
          client_id: OAUTH.id,
          client_secret: OAUTH.secret,
          username: signer.email,
          password: PASSWORD,
        }),
      });
      await res.arrayBuffer();
      latencies.signIn.push(performance.now() - t);
      signIns.set(res.status, (signIns.get(res.status) ?? 0) + 1);
    }
  }

  // The API's own event-loop lag (prom-client, reset at each read of /metrics): the main thread's
  // stalls, without the scheduling noise of this client.
  const metricsText = () =>
    fetch(`${origin}/metrics`).then(
      (r) => r.text(),
      () => '',
    );
  const lag = (text) => {
    const value = (name) =>
      Number(new RegExp(`^ga_api_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text)?.[1]) * 1000;
    return `p50 ${value('p50').toFixed(1)} ms, p99 ${value('p99').toFixed(1)} ms, max ${value('max').toFixed(1)} ms (période de mesure de 10 ms comprise)`;
  };

  // Quiet figures first: /health and sign-in alone for 3 s.
  await metricsText();
  const quietUntil = Date.now() + 3000;
  const quiet = { health: [], signIn: [] };
  await Promise.all([
    (async () => {
      while (Date.now() < quietUntil) {
        const t = performance.now();
        await (await fetch(`${origin}/health`)).arrayBuffer();
        quiet.health.push(performance.now() - t);
        await sleep(50);
      }
    })(),
    (async () => {
      while (Date.now() < quietUntil) {
        const t = performance.now();
        await (
          await fetch(`${origin}/oauth/token`, {
            method: 'POST',
            headers: json(),
            body: JSON.stringify({
              grant_type: 'password',
              client_id: OAUTH.id,
              client_secret: OAUTH.secret,
              username: signer.email,
              password: PASSWORD,
            }),
          })
        ).arrayBuffer();
        quiet.signIn.push(performance.now() - t);
      }
    })(),
  ]);
  console.log(`Au calme (3 s)  /health : ${fmt(quiet.health)}`);
  console.log(`Au calme (3 s)  connexion : ${fmt(quiet.signIn)}`);
  console.log(`Au calme (3 s)  retard de la boucle d’événements de l’API : ${lag(await metricsText())}`);

  const t0 = Date.now();
  until = t0 + DURATION * 1000;
  await Promise.all([
    ...(MIX.has('hostile') ? hostileAccounts.map(hostileClient) : []),
    MIX.has('heavy') && heavyClient(),
    MIX.has('signin') && signInClient(),
    healthClient(),
  ]);
  console.log(`\nSous charge (${((Date.now() - t0) / 1000).toFixed(1)} s, clients : ${[...MIX].join(', ')}) :`);
  const p99 = percentile(
    [...latencies.health].sort((a, b) => a - b),
    99,
  );
  console.log(
    `  /health : ${fmt(latencies.health)} — objectif p99 < ${TARGET_HEALTH_P99_MS} ms : ${p99 < TARGET_HEALTH_P99_MS ? 'atteint' : 'MANQUÉ'}`,
  );
  console.log(`  connexion : ${fmt(latencies.signIn)} (statuts ${JSON.stringify(Object.fromEntries(signIns))})`);
  for (const kind of ['hostile', 'heavy']) {
    console.log(
      `  envois ${kind === 'hostile' ? 'hostiles' : 'HEIC valide lourd'} : ${fmt(latencies[kind])} ; statuts ${JSON.stringify(Object.fromEntries([...outcomes[kind]].sort()))}`,
    );
  }
  const metrics = await metricsText();
  console.log(`  retard de la boucle d’événements de l’API : ${lag(metrics)}`);
  const pick = (re) =>
    [...metrics.matchAll(re)].map((m) => `${m[1]} ${(Number(m[2]) / 1024 / 1024).toFixed(0)} Mo`).join(', ');
  console.log(
    `  mémoire de l’API : ${pick(/^ga_api_process_(resident_memory)_bytes (\S+)$/gm) || 'n/a'} ; thread de décodage HEIC (dernier décodage) : ${pick(/^ga_photo_decoder_memory_bytes\{kind="(\w+)"\} (\S+)$/gm) || 'n/a'}`,
  );
  const outcomesLine = [...metrics.matchAll(/^ga_photo_uploads_total\{outcome="(\w+)"\} (\S+)$/gm)]
    .map((m) => `${m[1]} ${m[2]}`)
    .join(', ');
  console.log(`  issues côté API (ga_photo_uploads_total) : ${outcomesLine || 'n/a'}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
