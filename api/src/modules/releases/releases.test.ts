// Canary releases, the API's side (issue 16): beacon counts per remote and version, the decider that
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

beforeAll(async () => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-canary-'));
  t = await createTestApp({ releases: { ...loadConfig().releases, store, decider: false, minLoads: 10, windowMinutes: 30, ratio: 2, marginPercent: 2 } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(store, { recursive: true, force: true });
});

function startCanary(app: string) {
  updateRegistry(store, (r) => {
    r.apps[app] = { live: LIVE, history: [LIVE, CANARY], canary: { version: CANARY, share: 50, startedAt: new Date(Date.now() - 60_000).toISOString() } };
  });
}

async function beacons(remote: string, version: string, kind: string, count: number) {
  for (let sent = 0; sent < count; sent += 20) {
    const events = Array.from({ length: Math.min(20, count - sent) }, () => ({ kind, remote, version }));
    const res = await t.app.inject({ method: 'POST', url: '/api/beacons', headers: apiHeaders(), payload: { events } });
    expect(res.statusCode).toBe(204);
  }
}

const ops = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, remoteAddress: '127.0.0.1' });

describe('the canary decider', () => {
  it('waits for the minimum sample, then rolls back a canary that throws on render, and logs why', async () => {
    startCanary('mf-content');
    await beacons('mf-content', LIVE, 'remote-loaded', 40);
    await beacons('mf-content', CANARY, 'remote-loaded', 6);
    await beacons('mf-content', CANARY, 'render-error', 6);
    const first = await decideOnce(t.database.db, t.config.releases);
    expect(first).toEqual([expect.objectContaining({ app: 'mf-content', verdict: 'observation', rolledBack: false })]);
    expect(readRegistry(store).apps['mf-content']!.canary?.version).toBe(CANARY);

    await beacons('mf-content', CANARY, 'remote-loaded', 4);
    await beacons('mf-content', CANARY, 'render-error', 4);
    const warnings: string[] = [];
    const second = await decideOnce(t.database.db, t.config.releases, { warn: (_o, message) => warnings.push(message) });
    expect(second).toEqual([expect.objectContaining({ verdict: 'rollback', rolledBack: true, canary: { attempts: 10, errors: 10, rate: 1 } })]);
    const registry = readRegistry(store);
    expect(registry.apps['mf-content']).toMatchObject({ live: LIVE });
    expect(registry.apps['mf-content']!.canary).toBeUndefined();
    expect(registry.canaries).toEqual({});
    expect(registry.events.at(-1)).toMatchObject({ app: 'mf-content', action: 'canary-auto-rollback', version: CANARY, by: 'décideur' });
    expect(registry.events.at(-1)!.reason).toContain('100,0 % d’erreurs sur 10 chargements');
    expect(warnings).toEqual([expect.stringContaining(`Canari mf-content ${CANARY} retiré automatiquement`)]);
  });

  it('leaves a canary as healthy as the live version alone', async () => {
    startCanary('mf-account');
    await beacons('mf-account', LIVE, 'remote-loaded', 100);
    await beacons('mf-account', LIVE, 'render-error', 3);
    await beacons('mf-account', CANARY, 'remote-loaded', 40);
    await beacons('mf-account', CANARY, 'render-error', 1);
    const round = await decideOnce(t.database.db, t.config.releases);
    expect(round).toEqual([expect.objectContaining({ app: 'mf-account', verdict: 'healthy', rolledBack: false })]);
    expect(readRegistry(store).apps['mf-account']!.canary?.version).toBe(CANARY);
  });

  (process.env.DATABASE_URL ? it : it.skip)('decides on one instance at a time: while another holds the lock, a round does nothing', async () => {
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
  });
});

describe('GET /ops/releases', () => {
  it('gives ops, per remote and version, loads, errors, error rate and state, the verdict and the events', async () => {
    const res = await ops('GET', '/ops/releases');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const content = body.apps.find((a: { app: string }) => a.app === 'mf-content');
    expect(content).toMatchObject({ live: LIVE, canary: null, verdict: null });
    expect(content.versions).toEqual(expect.arrayContaining([
      expect.objectContaining({ version: LIVE, state: 'live', loads: 40, error_rate: 0 }),
      expect.objectContaining({ version: CANARY, state: 'rolled-back', loads: 10, render_errors: 10, error_rate: 1 }),
    ]));
    const account = body.apps.find((a: { app: string }) => a.app === 'mf-account');
    expect(account).toMatchObject({ canary: { version: CANARY, share: 50 }, verdict: { verdict: 'healthy', attempts: 40 } });
    expect(body.events[0]).toMatchObject({ app: 'mf-content', action: 'canary-auto-rollback', by: 'décideur' });
    expect(body.rule).toEqual({ min_loads: 10, ratio: 2, margin_percent: 2, check_seconds: t.config.releases.checkSeconds });
  });

  it('is not public: 404 to anyone but this machine or the ops token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/releases', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/ops/releases/decide', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
  });
});
