/**
 * The fingerprint the bad-input and authorisation suites compare: it must see every kind of write.
 */
import { sql } from 'kysely';
import { changedTables, fingerprint } from './db-fingerprint';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('sees an insert, an update (even to the same value) and a delete; not a rolled-back write nor a read', async () => {
  const db = t.database.db;
  let before = await fingerprint(db);
  const changes: string[][] = [];
  const step = async (write: () => Promise<unknown>) => {
    await write();
    const after = await fingerprint(db);
    changes.push(changedTables(before, after));
    before = after;
  };
  await step(() => sql`insert into business_sectors (code, name, position) values ('zz', 'Essai', 99)`.execute(db));
  await step(() => sql`update business_sectors set position = position where name = 'Essai'`.execute(db));
  await step(() => sql`delete from business_sectors where name = 'Essai'`.execute(db));
  await step(() => db.transaction().execute(async (trx) => {
    await sql`update vehicles set price = price + 1 where id = (select min(id) from vehicles)`.execute(trx);
    throw new Error('annulé');
  }).catch(() => undefined));
  await step(() => sql`select count(*) from vehicles`.execute(db));
  expect(changes).toEqual([['business_sectors'], ['business_sectors'], ['business_sectors'], [], []]);
});
