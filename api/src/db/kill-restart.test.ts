/**
 * The API killed (SIGKILL, no goodbye) in the middle of writes, then started again on the same
 * database: every write it acknowledged is there, none is half written. Runs on the embedded
 * database, and on PostgreSQL when DATABASE_URL is set (the second pass of CI).
 *
 * The writes: registrations (account, sign-in token and confirmation link in one transaction) and
 * bookmarks, eight at a time from as many visitors.
 */
import { sql } from 'kysely';
import { openDatabase } from './connection';
import { callProcess, startApiProcess, useProcessDatabase } from '../test/api-process';
import { personalAccount } from '../test/test-app';

jest.setTimeout(900_000); // an upper bound for a hang: each step waits for what it needs

const run = useProcessDatabase();

interface Visitor {
  email: string;
  token: string;
  id: number;
}
interface Acknowledged {
  visitors: Visitor[];
  bookmarks: { token: string; vehicle: number }[];
}

const call = (path: string, init: Parameters<typeof callProcess>[2] = {}) => callProcess(run.api!.url, path, init);

/** Writes by 8 concurrent visitors until `stop()`; what got a 2xx is recorded. */
function writeLoad(vehicles: number[]) {
  const done: Acknowledged = { visitors: [], bookmarks: [] };
  let running = true;
  let next = 0;
  const worker = async () => {
    while (running) {
      try {
        const account = personalAccount();
        const reg = await call('/api/register', { method: 'POST', body: account });
        if (reg.status !== 201) continue;
        const visitor = {
          email: account.email,
          token: reg.body.access_token as string,
          id: reg.body.data.id as number,
        };
        done.visitors.push(visitor);
        const vehicle = vehicles[next++ % vehicles.length]!;
        const bookmark = await call('/api/user/bookmarks/store', {
          method: 'POST',
          token: visitor.token,
          body: { vehicle_id: vehicle },
        });
        if (bookmark.status < 300) done.bookmarks.push({ token: visitor.token, vehicle });
      } catch {
        // The process is gone: requests in flight fail, which is the point.
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  return {
    done,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

it('SIGKILL in the middle of writes, restart: every acknowledged write is there, none half written', async () => {
  run.api = await startApiProcess(run.database.env);
  const list = await call('/api/vehicles?per_page=48&sort=newest');
  const vehicles = (list.body.data as { id: number; is_reserved: boolean }[])
    .filter((v) => !v.is_reserved)
    .map((v) => v.id);
  expect(vehicles.length).toBeGreaterThan(20);

  const load = writeLoad(vehicles);
  // Writes go on until several are acknowledged (however fast the machine), then the process dies
  // without warning while others are in flight.
  while (load.done.visitors.length < 8) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await run.api.stop('SIGKILL')).toBeNull();
  await load.stop();
  const { done } = load;
  expect(done.visitors.length).toBeGreaterThanOrEqual(8);
  process.stdout.write(
    `Arrêt brutal : ${done.visitors.length} inscriptions et ${done.bookmarks.length} favoris acquittés avant SIGKILL (${run.database.kind}).\n`,
  );

  run.api = await startApiProcess(run.database.env);
  for (const visitor of done.visitors) {
    const me = await call('/api/user', { token: visitor.token });
    expect([visitor.email, me.status, me.body?.data?.email]).toEqual([visitor.email, 200, visitor.email]);
  }
  for (const bookmark of done.bookmarks) {
    const mine = await call('/api/user/bookmarks', { token: bookmark.token });
    expect((mine.body.data as { id: number }[]).map((v) => v.id)).toContain(bookmark.vehicle);
  }
  // After a clean stop, the tables themselves: no account without its token and its confirmation
  // link (one transaction), no bookmark of a missing account.
  expect(await run.api.stop('SIGTERM')).toBe(0);
  run.api = null;
  const db = await openDatabase({
    databaseUrl: run.database.env.DATABASE_URL ?? null,
    dataDir: run.database.env.DATA_DIR,
  });
  try {
    const { rows } = await sql<{ users: number; without_token: number; without_link: number }>`
      select count(*)::int as users,
        count(*) filter (where not exists (select 1 from access_tokens t where t.user_id = u.id))::int as without_token,
        count(*) filter (where not exists (select 1 from email_tokens e where e.user_id = u.id))::int as without_link
      from users u where u.email like 'camille.martin.%'`.execute(db.db);
    expect(rows[0]!.users).toBeGreaterThanOrEqual(done.visitors.length);
    expect(rows[0]).toMatchObject({ without_token: 0, without_link: 0 });
  } finally {
    await db.close();
  }
});
