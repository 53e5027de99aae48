/**
 * The database stops for 10 s, then comes back: meanwhile the API answers 503 JSON in the one error
 * shape (with Retry-After) where it needs the database, never a 500, its readiness check says 503
 * and its liveness still 200; afterwards it answers again by itself, without a restart.
 *
 * On a PostgreSQL cluster the test starts for itself (initdb / pg_ctl on a spare port): the
 * machine's shared PostgreSQL is never stopped. Runs in the PostgreSQL pass (DATABASE_URL set)
 * on a machine with PostgreSQL's server programs; says so in one line when it skips.
 */
import { API_MESSAGES } from '@ga/contracts';
import { seedDatabase } from '../../seeds';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrator';
import { callProcess, startApiProcess, type ApiProcess } from '../test/api-process';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { personalAccount } from '../test/test-app';

jest.setTimeout(900_000); // an upper bound for a hang: each step waits for what it needs

const bin = postgresBinaries();
const runs = Boolean(process.env.DATABASE_URL) && bin !== null;
if (!runs) {
  console.log(
    `database outage test skipped: ${bin ? 'PostgreSQL pass only (DATABASE_URL unset)' : 'no PostgreSQL server programs (initdb, pg_ctl) on this machine'}`,
  );
}

let cluster: PrivatePostgres | null = null;
let api: ApiProcess | null = null;
afterAll(async () => {
  await api?.stop('SIGKILL');
  cluster?.destroy();
});

async function call(path: string, token?: string) {
  const res = await callProcess(api!.url, path, { token });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: res.body as Record<string, unknown> };
}

(runs ? it : it.skip)('database down 10 s: 503 JSON meanwhile, never a 500; recovers without a restart', async () => {
  cluster = await startPrivatePostgres(bin!);
  const setup = await openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
  await migrateToLatest(setup.db);
  await seedDatabase(setup.db);
  await setup.close();

  api = await startApiProcess({ DATABASE_URL: cluster.url });
  const pid = api.child.pid;
  const token = (await callProcess(api.url, '/api/register', { method: 'POST', body: personalAccount() })).body
    .access_token as string;
  const vehicle = ((await call('/api/vehicles?per_page=1')).body.data as { id: number }[])[0]!.id;
  // Calls that need the database (the search itself may be answered by the in-memory index).
  const paths: [string, string | undefined][] = [
    [`/api/vehicles/${vehicle}`, undefined],
    ['/api/user', token],
    ['/api/banners', undefined],
    ['/api/user/bookmarks', token],
  ];
  for (const [path, auth] of paths) expect([path, (await call(path, auth)).status]).toEqual([path, 200]);

  cluster.stop();
  const seen = new Map<number, number>();
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    for (const [path, auth] of paths) {
      const res = await call(path, auth);
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      if (res.status !== 200) {
        expect([path, res.status, res.body, res.retryAfter]).toEqual([
          path,
          503,
          { message: API_MESSAGES.unavailable },
          '5',
        ]);
      }
    }
    expect(await call('/health/ready')).toMatchObject({ status: 503, body: { ready: false, reason: 'database' } });
    expect(await call('/health')).toMatchObject({ status: 200, body: { status: 'degraded' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(seen.get(503)).toBeGreaterThan(10);
  expect([...seen.keys()].sort()).toEqual(seen.has(200) ? [200, 503] : [503]);

  cluster.start();
  const back = Date.now();
  for (;;) {
    const statuses = await Promise.all(paths.map(([path, auth]) => call(path, auth).then((r) => r.status)));
    if (statuses.every((s) => s === 200)) break;
    expect(Date.now() - back).toBeLessThan(15_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(await call('/health/ready')).toMatchObject({ status: 200, body: { ready: true } });
  expect(api.child.pid).toBe(pid);
  expect(api.child.exitCode).toBeNull();
  process.stdout.write(
    `Panne de base de 10 s : ${seen.get(503)} réponses 503, ${seen.get(200) ?? 0} réponses 200 (mémoire), 0 erreur 500 ; service rétabli ${Date.now() - back} ms après le retour de la base.\n`,
  );
});
