/**
 * Two API instances on one PostgreSQL, behind a round-robin proxy listed in TRUST_PROXY, sharing
 * their rate limits through Redis (REDIS_URL): a limit reached on one holds on the other, and a
 * booking made through one is seen as reserved through the other at once — by the vehicle page,
 * by the in-memory search index of one, by the cached search pages of the other (SEARCH_INDEX=off,
 * pages cached 60 s): the change channel (PostgreSQL NOTIFY) tells both.
 *
 * Needs PostgreSQL (the PostgreSQL pass of CI, DATABASE_URL set) and Redis (REDIS_URL, else
 * 127.0.0.1:6379, database 9, emptied first); says so in one line when it skips.
 */
import Redis from 'ioredis';
import { sql } from 'kysely';
import { openDatabase } from '../db/connection';
import {
  callProcess,
  processDatabase,
  processHeaders,
  startApiProcess,
  type ApiDatabase,
  type ApiProcess,
} from '../test/api-process';
import { startRoundRobinProxy, type Proxy } from '../test/round-robin-proxy';
import { personalAccount } from '../test/test-app';

jest.setTimeout(120_000);

const REDIS_URL = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d+$/, '')}/9`;
const REGISTRATIONS_PER_IP = 5;

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  try {
    await client.connect();
    await client.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

let database: ApiDatabase | null = null;
let instances: ApiProcess[] = [];
let proxy: Proxy | null = null;
let skipped: string | null = null;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) skipped = 'PostgreSQL pass only (DATABASE_URL unset)';
  else if (!(await redisReachable())) skipped = `no Redis at ${REDIS_URL}`;
  if (skipped) {
    console.log(`two API instances test skipped: ${skipped}`);
    return;
  }
  database = await processDatabase();
  const shared = {
    ...database.env,
    REDIS_URL,
    TRUST_PROXY: '127.0.0.1',
    RATE_REGISTER_PER_IP: String(REGISTRATIONS_PER_IP),
    CATALOGUE_PAGE_CACHE_SECONDS: '60',
    CATALOGUE_CACHE_SECONDS: '60',
  };
  instances = await Promise.all([startApiProcess(shared), startApiProcess({ ...shared, SEARCH_INDEX: 'off' })]);
  proxy = await startRoundRobinProxy(instances.map((i) => i.url));
});
afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((i) => i.stop('SIGKILL')));
  await database?.drop();
});

/** A call, and which instance the proxy sent it to. */
async function call(base: string, path: string, init: Parameters<typeof callProcess>[2] = {}) {
  const res = await callProcess(base, path, init);
  return { status: res.status, upstream: res.headers.get('x-test-upstream'), body: res.body };
}

const maybe = (name: string, fn: () => Promise<void>) => it(name, async () => (skipped ? undefined : fn()));

maybe(
  'a booking through one instance is seen as reserved through the other at once, search pages included',
  async () => {
    const [a, b] = instances.map((i) => i.url) as [string, string];
    // A verified visitor (the address confirmed in the database: the e-mail went to one instance's outbox).
    const account = personalAccount();
    const reg = await call(proxy!.url, '/api/register', { method: 'POST', body: account });
    expect(reg.status).toBe(201);
    const db = await openDatabase({ databaseUrl: database!.env.DATABASE_URL!, poolSize: 1 });
    await sql`update users set email_verified_at = now() where id = ${reg.body.data.id}`.execute(db.db);
    await db.close();

    // Both instances have the first page of the newest vehicles in hand (B caches it for 60 s).
    const search = '/api/vehicles?sort=newest&per_page=24';
    const before = await call(b, search);
    const vehicle = (before.body.data as { id: number; is_reserved: boolean }[]).find((v) => !v.is_reserved)!;
    expect((await call(a, search)).body.data.find((v: { id: number }) => v.id === vehicle.id).is_reserved).toBe(false);

    const booking = await call(a, '/api/user/bookings/store', {
      method: 'POST',
      token: reg.body.access_token,
      body: { vehicle_id: vehicle.id },
    });
    expect(booking.status).toBe(201);
    const booked = Date.now();

    // Through the other instance: the vehicle page, its cached search page and the index of the first.
    const seen = async () => {
      const [page, listB, listA] = await Promise.all([
        call(b, `/api/vehicles/${vehicle.id}`),
        call(b, search),
        call(a, search),
      ]);
      const reserved = (list: typeof listB) =>
        list.body.data.find((v: { id: number }) => v.id === vehicle.id)?.is_reserved;
      return [page.body.data.is_reserved, reserved(listB), reserved(listA)];
    };
    let state = await seen();
    while (state.some((r) => r !== true) && Date.now() - booked < 2_000) state = await seen();
    expect(state).toEqual([true, true, true]);
    const lag = Date.now() - booked;
    expect(lag).toBeLessThan(1_000);
    process.stdout.write(
      `Deux instances : réservation vue par l’autre instance (fiche, page de recherche en cache, index) en ${lag} ms.\n`,
    );
  },
);

maybe(
  'a rate limit reached through one instance holds on the other (Redis), per visitor address from the proxy',
  async () => {
    // One registration was spent by the test above; the rest of the hour's allowance, then 429.
    const answers: { status: number; upstream: string | null }[] = [];
    for (let i = 0; i < REGISTRATIONS_PER_IP + 1; i += 1)
      answers.push(await call(proxy!.url, '/api/register', { method: 'POST', body: personalAccount() }));
    const created = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status === 429);
    expect(created).toHaveLength(REGISTRATIONS_PER_IP - 1);
    expect(new Set(created.map((r) => r.upstream))).toEqual(new Set(['0', '1']));
    expect(refused.length).toBe(2);
    expect(new Set(refused.map((r) => r.upstream))).toEqual(new Set(['0', '1']));
    // Another visitor (another address named by the proxy) is not concerned.
    const other = await fetch(`${instances[1]!.url}/api/register`, {
      method: 'POST',
      headers: { ...processHeaders(), 'x-forwarded-for': '198.51.100.23' },
      body: JSON.stringify(personalAccount()),
    });
    expect(other.status).toBe(201);
  },
);
