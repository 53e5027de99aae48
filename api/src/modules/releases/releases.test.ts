// Canary releases, the API's side: beacon counts per remote and version, the decider that
// rolls a clearly worse canary back under one database lock, and the ops report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRegistry, updateRegistry } from '@ga/releases';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { DECIDER_LOCK, decideOnce } from './decider';

const LIVE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.0.0-bbbbbbbbbb';
let t: TestApp;
let store: string;
const SECRET = 'secret-du-serveur-du-site';

beforeAll(async () => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-canary-'));
  t = await createTestApp({
    beaconSecret: SECRET,
    releases: {
      ...loadConfig().releases,
      store,
      decider: false,
      minLoads: 10,
      minVisitors: 3,
      visitorEvents: 3,
      windowMinutes: 30,
      ratio: 2,
      marginPercent: 2,
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(store, { recursive: true, force: true });
});

function startCanary(app: string) {
  return updateRegistry(store, (r) => {
    r.apps[app] = {
      live: LIVE,
      history: [LIVE, CANARY],
      canary: { version: CANARY, share: 50, startedAt: new Date(Date.now() - 60_000).toISOString() },
    };
  });
}

/** A visitor's hash as the site server sends it (16 hex digits); `seed` keeps each test's apart. */
const visitorId = (seed: number, i: number) => (seed * 100_000 + i).toString(16).padStart(16, '0');

/** Events as the site server forwards them (its credential), `count` of one kind from one visitor. */
async function beacons(
  remote: string,
  version: string,
  kind: string,
  count: number,
  visitor?: string,
  headers: Record<string, string> = { 'x-site-credential': SECRET },
) {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 20) {
    const events = Array.from({ length: Math.min(20, count - sent) }, () => ({ kind, remote, version }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/beacons',
      headers: { ...apiHeaders(), ...headers },
      payload: { events, ...(visitor ? { visitor } : {}) },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** `visitors` visitors (ids from `seed`) each with `perVisitor` events of `kind`. */
async function visitors(seed: number, visitors: number, remote: string, version: string, kind: string, perVisitor = 1) {
  for (let i = 0; i < visitors; i += 1)
    expect(await beacons(remote, version, kind, perVisitor, visitorId(seed, i))).toEqual([204]);
}

const ops = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, remoteAddress: '127.0.0.1' });

describe('the canary decider', () => {
  it('waits for the minimum sample, then rolls back a canary that throws on render, and logs why', async () => {
    await startCanary('mf-content');
    await visitors(1, 20, 'mf-content', LIVE, 'remote-loaded', 2);
    await visitors(2, 6, 'mf-content', CANARY, 'remote-loaded');
    await visitors(2, 6, 'mf-content', CANARY, 'render-error');
    const first = await decideOnce(t.database.db, t.config.releases);
    expect(first).toEqual([expect.objectContaining({ app: 'mf-content', verdict: 'observation', rolledBack: false })]);
    expect((await readRegistry(store)).apps['mf-content']!.canary?.version).toBe(CANARY);

    await visitors(3, 4, 'mf-content', CANARY, 'remote-loaded');
    await visitors(3, 4, 'mf-content', CANARY, 'render-error');
    const warnings: string[] = [];
    const second = await decideOnce(t.database.db, t.config.releases, {
      warn: (_o, message) => warnings.push(message),
    });
    expect(second).toEqual([
      expect.objectContaining({
        verdict: 'rollback',
        rolledBack: true,
        visitors: 10,
        canary: { attempts: 10, errors: 10, rate: 1 },
      }),
    ]);
    const registry = await readRegistry(store);
    expect(registry.apps['mf-content']).toMatchObject({ live: LIVE });
    expect(registry.apps['mf-content']!.canary).toBeUndefined();
    expect(registry.canaries).toEqual({});
    expect(registry.events.at(-1)).toMatchObject({
      app: 'mf-content',
      action: 'canary-auto-rollback',
      version: CANARY,
      by: 'décideur',
    });
    expect(registry.events.at(-1)!.reason).toContain('100,0 % d’erreurs sur 10 chargements (10 visiteurs)');
    expect(warnings).toEqual([expect.stringContaining(`Canari mf-content ${CANARY} retiré automatiquement`)]);
  });

  it('leaves a canary as healthy as the live version alone', async () => {
    await startCanary('mf-account');
    await visitors(4, 50, 'mf-account', LIVE, 'remote-loaded', 2);
    await visitors(5, 3, 'mf-account', LIVE, 'render-error');
    await visitors(6, 20, 'mf-account', CANARY, 'remote-loaded', 2);
    await visitors(7, 1, 'mf-account', CANARY, 'render-error');
    const round = await decideOnce(t.database.db, t.config.releases);
    expect(round).toEqual([expect.objectContaining({ app: 'mf-account', verdict: 'healthy', rolledBack: false })]);
    expect((await readRegistry(store)).apps['mf-account']!.canary?.version).toBe(CANARY);
  });

  it('a flood of forged failures from one client cannot roll back a healthy canary', async () => {
    await startCanary('mf-tradein');
    // With the public API key only, or a wrong credential: refused before anything is counted.
    expect(await beacons('mf-tradein', CANARY, 'remote-load-failed', 200, visitorId(8, 0), {})).toEqual(
      Array(10).fill(403),
    );
    expect(
      await beacons('mf-tradein', CANARY, 'remote-load-failed', 40, visitorId(8, 0), { 'x-site-credential': 'devine' }),
    ).toEqual([403, 403]);
    // Through the site server, one visitor: however many failures, below the minimum of visitors.
    expect(await beacons('mf-tradein', CANARY, 'remote-load-failed', 500, visitorId(8, 1))).toEqual(
      Array(25).fill(204),
    );
    const tradein = async () =>
      (await decideOnce(t.database.db, t.config.releases))!.filter((j) => j.app === 'mf-tradein');
    expect(await tradein()).toEqual([
      expect.objectContaining({
        app: 'mf-tradein',
        verdict: 'observation',
        visitors: 1,
        canary: { attempts: 3, errors: 3, rate: 1 },
      }),
    ]);
    // Failures without a visitor (no cohort) are counted for ops, not judged.
    expect(await beacons('mf-tradein', CANARY, 'remote-load-failed', 200)).toEqual(Array(10).fill(204));
    // Genuine visitors load the canary fine: the flood weighs three events.
    await visitors(9, 60, 'mf-tradein', LIVE, 'remote-loaded', 3);
    await visitors(10, 60, 'mf-tradein', CANARY, 'remote-loaded', 3);
    expect(await tradein()).toEqual([
      expect.objectContaining({
        app: 'mf-tradein',
        verdict: 'healthy',
        rolledBack: false,
        visitors: 61,
        canary: { attempts: 183, errors: 3, rate: 3 / 183 },
      }),
    ]);
    expect((await readRegistry(store)).apps['mf-tradein']!.canary?.version).toBe(CANARY);
    // Ops still see everything that was reported.
    const report = (await ops('GET', '/ops/releases')).json();
    const figures = report.apps.find((a: { app: string }) => a.app === 'mf-tradein');
    expect(figures.versions).toEqual(
      expect.arrayContaining([expect.objectContaining({ version: CANARY, load_failures: 700 })]),
    );
    // Over: the canary ends, nobody else counts per visitor.
    await updateRegistry(store, (r) => void delete r.apps['mf-tradein']!.canary);
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'decides on one instance at a time: while another holds the lock, a round does nothing',
    async () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = () => {};
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = t.database.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${DECIDER_LOCK})`.execute(trx);
        held();
        await released;
      });
      await holding;
      expect(await decideOnce(t.database.db, t.config.releases)).toBeNull();
      release();
      await holder;
      expect(await decideOnce(t.database.db, t.config.releases)).not.toBeNull();
    },
  );
});

describe('GET /ops/releases', () => {
  it('gives ops, per remote and version, loads, errors, error rate and state, the verdict and the events', async () => {
    const res = await ops('GET', '/ops/releases');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const content = body.apps.find((a: { app: string }) => a.app === 'mf-content');
    expect(content).toMatchObject({ live: LIVE, canary: null, verdict: null });
    expect(content.versions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ version: LIVE, state: 'live', loads: 40, error_rate: 0 }),
        expect.objectContaining({ version: CANARY, state: 'rolled-back', loads: 10, render_errors: 10, error_rate: 1 }),
      ]),
    );
    const account = body.apps.find((a: { app: string }) => a.app === 'mf-account');
    expect(account).toMatchObject({
      canary: { version: CANARY, share: 50 },
      verdict: { verdict: 'healthy', attempts: 40, visitors: 21 },
    });
    expect(body.events.find((e: { app: string }) => e.app === 'mf-content')).toMatchObject({
      app: 'mf-content',
      action: 'canary-auto-rollback',
      by: 'décideur',
    });
    expect(body.rule).toEqual({
      min_loads: 10,
      min_visitors: 3,
      visitor_events: 3,
      ratio: 2,
      margin_percent: 2,
      check_seconds: t.config.releases.checkSeconds,
    });
  });

  it('is not public: 404 to anyone but this machine or the ops token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/releases', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/ops/releases/decide', remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(404);
  });
});
