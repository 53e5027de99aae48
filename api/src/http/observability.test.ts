/**
 * Observability: JSON logs with a request id and no personal data or secrets, the
 * Prometheus endpoint for ops only, and the beacon channel's API side.
 */
import { Writable } from 'node:stream';
import { updateRegistry } from '@ga/releases';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, OAUTH_CLIENT, personalAccount, type TestApp } from '../test/test-app';
import { loggerOptions } from './logging';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ opsToken: 'jeton-ops-de-test', beaconSecret: 'secret-des-balises' });
  // A second app on the same database, logging as in production, into `lines`.
  const { buildApp } = await import('../app');
  logged = await buildApp({
    config: t.config,
    database: t.database,
    logger: { ...loggerOptions('info'), stream: sink },
  });
});
let logged: TestApp['app'];
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('logs', () => {
  it('one JSON line per request with its id and route template; no token, password, e-mail, plate or IP', async () => {
    const account = personalAccount();
    const reg = await logged.inject({ method: 'POST', url: '/api/register', headers: apiHeaders(), payload: account });
    expect(reg.statusCode).toBe(201);
    const token = reg.json().access_token as string;
    // The site server's id, with its credential: kept.
    const me = await logged.inject({
      url: '/api/user',
      headers: { ...apiHeaders(token), 'x-request-id': 'page-1234abcd', 'x-site-credential': 'secret-des-balises' },
    });
    expect(me.headers['x-request-id']).toBe('page-1234abcd');
    await logged.inject({ url: '/api/reprise/registration/AB-123-CD', headers: apiHeaders(token) });
    await logged.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: apiHeaders(),
      payload: {
        grant_type: 'password',
        client_id: OAUTH_CLIENT.client_id,
        client_secret: 'x',
        username: account.email,
        password: account.password,
      },
    });

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.length).toBeGreaterThanOrEqual(8);
    // Every line about a request carries its id (other lines: start-up, search index…).
    for (const record of records.filter((r) => r.req || r.res)) expect(typeof record.request_id).toBe('string');
    // The page's id is carried into the API's lines; a reply gives its id back.
    expect(records.filter((r) => r.request_id === 'page-1234abcd').length).toBe(2);
    expect(records.some((r) => r.request_id === reg.headers['x-request-id'])).toBe(true);
    expect(
      records.some((r) => (r.req as { route?: string } | undefined)?.route === '/api/reprise/registration/:plate'),
    ).toBe(true);
    const all = lines.join('\n');
    for (const secret of [
      token,
      account.password,
      account.email,
      'AB-123-CD',
      t.config.apiKey,
      '127.0.0.1',
      'Bearer',
    ]) {
      expect([secret, all.includes(secret)]).toEqual([secret, false]);
    }
  });

  it('an X-Request-Id that is not sane is replaced by a new one', async () => {
    const res = await logged.inject({
      url: '/api/banners',
      headers: { ...apiHeaders(), 'x-request-id': 'a b<script>', 'x-site-credential': 'secret-des-balises' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a caller without the site credential cannot choose the request id of the audit log: a new one, its own kept apart in the logs', async () => {
    const unknown = 'personne-journal@glinche-automobiles.fr';
    const signIn = (headers: Record<string, string>) =>
      logged.inject({
        method: 'POST',
        url: '/api/staff/sign-in',
        headers: { ...apiHeaders(), ...headers },
        payload: { email: unknown, password: 'x' },
      });
    const auditedIds = async () =>
      (
        await sql<{
          request_id: string;
        }>`select request_id from staff_audit_log where action = 'staff.sign_in.failed' and actor_email = ${unknown} order by id`.execute(
          t.database.db,
        )
      ).rows.map((r) => r.request_id);
    for (const headers of [
      { 'x-request-id': 'forge-1234abcd' },
      { 'x-request-id': 'forge-1234abcd', 'x-site-credential': 'devine' },
    ] as Record<string, string>[]) {
      const res = await signIn(headers);
      expect(res.statusCode).toBe(401);
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await auditedIds()).at(-1)).toBe(id);
      // The caller's id is in the request's log lines, as a field of its own.
      const mine = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((r) => r.request_id === id);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((r) => r.client_request_id === 'forge-1234abcd')).toBe(true);
    }
    // The site server, with its credential: its id is the audit row's.
    const site = await signIn({ 'x-request-id': 'page-site-5678efgh', 'x-site-credential': 'secret-des-balises' });
    expect(site.headers['x-request-id']).toBe('page-site-5678efgh');
    expect((await auditedIds()).at(-1)).toBe('page-site-5678efgh');
    expect(lines.some((line) => line.includes('"client_request_id":"page-site-5678efgh"'))).toBe(false);
    expect(await auditedIds()).not.toContain('forge-1234abcd');
  });
});

describe('GET /metrics', () => {
  it('for ops: request counts and latencies per route template, process figures', async () => {
    await t.app.inject({ url: '/api/banners', headers: apiHeaders() });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer jeton-ops-de-test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/ga_api_requests_total\{method="GET",route="\/api\/banners",status="200"\} \d+/);
    expect(res.body).toMatch(/ga_api_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/banners"\}/);
    expect(res.body).toContain('ga_api_process_resident_memory_bytes');
  });

  it('counts the WebP pictures rendered and those answered from memory', async () => {
    const figures = async () => {
      const body = (await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer jeton-ops-de-test' } }))
        .body;
      const figure = (name: string) =>
        Number(body.match(new RegExp(`ga_api_pictures_webp\\{figure="${name}"\\} (\\d+)`))?.[1]);
      return { rendered: figure('rendered'), fromMemory: figure('from_memory'), bytes: figure('bytes_kept') };
    };
    const before = await figures();
    await t.app.inject({ url: '/media/illustrations/promo-soldes.webp' });
    await t.app.inject({ url: '/media/illustrations/promo-soldes.webp' });
    const after = await figures();
    expect(after.rendered - before.rendered).toBe(1);
    expect(after.fromMemory - before.fromMemory).toBe(1);
    expect(after.bytes).toBeGreaterThan(before.bytes);
  });

  it('never public: another address, a forwarded request, even the loopback, gets a 404 without the ops token', async () => {
    const outside = { remoteAddress: '203.0.113.7' };
    // OPS_TOKEN set: the loopback alone is not enough (a same-host proxy, a sidecar…).
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', ...outside })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: '/metrics', ...outside, headers: { authorization: 'Bearer mauvais' } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/metrics', ...outside, headers: { authorization: 'Bearer jeton-ops-de-test' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('beacon channel, API side', () => {
  const batch = {
    events: [
      { kind: 'remote-load-failed', remote: 'mf-catalogue', version: '1.0.0-aaaa' },
      { kind: 'remote-load-failed', remote: 'mf-catalogue', version: '1.0.0-aaaa' },
      { kind: 'render-error', remote: 'mf-content', version: '1.0.0-bbbb', url: '/mon-compte?email=x@y.fr' },
    ],
  };

  // The site server's credential: the public API key alone no longer sends beacons.
  const siteHeaders = () => ({ ...apiHeaders(), 'x-site-credential': 'secret-des-balises' });

  it('counts events per kind, remote and version, for ops and Prometheus; nothing else is kept', async () => {
    // Versions the release registry knows keep their name (others are counted as `autre`: modules/beacons).
    await updateRegistry(t.config.releases.store, (r) => {
      r.apps['mf-catalogue'] = { live: '1.0.0-aaaa', history: ['1.0.0-aaaa'] };
      r.apps['mf-content'] = { live: '1.0.0-bbbb', history: ['1.0.0-bbbb'] };
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/beacons', headers: siteHeaders(), payload: batch });
    expect(res.statusCode).toBe(204);
    const ops = { authorization: 'Bearer jeton-ops-de-test' };
    const totals = await t.app.inject({ url: '/ops/front-events?minutes=5', headers: ops });
    expect(totals.json().data).toEqual(
      expect.arrayContaining([
        { kind: 'remote-load-failed', remote: 'mf-catalogue', version: '1.0.0-aaaa', count: 2 },
        { kind: 'render-error', remote: 'mf-content', version: '1.0.0-bbbb', count: 1 },
      ]),
    );
    expect(JSON.stringify(totals.json())).not.toContain('email');
    const metrics = await t.app.inject({ url: '/metrics', headers: ops });
    expect(metrics.body).toMatch(
      /ga_front_events_total\{kind="remote-load-failed",remote="mf-catalogue",version="1.0.0-aaaa"\} 2/,
    );
    expect((await t.app.inject({ url: '/ops/front-events', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
  });

  it('refuses what is not an event batch (422), an empty or too long batch', async () => {
    for (const payload of [
      { events: [] },
      { events: Array(21).fill(batch.events[0]) },
      { events: [{ kind: 'autre', remote: 'mf-catalogue', version: '1' }] },
      { events: [{ kind: 'render-error', remote: '../etc', version: '1' }] },
    ]) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/beacons', headers: siteHeaders(), payload })).statusCode,
      ).toBe(422);
    }
  });
});
