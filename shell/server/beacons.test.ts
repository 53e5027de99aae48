// The beacon channel's site-server side and the request id carried to the API; what it
// vouches for, so that canary figures cannot be forged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { COHORT_COOKIE, inCanary, newCohortId, signCohort } from '@ga/releases';
import type { SiteServerConfig } from './config';
import { visitorHash } from './beacons';
import { buildSiteServer } from './site-server';
import { CATALOGUE_VERSION, SHELL_VERSION, createTestStore, type TestStore } from './test-store';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let api: http.Server;
let seen: Seen[] = [];
let store: TestStore;
let site: FastifyInstance;

beforeEach(async () => {
  seen = [];
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(req.method === 'POST' ? 204 : 200, { 'Content-Type': 'application/json' });
      res.end(req.method === 'POST' ? undefined : JSON.stringify({ data: [] }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  store = createTestStore({
    apiInternalUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    beaconsPerMinute: 3,
    beaconSecret: 'secret-des-balises',
    cohortKey: 'clé-des-cohortes',
  });
  site = buildSiteServer(store.config);
});
afterEach(async () => {
  await site.close();
  await new Promise((resolve) => api.close(resolve));
  store.remove();
});

const events = [{ kind: 'remote-load-failed', remote: 'mf-catalogue', version: CATALOGUE_VERSION }];

describe('POST /beacon', () => {
  it('forwards the batch to the API with its credential, the key, its request id and the visitor’s address; 204', async () => {
    const res = await site.inject({
      method: 'POST',
      url: '/beacon',
      payload: { events },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(204);
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', url: '/api/beacons' });
    // No cohort cookie (no canary runs): no visitor hash.
    expect(JSON.parse(call!.body)).toEqual({ events });
    expect(call!.headers['x-site-credential']).toBe('secret-des-balises');
    expect(call!.headers['x-api-key']).toBe(store.config.apiKey);
    expect(call!.headers['x-request-id']).toBe(res.headers['x-request-id']);
    expect(call!.headers['x-visitor-address']).toBe('203.0.113.9');
  });

  it('behind the proxy of SITE_TRUST_PROXY: the visitor it names is counted and forwarded, not the proxy', async () => {
    const proxied = buildSiteServer({ ...store.config, trustProxy: ['127.0.0.1'] });
    try {
      const send = (visitor: string) =>
        proxied.inject({
          method: 'POST',
          url: '/beacon',
          payload: { events },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': visitor },
        });
      expect((await send('203.0.113.9')).statusCode).toBe(204);
      expect(seen.at(-1)!.headers['x-visitor-address']).toBe('203.0.113.9');
      // Each visitor has its own limit (3 a minute here), not the proxy's one for all.
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await send('198.51.100.20')).statusCode, (await send('198.51.100.21')).statusCode);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 204]);
    } finally {
      await proxied.close();
    }
  });

  it('forwards nothing without BEACON_SECRET (the API would refuse it); still 204', async () => {
    const bare = buildSiteServer({ ...store.config, beaconSecret: null });
    try {
      expect((await bare.inject({ method: 'POST', url: '/beacon', payload: { events } })).statusCode).toBe(204);
      expect(seen).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });

  it('refuses what is not a batch (400), and past its limit per visitor (429); the API never sees them', async () => {
    for (const payload of [{}, { events: [] }, { events: Array(21).fill(events[0]) }]) {
      expect((await site.inject({ method: 'POST', url: '/beacon', payload })).statusCode).toBe(400);
    }
    expect(seen).toHaveLength(0);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await site.inject({ method: 'POST', url: '/beacon', payload: { events }, remoteAddress: '198.51.100.4' }))
          .statusCode,
      );
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });

  it('answers 204 even when the API is away: reporting never bothers the visitor', async () => {
    await new Promise((resolve) => api.close(resolve));
    api = http.createServer();
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const away = buildSiteServer({ ...store.config, apiInternalUrl: 'http://127.0.0.1:1' });
    try {
      expect((await away.inject({ method: 'POST', url: '/beacon', payload: { events } })).statusCode).toBe(204);
    } finally {
      await away.close();
    }
  });
});

describe('POST /beacon: only what the site server can vouch for', () => {
  const CANARY = '1.0.0-cccccccccc';
  const KEY = 'clé-des-cohortes';
  const cohorts = Array.from({ length: 200 }, newCohortId);
  const inside = cohorts.filter((id) => inCanary(id, 'mf-catalogue', 50));
  const outside = cohorts.find((id) => !inCanary(id, 'mf-catalogue', 50))!;
  const failure = (version: string) => ({ kind: 'remote-load-failed', remote: 'mf-catalogue', version });
  const forwarded = () =>
    seen
      .filter((s) => s.url === '/api/beacons')
      .map((s) => JSON.parse(s.body) as { events: { version: string }[]; visitor?: string });

  let canarySite: FastifyInstance;
  const withCanary = (overrides: Partial<SiteServerConfig> = {}) => {
    store.writeRegistry({
      apps: {
        shell: { live: SHELL_VERSION, history: [SHELL_VERSION] },
        'mf-catalogue': {
          live: CATALOGUE_VERSION,
          history: [CATALOGUE_VERSION, CANARY],
          canary: { version: CANARY, share: 50, startedAt: new Date().toISOString() },
        },
      },
      remotes: {
        'mf-catalogue': {
          version: CATALOGUE_VERSION,
          entry: `/releases/mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js`,
        },
      },
      canaries: {
        'mf-catalogue': { version: CANARY, entry: `/releases/mf-catalogue/${CANARY}/remoteEntry.js`, share: 50 },
      },
    });
    canarySite = buildSiteServer({ ...store.config, beaconsPerMinute: 10_000, ...overrides });
    return canarySite;
  };
  afterEach(async () => canarySite?.close());
  const send = (app: FastifyInstance, batch: object[], cookie?: string, remoteAddress = '198.51.100.7') =>
    app.inject({
      method: 'POST',
      url: '/beacon',
      payload: { events: batch },
      remoteAddress,
      ...(cookie ? { cookies: { [COHORT_COOKIE]: cookie } } : {}),
    });

  it('forwards the pairs the visitor’s signed cohort was served, with a keyed hash of it (never the id)', async () => {
    const app = withCanary();
    const id = inside[0]!;
    expect(
      (
        await send(
          app,
          [
            failure(CANARY),
            failure(CATALOGUE_VERSION),
            { kind: 'render-error', remote: 'shell', version: SHELL_VERSION },
          ],
          signCohort(id, KEY),
        )
      ).statusCode,
    ).toBe(204);
    const [batch] = forwarded();
    // The canary's pair and the shell's; the live version of the remote is not this visitor's.
    expect(batch!.events).toEqual([failure(CANARY), { kind: 'render-error', remote: 'shell', version: SHELL_VERSION }]);
    expect(batch!.visitor).toBe(visitorHash(id, KEY));
    expect(batch!.visitor).toMatch(/^[0-9a-f]{16}$/);
    expect(seen[0]!.body).not.toContain(id);
  });

  it('drops the pairs a visitor was not served: outside the canary, an unsigned (forged) cohort, a made-up version', async () => {
    const app = withCanary();
    await send(app, [failure(CANARY)], signCohort(outside, KEY));
    // A cohort id in the canary's bucket, but not signed by this site server, or signed by another key.
    await send(app, [failure(CANARY)], inside[0]);
    await send(app, [failure(CANARY)], signCohort(inside[0]!, 'une autre clé'));
    await send(app, [
      failure('9.9.9-invente'),
      { kind: 'remote-load-failed', remote: 'mf-inventee', version: CATALOGUE_VERSION },
      { kind: 'autre', remote: 'mf-catalogue', version: CATALOGUE_VERSION },
    ]);
    expect(forwarded()).toEqual([]);
    // Without a (valid) cohort: the live version, and `inconnue` (never a canary's).
    await send(app, [failure(CATALOGUE_VERSION), failure('inconnue')], inside[0]);
    expect(forwarded()).toEqual([{ events: [failure(CATALOGUE_VERSION), failure('inconnue')] }]);
  });

  it('a flood of forged failures from one client: a few events of one visitor reach the API, the rest is dropped', async () => {
    const app = withCanary({ beaconEventsPerVisitor: 5, beaconEventsPerAddress: 12 });
    const cookie = signCohort(inside[0]!, KEY);
    for (let i = 0; i < 30; i += 1)
      expect((await send(app, Array(20).fill(failure(CANARY)), cookie)).statusCode).toBe(204);
    expect(forwarded().flatMap((b) => b.events)).toHaveLength(5);
    expect(new Set(forwarded().map((b) => b.visitor))).toEqual(new Set([visitorHash(inside[0]!, KEY)]));
    // New signed cohorts from the same address: capped per address as well.
    for (const id of inside.slice(1, 10)) await send(app, Array(20).fill(failure(CANARY)), signCohort(id, KEY));
    expect(forwarded().flatMap((b) => b.events)).toHaveLength(12);
    // Another address is not crowded out.
    await send(app, [failure(CANARY)], signCohort(inside[10]!, KEY), '192.0.2.55');
    expect(forwarded().flatMap((b) => b.events)).toHaveLength(13);
  });

  it('the visitor hash changes with the day and the key, not within a day', () => {
    const noon = Date.parse('2026-03-01T12:00:00Z');
    expect(visitorHash('0123456789abcdef', KEY, noon)).toBe(visitorHash('0123456789abcdef', KEY, noon + 3_600_000));
    expect(visitorHash('0123456789abcdef', KEY, noon)).not.toBe(
      visitorHash('0123456789abcdef', KEY, noon + 86_400_000),
    );
    expect(visitorHash('0123456789abcdef', KEY, noon)).not.toBe(visitorHash('0123456789abcdef', 'autre', noon));
  });
});

describe('request id', () => {
  it('a page sends its request id with its first-data calls to the API, and gives it back', async () => {
    const res = await site.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const calls = seen.filter((s) => s.url.startsWith('/api/'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.headers['x-request-id']).toBe(res.headers['x-request-id']);
  });

  it('takes the X-Request-Id of a proxy of SITE_TRUST_PROXY, never a visitor’s: the API keeps the ids the site server sends', async () => {
    const proxied = buildSiteServer({ ...store.config, trustProxy: ['10.0.0.0/8'] });
    try {
      seen.length = 0;
      const fromProxy = await proxied.inject({
        url: '/',
        remoteAddress: '10.1.2.3',
        headers: { 'x-request-id': 'lb-0123456789', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(fromProxy.headers['x-request-id']).toBe('lb-0123456789');
      const proxyCalls = seen.filter((s) => s.url.startsWith('/api/'));
      expect(proxyCalls.length).toBeGreaterThan(0);
      for (const call of proxyCalls) expect(call.headers['x-request-id']).toBe('lb-0123456789');
      seen.length = 0;
      const fromVisitor = await proxied.inject({
        url: '/',
        remoteAddress: '203.0.113.9',
        headers: { 'x-request-id': 'choisi-par-le-visiteur' },
      });
      expect(fromVisitor.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      for (const call of seen.filter((s) => s.url.startsWith('/api/')))
        expect(call.headers['x-request-id']).toBe(fromVisitor.headers['x-request-id']);
    } finally {
      await proxied.close();
    }
  });

  it('its API calls carry its credential with the request id (the API keeps an id only from the site server)', async () => {
    const home = await site.inject({ url: '/' });
    const product = await site.inject({ url: '/achat/vehicule/renault-clio/42' });
    const calls = seen.filter((s) => s.url.startsWith('/api/'));
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/api/banners', '/api/vehicles/42?light']));
    for (const call of calls) {
      expect(call.headers['x-site-credential']).toBe('secret-des-balises');
      expect([home.headers['x-request-id'], product.headers['x-request-id']]).toContain(call.headers['x-request-id']);
    }
  });

  it('names a request itself when the header is absent or not sane', async () => {
    const res = await site.inject({ url: '/', headers: { 'x-request-id': '<script>' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/**
 * Two site servers behind a round-robin proxy share their beacon limits through Redis (REDIS_URL,
 * else 127.0.0.1:6379, database 10, emptied first); says so in one line when there is no Redis.
 */
describe('two site servers on one Redis', () => {
  const REDIS_URL = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d+$/, '')}/10`;
  let reachable = false;
  beforeAll(async () => {
    const { default: Redis } = await import('ioredis');
    const client = new Redis(REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 1000,
    });
    try {
      await client.connect();
      await client.flushdb();
      reachable = true;
    } catch {
      console.log(`two site servers on one Redis skipped: no Redis at ${REDIS_URL}`);
    } finally {
      client.disconnect();
    }
  });

  it('a visitor’s batches and events are counted once for both: the limit reached through one holds on the other', async () => {
    if (!reachable) return;
    const config = { ...store.config, redisUrl: REDIS_URL, beaconsPerMinute: 3, beaconEventsPerAddress: 4 };
    const sites = [buildSiteServer(config), buildSiteServer(config)];
    try {
      const statuses: number[] = [];
      // Round robin: A, B, A, B, A.
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (
            await sites[i % 2]!.inject({
              method: 'POST',
              url: '/beacon',
              payload: { events: [events[0], events[0]] },
              remoteAddress: '198.51.100.60',
            })
          ).statusCode,
        );
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      // 4 events a minute for the address, whichever server took them: 2 + 2, then nothing.
      expect(seen.flatMap((call) => (JSON.parse(call.body) as { events: unknown[] }).events)).toHaveLength(4);
    } finally {
      await Promise.all(sites.map((s) => s.close()));
    }
  });
});
