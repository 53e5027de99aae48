#!/usr/bin/env node
// pnpm test cluster — the site tier on several instances, on one machine (loopback only, bounded):
// two API instances and two site servers started from the description of compose.yaml
// (topology.mjs: commands, production environment), behind Debian's HAProxy running
// deploy/haproxy.cfg, on PostgreSQL, Redis and an S3 server (s3rver) for the private files and the
// releases. No folder is shared: this process is the releasing machine (its own store), every
// release is published to the S3 server (browser files under a public prefix, server builds under a
// private one: `pnpm release --to … --server-to …`), and each site server copies the versions it
// serves into a store of its own; the registry is in PostgreSQL, where the release commands, both
// deciders and both site servers read and write it (RELEASE_REGISTRY).
//
// 1. A release, a canary, an automatic rollback (the decider of one API, on beacons sent through the
//    proxy) and manual rollbacks of a remote and of the shell: every site server sends the same
//    versions, the same cohort cookie gets the same versions from each, and the delay until the
//    last one sends a change is measured, the copy from the bucket included (bound: 5 s).
// 2. 60 s of visitors at a fixed rate through the proxy (pages, API reads, favourites added), with
//    `kill -9` of one site server at 20 s and of one API at 40 s: the 5xx visitors get are counted
//    against the requests in flight on the killed process (HAProxy's count just before the kill),
//    no surviving server answers a 5xx, and every favourite acknowledged is in the database.
// 3. The killed servers start again — the site server on an empty store, as a new container would —
//    and the proxy takes them back once it has copied what it serves; `prune --keep 1` spares the
//    versions a site server sends and the canary's, and every file a page names still loads, from
//    the site or from the bucket (the remotes' origin).
//
// Skipped with one line when a part is missing: DATABASE_URL (PostgreSQL), REDIS_URL, haproxy.
// `node scripts/cluster/multi-instance.mjs [report.json]`: the checks passed and failed go there.
// CI runs it in its PostgreSQL pass (.ci/run). Figures: docs/operations.md « Several instances ».
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readSettings } from '@ga/config';
import { localProxyConfig, DEPLOYED_CONFIG, startProxy } from './haproxy.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { buildServers } from '../servers.mjs';
import {
  API_INSTANCES,
  COMMANDS,
  READY_PATH,
  RELEASE_DESTINATIONS,
  SITE_INSTANCES,
  apiEnvironment,
  siteEnvironment,
} from './topology.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIR = path.join(ROOT, COMMANDS.api.dir);
const requireApi = createRequire(path.join(API_DIR, 'package.json'));
const settings = readSettings('tests');
const REMOTE = 'mf-content';
const BOUND_MS = 5000;
const LOAD_SECONDS = 60;
/** Sized for 2 cores shared by four servers, the proxy and the load itself. */
const RATES = { pages: 8, api: 24 };
const KILLS = [
  { at: 20, kind: 'site', index: 0 },
  { at: 40, kind: 'api', index: 0 },
];

const skip = (reason) => {
  console.log(`Test multi-instances ignoré : ${reason}`);
  process.exit(0);
};
const databaseUrl = settings.optional('DATABASE_URL');
const redisUrl = settings.optional('REDIS_URL');
if (!databaseUrl?.startsWith('postgres')) skip('DATABASE_URL (PostgreSQL) absent.');
if (!redisUrl) skip('REDIS_URL absent.');
if (spawnSync('haproxy', ['-v']).error) skip('haproxy absent (paquet Debian « haproxy »).');
if (!(await reachable(new URL(redisUrl)))) skip(`Redis injoignable (${new URL(redisUrl).host}).`);

const database = new URL(databaseUrl);
if (database.hostname === 'localhost') database.hostname = '127.0.0.1';
const dbName = `ga_cluster_${process.pid}_${Date.now().toString(36)}`;
const dbUrl = new URL(database);
dbUrl.pathname = `/${dbName}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-cluster-'));
const STORE = path.join(work, 'releases');
// Before the release modules are loaded: the releasing machine's store, the registry in the
// database every instance shares (RELEASE_REGISTRY, @ga/releases).
process.env.RELEASE_STORE = STORE;
process.env.RELEASE_REGISTRY = dbUrl.toString();
const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);
const { APPS, REGISTRY_LOCATION, readRegistry, releaseDir } = await load('scripts/release/store.mjs');
// store.mjs reads RELEASE_STORE and RELEASE_REGISTRY once, when first imported: if a static import
// above reached it first, the releases would go to the developer's registry and no server would see them.
if (REGISTRY_LOCATION.url !== process.env.RELEASE_REGISTRY || REGISTRY_LOCATION.store !== STORE)
  throw new Error('scripts/release/store.mjs importé avant que le test ne règle RELEASE_STORE et RELEASE_REGISTRY');
const { release } = await load('scripts/release/release.mjs');
const { prune, rollback } = await load('scripts/release/rollback.mjs');
const { switchServerRendering } = await load('scripts/release/server-rendering.mjs');
const { startProcess, stopProcesses, waitFor } = await load('scripts/processes.mjs');
const { remoteVersion, seenEverywhere, versionReader } = await load('scripts/bench/served-version.mjs');
const { openLoop } = await load('scripts/bench/open-loop.mjs');
const { freePort, queryOnce } = await load('scripts/bench/support.mjs');
const { closeRegistries, parseS3Url } = await load('shared/releases/src/index.mjs');
const pg = requireApi('pg');
const S3rver = requireApi('s3rver');

function reachable({ hostname, port }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const failures = [];
let passed = 0;
const check = (ok, message) => {
  console.log(`  ${ok ? '✔' : '✘'} ${message}`);
  if (ok) passed += 1;
  else failures.push(message);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups = [];

// ── The parts ──────────────────────────────────────────────────────────────────────────────────
const sql = (url, text, params) => queryOnce(pg, url, text, params);

const ports = {
  site: await freePort(),
  api: await freePort(),
  stats: await freePort(),
  s3: await freePort(),
  sites: await Promise.all(SITE_INSTANCES.map(() => freePort())),
  apis: await Promise.all(API_INSTANCES.map(() => freePort())),
};
const proxy = { site: `http://127.0.0.1:${ports.site}`, api: `http://127.0.0.1:${ports.api}` };
const siteOrigins = ports.sites.map((port) => `http://127.0.0.1:${port}`);
const secret = () => randomBytes(24).toString('base64url');
const values = {
  databaseUrl: dbUrl.toString(),
  redisUrl,
  filesBucket: 'ga-fichiers',
  s3Endpoint: `http://127.0.0.1:${ports.s3}`,
  s3Region: 'eu-west-3',
  s3AccessKeyId: 'S3RVER',
  s3SecretAccessKey: 'S3RVER',
  releaseRegistry: dbUrl.toString(),
  siteUrl: proxy.site,
  apiPublicUrl: proxy.api,
  apiInternalUrl: proxy.api,
  // The proxy is on the loopback here (compose.yaml: uniquelocal, Docker's networks).
  trustProxy: 'loopback',
  apiKey: secret(),
  oauthClientSecret: secret(),
  opsToken: secret(),
  beaconSecret: secret(),
  staffTotpKey: secret(),
};
/** Test-only settings on top of the deployment's: one load generator on one address, a quick decider. */
const TEST_API = {
  API_HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SHUTDOWN_DRAIN_SECONDS: '1',
  RATE_REGISTER_PER_IP: '1000000',
  RATE_PUBLIC_WRITES_PER_MINUTE: '1000000',
  RATE_BOOKINGS_PER_IP: '1000000',
  RATE_BEACONS_PER_MINUTE: '1000000',
  CANARY_CHECK_SECONDS: '1',
  CANARY_MIN_LOADS: '3',
  CANARY_MIN_VISITORS: '2',
};
const TEST_SITE = {
  SITE_HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SHUTDOWN_DRAIN_SECONDS: '1',
  SITE_SSR_RENDERS_PER_MINUTE: '1000000',
  SITE_BEACONS_PER_MINUTE: '1000000',
  SITE_BEACON_EVENTS_PER_ADDRESS: '1000000',
};

// This process publishes as `docker compose run release` does (its S3 settings: the same store).
// The AWS SDK's notice that Node 20 support ends (docs/toolchain.md, trap 27): silenced in this test, whose servers inherit this environment.
Object.assign(process.env, {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  S3_ENDPOINT: values.s3Endpoint,
  S3_REGION: values.s3Region,
  S3_ACCESS_KEY_ID: values.s3AccessKeyId,
  S3_SECRET_ACCESS_KEY: values.s3SecretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});
const BUCKETS = {
  public: parseS3Url(RELEASE_DESTINATIONS.public).bucket,
  private: parseS3Url(RELEASE_DESTINATIONS.private).bucket,
};
// The remotes' browser origin named as a CDN's would be (--public-url): the S3 server, another origin than the site's.
const publish = {
  to: RELEASE_DESTINATIONS.public,
  serverTo: RELEASE_DESTINATIONS.private,
  publicUrl: `${values.s3Endpoint}/${BUCKETS.public}/${parseS3Url(RELEASE_DESTINATIONS.public).prefix}`,
};
/** A release as `pnpm release <app> --to … --server-to …` makes it. */
const releaseToS3 = (app, options = {}) =>
  release(app, { quiet: true, publish: app === 'shell' ? { ...publish, publicUrl: undefined } : publish, ...options });

const servers = {};
/** Each instance's own store folder (nothing shared); `fresh`: emptied first, as a new container's. */
function ownStore(name, fresh) {
  const dir = path.join(work, 'stores', name);
  if (fresh) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
async function launch(kind, index, { fresh = false } = {}) {
  await buildServers();
  const names = kind === 'api' ? API_INSTANCES : SITE_INSTANCES;
  const releaseStore = ownStore(names[index], fresh);
  const env =
    kind === 'api'
      ? { ...apiEnvironment({ ...values, releaseStore, apiPort: String(ports.apis[index]) }), ...TEST_API }
      : { ...siteEnvironment({ ...values, releaseStore, sitePort: String(ports.sites[index]) }), ...TEST_SITE };
  servers[names[index]] = startProcess(names[index], kind, env);
  const port = (kind === 'api' ? ports.apis : ports.sites)[index];
  return waitFor(`http://127.0.0.1:${port}${READY_PATH}`, { name: names[index], timeoutMs: 180_000 });
}

async function cleanup() {
  await stopProcesses(Object.values(servers));
  for (const step of cleanups.reverse()) await step().catch(() => {});
  await closeRegistries().catch(() => {});
  await sql(database, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));
const deadline = setTimeout(() => {
  console.error('Test multi-instances : plus de 10 minutes, arrêté.');
  cleanup().finally(() => process.exit(1));
}, 10 * 60_000);

/** The same build published again under a new version (a file of its own changes the hash). */
function variant(app, label) {
  const dir = path.join(work, 'builds', `${app}-${label}`);
  fs.cpSync(path.join(ROOT, app, 'dist'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'variante.txt'), `${label}\n`);
  return dir;
}

/** A new visitor through the proxy: its signed cohort cookie (`ga_cohort=…`). */
async function newVisitor() {
  const res = await fetch(`${proxy.site}/registry.json`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ga_cohort='));
  return cookie?.split(';')[0];
}

const figures = { propagation: [] };
async function measurePropagation(label, app, version, since, read = versionReader(app)) {
  const delay = await seenEverywhere(siteOrigins, read, version, since, { pollMs: 10, giveUpMs: BOUND_MS * 2 });
  figures.propagation.push({ label, delay });
  check(
    delay <= BOUND_MS,
    `${label} : servi par les ${siteOrigins.length} serveurs de site en ${Number.isFinite(delay) ? `${delay.toFixed(0)} ms` : 'jamais'} (≤ 5 s)`,
  );
}

try {
  console.log(
    `Test multi-instances — ${API_INSTANCES.length} API et ${SITE_INSTANCES.length} serveurs de site derrière HAProxy, PostgreSQL, Redis, S3 (s3rver), Node ${process.version}`,
  );
  const started = performance.now();

  await sql(database, `CREATE DATABASE "${dbName}"`);
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: ports.s3,
    directory: path.join(work, 's3'),
    silent: true,
    configureBuckets: [values.filesBucket, BUCKETS.public, BUCKETS.private].map((name) => ({ name, configs: [] })),
  });
  await s3.run();
  cleanups.push(() => s3.close());
  // Releases, published to the S3 server: the builds already made (CI's e2e made them), else built now.
  for (const app of APPS) {
    const dist = path.join(ROOT, app, 'dist');
    await releaseToS3(app, fs.existsSync(dist) ? { dist } : {});
  }
  const initial = await readRegistry();
  const first = Object.fromEntries(APPS.map((app) => [app, initial.apps[app].live]));

  // The private database, seeded once with the demo staff disabled (docs/operations.md « first start »).
  const cli = (args) => {
    const run = spawnSync(process.execPath, ['--enable-source-maps', ...args], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: dbUrl.toString(), FILES_DIR: path.join(work, 'files'), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`${args.join(' ')} : ${run.stderr || run.stdout}`);
  };
  // The operators' commands as production runs them: compiled (scripts/servers.mjs).
  await buildServers();
  cli(['dist/seed.js']);
  cli(['dist/staff.js', 'disable-demo']);

  const smtp = await startSmtpSink();
  values.smtpUrl = smtp.url;
  cleanups.push(() => smtp.close());

  await Promise.all(API_INSTANCES.map((_, i) => launch('api', i)));
  await Promise.all(SITE_INSTANCES.map((_, i) => launch('site', i)));
  const haproxy = await startProxy(
    localProxyConfig(fs.readFileSync(DEPLOYED_CONFIG, 'utf8'), ports),
    work,
    ports.stats,
  );
  cleanups.push(async () => haproxy.child.kill('SIGKILL'));
  const allUp = async () =>
    (await haproxy.stats())
      .filter((row) => [...API_INSTANCES, ...SITE_INSTANCES].includes(row.svname))
      .every((row) => row.status.startsWith('UP'));
  for (let i = 0; i < 50 && !(await allUp()); i += 1) await sleep(200);
  console.log(
    `Prêt en ${((performance.now() - started) / 1000).toFixed(1)} s (releases, base semée, serveurs prêts, proxy).\n\nVersions`,
  );

  // ── 0. Releases from the bucket ──────────────────────────────────────────────────────────────
  // Each site server started on an empty store: what it serves it copied from the S3 server; a
  // remote's browsers load it from the bucket (its origin), its pages are still rendered by the
  // server (from the server build copied from the private prefix); no server build is public.
  const publicKeys = fs.readdirSync(path.join(work, 's3', BUCKETS.public), { recursive: true });
  check(
    publicKeys.length > 0 && !publicKeys.some((key) => key.split(path.sep).includes('server')),
    `bucket public : ${publicKeys.length} entrées, aucun build serveur`,
  );
  const rendered = await Promise.all(
    siteOrigins.map(async (origin) => {
      const page = await fetch(`${origin}/a-propos/faq`);
      const html = await page.text();
      const scriptSources =
        /script-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1].split(' ') ?? [];
      const registryJson = await (await fetch(`${origin}/registry.json`)).json();
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      const plan = await (await fetch(`${origin}/plan-du-site`)).text();
      const entry = registryJson.remotes?.[REMOTE]?.entry ?? '';
      return {
        ssr: /data-ssr="(mf-content@[^"]+)"/.exec(html)?.[1],
        entry,
        // The head from the copied route manifest, the preload hint to the entry on its origin, the page in the sitemap.
        missing: [
          ...(/<title>[^<]*[Qq]uestions/.test(html) ? [] : ['titre']),
          // (A server-rendered page announces only its LCP image: the remote's origin is in its CSP.)
          ...(scriptSources.includes(new URL(values.s3Endpoint).origin) ? [] : ['CSP']),
          ...(sitemap.includes('/a-propos/faq</loc>') ? [] : ['sitemap.xml']),
          ...(plan.includes('href="/a-propos/faq"') ? [] : ['/plan-du-site']),
        ],
      };
    }),
  );
  check(
    rendered.every(
      (r) =>
        r.ssr === `${REMOTE}@${first[REMOTE]}` &&
        !r.missing.length &&
        r.entry.startsWith(`${values.s3Endpoint}/${BUCKETS.public}/`),
    ),
    `chaque serveur de site, sur sa copie du bucket, rend /a-propos/faq (${rendered.map((r) => r.ssr ?? 'non rendue').join(', ')}) avec son titre, dans sitemap.xml et /plan-du-site, ${REMOTE} chargé depuis son origine S3 (registre, CSP)${rendered.some((r) => r.missing.length) ? ` (manque : ${rendered.map((r) => r.missing.join('+') || 'rien').join(', ')})` : ''}`,
  );

  // The same page rendered by the browser (ops' switch, `pnpm ssr mf-content off`): its preload hints
  // name the remote's entry on its origin.
  await switchServerRendering(REMOTE, 'off');
  const clientPage = async (origin) => {
    for (let i = 0; i < 50; i += 1) {
      const html = await (await fetch(`${origin}/a-propos/faq`)).text();
      if (!html.includes('data-ssr="mf-content')) return html;
      await sleep(100);
    }
    return '';
  };
  const hinted = await Promise.all(
    siteOrigins.map(async (origin) => {
      const html = await clientPage(origin);
      const entry = (await (await fetch(`${origin}/registry.json`)).json()).remotes?.[REMOTE]?.entry ?? '';
      return entry.startsWith(values.s3Endpoint) && html.includes(`<link rel="preload" as="script" href="${entry}"`);
    }),
  );
  await switchServerRendering(REMOTE, 'default');
  check(
    hinted.every(Boolean),
    `rendue par le navigateur, /a-propos/faq précharge l’entrée de ${REMOTE} sur son origine S3, sur chaque serveur`,
  );

  // ── 1. Versions seen alike ───────────────────────────────────────────────────────────────────
  const released = await releaseToS3(REMOTE, { dist: variant(REMOTE, 'release') });
  await measurePropagation(`release de ${REMOTE}`, REMOTE, released.version, performance.now());

  const canary = await releaseToS3(REMOTE, { dist: variant(REMOTE, 'canari'), canary: 50 });
  // A server that knows of a canary gives a new visitor a cohort cookie.
  const cohortGiven = async (origin) =>
    (await fetch(`${origin}/registry.json`)).headers.getSetCookie().some((c) => c.startsWith('ga_cohort='))
      ? 'canari'
      : 'aucun';
  await measurePropagation(`canari de ${REMOTE} à 50 %`, REMOTE, 'canari', performance.now(), cohortGiven);
  const visitors = [];
  for (let i = 0; i < 24; i += 1) {
    const cookie = await newVisitor();
    const seen = await Promise.all(siteOrigins.map((origin) => remoteVersion(origin, REMOTE, cookie)));
    visitors.push({ cookie, seen });
  }
  check(
    visitors.every((v) => v.cookie && v.seen.every((s) => s === v.seen[0])),
    `canari à 50 % : chacun des 24 visiteurs a la même version de ${REMOTE} sur les deux serveurs`,
  );
  const inCanary = visitors.filter((v) => v.seen[0] === canary.version);
  check(
    inCanary.length > 0 && inCanary.length < visitors.length,
    `canari à 50 % : ${inCanary.length} visiteurs sur ${visitors.length} ont la version canari`,
  );

  // Its visitors report load failures through the proxy: one API's decider rolls it back.
  for (const visitor of inCanary) {
    const events = Array(3).fill({ kind: 'remote-load-failed', remote: REMOTE, version: canary.version });
    await fetch(`${proxy.site}/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: visitor.cookie },
      body: JSON.stringify({ events }),
    });
  }
  let decided = null;
  for (let i = 0; i < 300 && !decided; i += 1) {
    if (!(await readRegistry()).apps[REMOTE].canary) decided = performance.now();
    else await sleep(50);
  }
  const lastEvent = (await readRegistry()).events.at(-1)?.action;
  check(
    decided !== null && lastEvent === 'canary-auto-rollback',
    `retour arrière automatique du canari par le décideur (${lastEvent ?? 'aucun'})`,
  );
  if (decided)
    await measurePropagation('fin du canari (décideur)', REMOTE, released.version, decided, (origin) =>
      remoteVersion(origin, REMOTE, inCanary[0]?.cookie),
    );

  let since = performance.now();
  await rollback(REMOTE, first[REMOTE]);
  await measurePropagation(`retour arrière de ${REMOTE}`, REMOTE, first[REMOTE], since);

  const shell = await releaseToS3('shell', { dist: variant('shell', 'release') });
  await measurePropagation('release du shell', 'shell', shell.version, performance.now());
  since = performance.now();
  await rollback('shell', first.shell);
  await measurePropagation('retour arrière du shell', 'shell', first.shell, since);

  // A page one site server sends may name a version the other has not read yet (round robin): the
  // other reads the registry and copies it on that request rather than answer 404.
  const onDemand = await releaseToS3('shell', { dist: variant('shell', 'sur-demande') });
  const statuses = await Promise.all(
    siteOrigins.map(async (origin) => (await fetch(`${origin}/releases/shell/${onDemand.version}/index.html`)).status),
  );
  check(
    statuses.every((status) => status === 200),
    `un fichier d’une version tout juste publiée, demandé aussitôt à chaque serveur : ${statuses.join(', ')} (copié à la demande)`,
  );
  await rollback('shell', first.shell);

  // ── 2. Load, and two kill -9 ─────────────────────────────────────────────────────────────────
  console.log(
    `\nCharge : ${RATES.pages} pages/s et ${RATES.api} requêtes d’API/s pendant ${LOAD_SECONDS} s, kill -9 de ${KILLS.map((k) => `${(k.kind === 'api' ? API_INSTANCES : SITE_INSTANCES)[k.index]} à ${k.at} s`).join(' et ')}`,
  );
  const headers = { 'x-api-key': values.apiKey, accept: 'application/json' };
  const vehicles = (await (await fetch(`${proxy.api}/api/sitemap/vehicles`, { headers })).json()).data.map(
    (e) => e.path,
  );
  const ids = vehicles.map((p) => Number(/\/(\d+)$/.exec(p)?.[1])).filter(Boolean);
  const users = [];
  for (let i = 0; i < 12; i += 1) {
    const body = {
      fullname: 'Camille Martin',
      email: `grappe.${process.pid}.${i}@exemple.fr`,
      password: 'un cheval bleu mange des pommes',
      phone: '06 12 34 56 78',
      address: '12 rue de la Gare',
      postal_code: '72220',
      city: 'Écommoy',
      is_comp: false,
      subscribe_newsletter: false,
    };
    const res = await fetch(`${proxy.api}/api/register`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`Inscription impossible : ${res.status} ${await res.text()}`);
    const reply = await res.json();
    users.push({ id: reply.data.id, token: reply.access_token, next: i * 37 });
  }
  const any = (list) => list[Math.floor(Math.random() * list.length)];
  const pages = ['/', '/achat', '/achat?energies=electrique', '/a-propos/faq', '/financement', '/reprise-voiture'];
  const acked = new Set();
  const pickApi = () => {
    const r = Math.random();
    if (r < 0.5) return { path: `/api/vehicles?page=${1 + Math.floor(Math.random() * 5)}` };
    if (r < 0.8) return { path: `/api/vehicles/${any(ids)}` };
    // A favourite this visitor never asked for (the store toggles): every acknowledged one must stay.
    const user = any(users);
    const vehicle = ids[user.next++ % ids.length];
    return {
      method: 'POST',
      path: '/api/user/bookmarks/store',
      headers: { authorization: `Bearer ${user.token}` },
      body: { vehicle_id: vehicle },
      onReply: (status) => status === 201 && acked.add(`${user.id}:${vehicle}`),
    };
  };
  const killed = [];
  const kills = KILLS.map(async ({ at, kind, index }) => {
    await sleep(at * 1000);
    const name = (kind === 'api' ? API_INSTANCES : SITE_INSTANCES)[index];
    servers[name].kill('SIGKILL');
    killed.push(name);
  });
  const [pagesRun, apiRun] = await Promise.all([
    openLoop({
      origin: proxy.site,
      pickPath: () => (Math.random() < 0.4 ? any(vehicles) : any(pages)),
      rate: RATES.pages,
      duration: LOAD_SECONDS,
    }),
    openLoop({ origin: proxy.api, headers, pick: pickApi, rate: RATES.api, duration: LOAD_SECONDS }),
    ...kills,
  ]);
  await sleep(1000);
  // What HAProxy saw of each server: answers by class, responses cut or refused (the requests a
  // killed process had in hand), connections refused, and the requests it retried elsewhere.
  const stats = await haproxy.stats();
  const row = (name) => stats.find((r) => r.svname === name && r.pxname !== 'stats') ?? {};
  const count = (name, ...columns) => columns.reduce((n, column) => n + Number(row(name)[column] || 0), 0);
  const survivors = [...API_INSTANCES, ...SITE_INSTANCES].filter((name) => !killed.includes(name));
  const fiveHundreds = pagesRun.status5xx + apiRun.status5xx;
  const failed = fiveHundreds + pagesRun.errors + apiRun.errors;
  // A response the server cut is counted both as a response error and as an abort: once here.
  const inFlight = Object.fromEntries(
    killed.map((name) => [name, Math.max(count(name, 'eresp'), count(name, 'srv_abrt'))]),
  );
  const inFlightTotal = Object.values(inFlight).reduce((a, b) => a + b, 0);
  const redispatched = killed.reduce((n, name) => n + count(name, 'wredis'), 0);
  figures.load = { pagesRun, apiRun, fiveHundreds, failed, inFlight, redispatched };
  for (const [label, r, rate] of [
    ['pages', pagesRun, RATES.pages],
    ['API', apiRun, RATES.api],
  ]) {
    console.log(
      `  ${label} : ${r.requests} requêtes (${rate}/s), p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, 5xx ${r.status5xx}, sans réponse ${r.errors}`,
    );
  }
  for (const name of [...killed, ...survivors]) {
    console.log(
      `  ${name}${killed.includes(name) ? ' (tué)' : ''} : ${['hrsp_2xx', 'hrsp_4xx', 'hrsp_5xx', 'eresp', 'srv_abrt', 'econ', 'wretr', 'wredis'].map((c) => `${c} ${row(name)[c] || 0}`).join(', ')}`,
    );
  }
  check(
    failed <= inFlightTotal,
    `échecs vus par les visiteurs (5xx ${fiveHundreds}, sans réponse ${failed - fiveHundreds}) : ${failed}, au plus les requêtes en cours sur les processus tués (${Object.entries(
      inFlight,
    )
      .map(([n, c]) => `${n} ${c}`)
      .join(', ')})`,
  );
  check(
    survivors.every((name) => count(name, 'hrsp_5xx', 'eresp', 'srv_abrt') === 0),
    `aucun 5xx ni réponse coupée des serveurs restés en vie (${survivors.join(', ')})`,
  );
  check(
    pagesRun.timeouts + apiRun.timeouts + pagesRun.dropped + apiRun.dropped === 0,
    'aucune requête expirée ni abandonnée par le générateur',
  );
  const pairs = [...acked].map((pair) => pair.split(':').map(Number));
  const found = pairs.length
    ? Number(
        (
          await sql(
            dbUrl,
            'SELECT count(*)::int AS n FROM bookmarks b JOIN unnest($1::int[], $2::int[]) AS a(u, v) ON b.user_id = a.u AND b.vehicle_id = a.v',
            [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
          )
        ).rows[0].n,
      )
    : 0;
  figures.load.writes = { acked: pairs.length, lost: pairs.length - found };
  check(
    pairs.length > 0 && found === pairs.length,
    `favoris acquittés retrouvés en base : ${found} sur ${pairs.length}`,
  );

  // ── 3. Back up, and prune ────────────────────────────────────────────────────────────────────
  console.log('\nRedémarrage et nettoyage du magasin');
  const restarted = performance.now();
  await Promise.all(
    killed.map(async (name) => {
      if (API_INSTANCES.includes(name)) return launch('api', API_INSTANCES.indexOf(name));
      await launch('site', SITE_INSTANCES.indexOf(name), { fresh: true });
      figures.emptyStoreReadyMs = performance.now() - restarted;
    }),
  );
  for (let i = 0; i < 50 && !(await allUp()); i += 1) await sleep(200);
  check(
    await allUp(),
    'les processus relancés sont repris par le proxy (/health/ready), le serveur de site sur un magasin vide recopié du bucket',
  );
  const kept = await releaseToS3(REMOTE, { dist: variant(REMOTE, 'canari-garde'), canary: 50 });
  const removed = [];
  for (const app of APPS) removed.push(...(await prune(app, 1)).removed.map((v) => `${app}@${v}`));
  const registry = await readRegistry();
  const inUse = APPS.flatMap((app) => [
    [app, registry.apps[app].live],
    ...(registry.apps[app].canary ? [[app, registry.apps[app].canary.version]] : []),
  ]);
  check(
    removed.length > 0 && inUse.every(([app, v]) => fs.existsSync(releaseDir(app, v))),
    `prune --keep 1 : ${removed.length} version(s) supprimée(s), les ${inUse.length} en service gardées (dont le canari ${kept.version})`,
  );
  // Pruned from the registry, hence from the bucket and from each site server's own store.
  const copiesLeft = () =>
    SITE_INSTANCES.flatMap((name) =>
      removed.filter((id) => {
        const [app, v] = id.split('@');
        return fs.existsSync(path.join(work, 'stores', name, app, v));
      }),
    );
  for (let i = 0; i < 50 && copiesLeft().length; i += 1) await sleep(100);
  // s3rver keeps one file per object (and may leave the emptied folders).
  const objectsUnder = (dir) =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;
  const bucketLeft = removed.filter((id) => {
    const [app, v] = id.split('@');
    return objectsUnder(path.join(work, 's3', BUCKETS.public, 'site', app, v)) > 0;
  });
  check(
    copiesLeft().length === 0 && bucketLeft.length === 0,
    `prune : les versions supprimées ont quitté le bucket et les magasins des serveurs de site${copiesLeft().length + bucketLeft.length ? ` (restent : ${[...copiesLeft(), ...bucketLeft].join(', ')})` : ''}`,
  );
  let missing = [];
  for (let i = 0; i < 16; i += 1) {
    const cookie = await newVisitor();
    for (const origin of siteOrigins) {
      const html = await (await fetch(`${origin}/a-propos/faq`, { headers: { cookie } })).text();
      const registryJson = await (await fetch(`${origin}/registry.json`, { headers: { cookie } })).json();
      // The site's own files (the shell, pages' assets) and each remote's entry on its origin (the bucket).
      const urls = [...html.matchAll(/(?:src|href)="(\/releases\/[^"]+)"/g)]
        .map((m) => new URL(m[1], origin).href)
        .concat(Object.values(registryJson.remotes ?? {}).map((r) => new URL(r.entry, origin).href));
      for (const url of new Set(urls)) if ((await fetch(url)).status !== 200) missing.push(url);
    }
  }
  missing = [...new Set(missing)];
  check(
    missing.length === 0,
    `après le nettoyage, chaque fichier que nomment les pages des deux serveurs se charge${missing.length ? ` (manquants : ${missing.slice(0, 3).join(', ')})` : ''}`,
  );

  console.log('\n| mesure | valeur |\n|---|---|');
  for (const p of figures.propagation)
    console.log(
      `| ${p.label} : délai jusqu’au dernier serveur | ${Number.isFinite(p.delay) ? `${p.delay.toFixed(0)} ms` : 'jamais'} |`,
    );
  console.log(
    `| charge tenue (${LOAD_SECONDS} s) | ${RATES.pages} pages/s + ${RATES.api} API/s : ${pagesRun.requests + apiRun.requests} requêtes, p99 pages ${pagesRun.p99.toFixed(0)} ms, API ${apiRun.p99.toFixed(0)} ms |`,
  );
  console.log(
    `| échecs vus pendant deux kill -9 (5xx et sans réponse) | ${failed} (en cours sur les tués : ${inFlightTotal} ; relancées ailleurs par HAProxy : ${redispatched}) |`,
  );
  console.log(`| favoris acquittés · perdus | ${figures.load.writes.acked} · ${figures.load.writes.lost} |`);
  if (figures.emptyStoreReadyMs)
    console.log(
      `| serveur de site relancé sur un magasin vide : prêt (versions copiées du bucket, process démarré) | ${(figures.emptyStoreReadyMs / 1000).toFixed(1)} s |`,
    );
} catch (error) {
  console.error('\nÉchec :', error);
  failures.push(String(error?.message ?? error));
} finally {
  clearTimeout(deadline);
  await cleanup();
}
console.log(failures.length ? `\n✘ ${failures.length} vérification(s) en échec` : '\n✔ Test multi-instances réussi');
// `pnpm test` counts the checks (its report file, the first argument).
if (process.argv[2]) fs.writeFileSync(process.argv[2], JSON.stringify({ passed, failed: failures.length }));
process.exit(failures.length ? 1 : 0);
