// The beacon channel's API side: only the site server sends beacons, its limit counts the
// visitor it names, counts and metrics name only what the release registry knows, old rows go.
import { updateRegistry } from '@ga/releases';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { pruneFrontEvents } from './service';

const SECRET = 'secret-du-serveur-du-site';
const LIVE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.0.0-bbbbbbbbbb';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ beaconSecret: SECRET, rateLimits: { beaconsPerMinute: 3 } as never });
  await updateRegistry(t.config.releases.store, (r) => {
    r.apps['mf-content'] = {
      live: LIVE,
      history: [LIVE, CANARY],
      canary: { version: CANARY, share: 10, startedAt: new Date().toISOString() },
    };
    r.apps['mf-catalogue'] = { live: LIVE, history: [LIVE] };
  });
});
afterAll(() => t.close());

const siteHeaders = (visitorAddress = '203.0.113.1') => ({
  ...apiHeaders(),
  'x-site-credential': SECRET,
  'x-visitor-address': visitorAddress,
});
const failure = (remote: string, version: string) => ({ kind: 'remote-load-failed', remote, version });
const post = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/beacons', headers, payload });
const rows = async (table: 'front_events' | 'front_event_visitors') =>
  (
    await sql<{
      remote: string;
      version: string;
      kind: string;
      count: number;
      visitor?: string;
    }>`select * from ${sql.table(table)} order by remote, version`.execute(t.database.db)
  ).rows;

describe('POST /api/beacons', () => {
  it('drops rows past their time as new beacons come: front_events after FRONT_EVENTS_KEEP_DAYS, visitor rows after a day', async () => {
    await sql`insert into front_events (minute, kind, remote, version, count) values (now() - interval '40 days', 'render-error', 'mf-content', ${LIVE}, 7), (now() - interval '2 days', 'render-error', 'mf-content', ${LIVE}, 5)`.execute(
      t.database.db,
    );
    await sql`insert into front_event_visitors (minute, remote, version, visitor, kind, count) values (now() - interval '2 days', 'mf-content', ${LIVE}, '00000000000000aa', 'render-error', 1), (now() - interval '1 hour', 'mf-content', ${LIVE}, '00000000000000bb', 'render-error', 1)`.execute(
      t.database.db,
    );
    expect((await post(siteHeaders('203.0.113.50'), { events: [failure('mf-catalogue', LIVE)] })).statusCode).toBe(204);
    expect((await rows('front_events')).map((r) => r.count).sort()).toEqual([1, 5]);
    expect((await rows('front_event_visitors')).map((r) => r.visitor)).toEqual(['00000000000000bb']);
    await pruneFrontEvents(t.database.db, 1, 30);
    expect((await rows('front_events')).map((r) => r.count)).toEqual([1]);
    expect(await rows('front_event_visitors')).toEqual([]);
  });

  it('takes beacons from the site server only: its credential, not the public API key (403 otherwise)', async () => {
    const batch = { events: [failure('mf-content', CANARY)], visitor: '0123456789abcdef' };
    for (const headers of [
      apiHeaders(),
      { ...apiHeaders(), 'x-site-credential': 'devine' },
      { ...apiHeaders(), 'x-site-credential': '' },
    ]) {
      const res = await post(headers, batch);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Balises acceptées du seul serveur du site.' });
    }
    // The API key is still asked for.
    expect((await post({ 'x-site-credential': SECRET }, batch)).statusCode).toBe(401);
    expect(await rows('front_event_visitors')).toEqual([]);
    expect((await post(siteHeaders('203.0.113.2'), batch)).statusCode).toBe(204);
    expect(await rows('front_event_visitors')).toEqual([
      expect.objectContaining({
        remote: 'mf-content',
        version: CANARY,
        visitor: '0123456789abcdef',
        kind: 'remote-load-failed',
        count: 1,
      }),
    ]);
    // A malformed visitor hash (an id, an address…): 422.
    expect((await post(siteHeaders('203.0.113.2'), { ...batch, visitor: '203.0.113.2' })).statusCode).toBe(422);
  });

  it('limits per visitor address the site server names, not per site server: one visitor never crowds out the others', async () => {
    const batch = { events: [failure('mf-catalogue', LIVE)] };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(siteHeaders('198.51.100.1'), batch)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await post(siteHeaders('198.51.100.2'), batch)).statusCode).toBe(204);
  });

  it('names only what the registry knows: a made-up version or remote is counted as `autre`, in one row and one series', async () => {
    await sql`delete from front_events`.execute(t.database.db);
    const made = Array.from({ length: 18 }, (_, i) => failure('mf-catalogue', `9.9.${i}-invente`));
    expect(
      (
        await post(siteHeaders('192.0.2.1'), {
          events: [...made, failure('mf-catalogue', 'inconnue'), failure('mf-zzz', LIVE)],
        })
      ).statusCode,
    ).toBe(204);
    expect((await post(siteHeaders('192.0.2.2'), { events: [failure('mf-catalogue', LIVE)] })).statusCode).toBe(204);
    expect((await rows('front_events')).map(({ remote, version, count }) => ({ remote, version, count }))).toEqual([
      { remote: 'autre', version: 'autre', count: 1 },
      { remote: 'mf-catalogue', version: LIVE, count: 1 },
      { remote: 'mf-catalogue', version: 'autre', count: 18 },
      { remote: 'mf-catalogue', version: 'inconnue', count: 1 },
    ]);
    const metrics = (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(metrics).toMatch(
      /ga_front_events_total\{kind="remote-load-failed",remote="mf-catalogue",version="autre"\} 18/,
    );
    expect(metrics).not.toContain('invente');
    expect(metrics).not.toContain('mf-zzz');
  });

  it('keeps per-visitor rows only for the live and canary versions of a remote in canary', async () => {
    await sql`delete from front_event_visitors`.execute(t.database.db);
    const visitor = 'fedcba9876543210';
    await post(siteHeaders('192.0.2.10'), {
      events: [
        failure('mf-catalogue', LIVE),
        failure('mf-content', LIVE),
        failure('mf-content', 'inconnue'),
        failure('mf-content', CANARY),
      ],
      visitor,
    });
    expect((await rows('front_event_visitors')).map(({ remote, version }) => `${remote} ${version}`)).toEqual([
      `mf-content ${LIVE}`,
      `mf-content ${CANARY}`,
    ]);
  });
});
