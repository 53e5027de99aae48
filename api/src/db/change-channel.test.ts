/**
 * The one change channel: a change reaches listeners when its transaction commits, never when it
 * rolls back; `settled()` waits for the listeners; on PostgreSQL a lost LISTEN connection comes
 * back by itself and listeners are told to resync.
 */
import { sql } from 'kysely';
import { openTestDatabase } from '../test/test-app';
import { announceChange, openChangeChannel, type ChangeChannel, type ChangeEvent } from './change-channel';
import type { DatabaseHandle } from './connection';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let channel: ChangeChannel;
const events: ChangeEvent[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  channel = await openChangeChannel(database, { warn: () => undefined });
  channel.subscribe(async (event) => {
    // A slow listener: settled() must wait for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push(event);
  });
});
afterAll(async () => {
  await channel.close();
  await database.close();
  await drop();
});

const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('the change channel', () => {
  it('delivers a committed change once, after commit, and nothing of a rolled-back one', async () => {
    events.length = 0;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await announceChange(trx, { kind: 'booking', vehicle_ids: [1] });
        throw new Error('annulée');
      }),
    ).rejects.toThrow('annulée');
    await database.db.transaction().execute(async (trx) => {
      await announceChange(trx, { kind: 'vehicle', vehicle_ids: [2, 3] });
      await announceChange(trx, { kind: 'vehicles' });
    });
    await channel.settled();
    expect(events).toEqual([{ kind: 'vehicle', vehicle_ids: [2, 3] }, { kind: 'vehicles' }]);
  });

  it('ignores payloads that are not changes', async () => {
    events.length = 0;
    await sql`select pg_notify('ga_stock_changes', 'pas du JSON'), pg_notify('ga_stock_changes', '{"kind":"booking","vehicle_ids":["x"]}')`.execute(
      database.db,
    );
    await channel.settled();
    expect(events).toEqual([]);
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  if (!process.env.DATABASE_URL)
    console.log('change channel: reconnection test skipped (PostgreSQL only; DATABASE_URL unset)');
  onPostgres('listens again after its connection is cut, and asks listeners to resync', async () => {
    events.length = 0;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`.execute(database.db);
    await waitFor(() => events.some((e) => e.kind === 'resync'));
    expect(events).toContainEqual({ kind: 'resync' });
    events.length = 0;
    await announceChange(database.db, { kind: 'booking', vehicle_ids: [4] });
    await channel.settled();
    expect(events).toEqual([{ kind: 'booking', vehicle_ids: [4] }]);
  });
});
