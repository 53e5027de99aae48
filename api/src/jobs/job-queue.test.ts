/**
 * pg-boss 10 on the application's database — the embedded PGlite (its one connection shared with
 * the app's queries through the dialect's mutex) and PostgreSQL on the PostgreSQL pass: a job sent
 * is worked, a cron schedule is kept in the database, app queries run meanwhile, and it stops.
 */
import { sql } from 'kysely';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from '../db/connection';
import { retryOnDeadlock, startJobQueue, type JobQueue } from './job-queue';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let queue: JobQueue;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  queue = await startJobQueue(database, { warn: (m) => console.warn(m) });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
  await drop();
});

it('works a job sent, keeps the cron schedule in the database, and lets the app query meanwhile', async () => {
  let worked = 0;
  let done: () => void = () => {};
  const handled = new Promise<void>((resolve) => {
    done = resolve;
  });
  await queue.register(
    'test-digest',
    async () => {
      worked += 1;
      done();
    },
    { cron: '0 * * * *' },
  );
  await queue.send('test-digest');
  // The app keeps querying while pg-boss polls and works (one PGlite connection, taken in turn).
  const counts = await Promise.all(
    Array.from({ length: 20 }, () =>
      database.db
        .selectFrom('vehicles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  expect(new Set(counts.map((c) => Number(c.n))).size).toBe(1);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    handled,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('job not worked in 10 s')), 10_000))),
  ]);
  clearTimeout(timer);
  expect(worked).toBe(1);
  const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(
    database.db,
  );
  expect(schedules.rows).toEqual([{ name: 'test-digest', cron: '0 * * * *' }]);
});

describe('retryOnDeadlock', () => {
  const failure = (code: string) => Object.assign(new Error(code), { code });

  it('runs a step again after a deadlock (40P01) and gives its result', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw failure('40P01');
      return 'créée';
    });
    expect([result, calls]).toEqual(['créée', 3]);
  });

  it('gives up after the tries, and never retries another error', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw failure('40P01');
      }, 2),
    ).rejects.toThrow('40P01');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw failure('23505');
      }),
    ).rejects.toThrow('23505');
    expect(calls).toBe(1);
  });
});
