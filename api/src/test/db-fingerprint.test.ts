/**
 * The fingerprint the bad-input and authorisation suites compare: it must see every kind of write.
 */
import { sql } from 'kysely';
import { changedTables, fingerprint, fingerprintSince } from './db-fingerprint';
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
  await step(() =>
    db
      .transaction()
      .execute(async (trx) => {
        await sql`update vehicles set price = price + 1 where id = (select min(id) from vehicles)`.execute(trx);
        throw new Error('annulé');
      })
      .catch(() => undefined),
  );
  await step(() => sql`select count(*) from vehicles`.execute(db));
  expect(changes).toEqual([['business_sectors'], ['business_sectors'], ['business_sectors'], [], []]);
});

it('since a fingerprint: the same one back while no transaction wrote; a write, even rolled back, looks at every table again', async () => {
  const db = t.database.db;
  const before = await fingerprint(db);
  await sql`select count(*) from vehicles`.execute(db);
  await db.transaction().execute(async (trx) => sql`select 1 from brands limit 1`.execute(trx));
  // The same object back on the embedded database, which nothing else writes. On a PostgreSQL
  // server the transaction ids are the cluster's: another database's writes (other test workers)
  // move them, and the fingerprint is then taken again, with the same tables.
  const again = await fingerprintSince(db, before);
  if (t.database.kind === 'pglite') expect(again).toBe(before);
  else expect(again.tables).toEqual(before.tables);

  await db
    .transaction()
    .execute(async (trx) => {
      await sql`update vehicles set price = price + 1 where id = (select min(id) from vehicles)`.execute(trx);
      throw new Error('annulé');
    })
    .catch(() => undefined);
  const afterRollback = await fingerprintSince(db, before);
  expect(afterRollback).not.toBe(before);
  expect(changedTables(before, afterRollback)).toEqual([]);

  await sql`update business_sectors set position = position where id = (select min(id) from business_sectors)`.execute(
    db,
  );
  const afterWrite = await fingerprintSince(db, afterRollback);
  expect(changedTables(afterRollback, afterWrite)).toEqual(['business_sectors']);
});
