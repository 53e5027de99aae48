/**
 * The retention job: requests whose last activity is older than REQUEST_RETENTION_DAYS go, with
 * their inbox rows and photos; a recent change in the inbox keeps an old request; the audit log
 * loses its entries older than AUDIT_RETENTION_DAYS through the trigger's narrow path, and only
 * those older than 180 days whatever the setting.
 */
import { sql } from 'kysely';
import { createFileStore } from '../../files/file-store';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { runRetention } from './retention';
import { deleteOldAuditEntries } from './retention-queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(t.database.db)).rows[0]!;
const exists = async (table: string, id: number) =>
  (await sql<{ n: number }>`select count(*)::int n from ${sql.table(table)} where id = ${id}`.execute(t.database.db))
    .rows[0]!.n === 1;

it('deletes what is older than the retention, keeps what lived since, and the audit entries older than theirs', async () => {
  const old = sql`now() - interval '4 years'`;
  const oldContact = (
    await one(
      sql<{
        id: number;
      }>`insert into contact_requests (reference, fullname, email, subject, message, created_at) values ('C-RET-1', 'Ancien Contact', 'ancien@exemple.fr', 'autre', 'Bonjour', ${old}) returning id`,
    )
  ).id;
  const revivedContact = (
    await one(
      sql<{
        id: number;
      }>`insert into contact_requests (reference, fullname, email, subject, message, created_at) values ('C-RET-2', 'Contact Relancé', 'relance@exemple.fr', 'autre', 'Bonjour', ${old}) returning id`,
    )
  ).id;
  // The staff touched this one last month: its inbox row says so.
  await sql`update staff_inbox set updated_at = now() - interval '30 days' where kind = 'contact' and source_id = ${revivedContact}`.execute(
    t.database.db,
  );
  const freshContact = (
    await one(
      sql<{
        id: number;
      }>`insert into contact_requests (reference, fullname, email, subject, message) values ('C-RET-3', 'Nouveau Contact', 'nouveau@exemple.fr', 'autre', 'Bonjour') returning id`,
    )
  ).id;
  const visitor = await registerUser(t.app);
  const oldCall = (
    await one(
      sql<{
        id: number;
      }>`insert into calls (user_id, phone, preferred_date, slot, created_at, updated_at) values (${visitor.user.id}, '02 43 00 00 00', current_date - 1500, 'matin', ${old}, ${old}) returning id`,
    )
  ).id;
  const oldTradein = (
    await one(sql<{
      id: number;
    }>`insert into reprises (user_id, brand, carmodel, energy, gearbox, year, month, mileage, phone, created_at, updated_at)
    values (${visitor.user.id}, 'Renault', 'Clio', 'essence', 'manuelle', 2015, 5, 90000, '06 12 34 56 78', ${old}, ${old}) returning id`)
  ).id;
  await sql`insert into reprise_photos (reprise_id, storage_key, content_type, width, height, bytes) values (${oldTradein}, ${`retention-${oldTradein}.jpg`}, 'image/jpeg', 1600, 1200, 1000)`.execute(
    t.database.db,
  );
  // Back-dated rows: their inbox rows were written now; they date from then, as in real life.
  await sql`update staff_inbox set updated_at = now() - interval '4 years' where (kind, source_id) in (('contact', ${oldContact}), ('rappel', ${oldCall}), ('reprise', ${oldTradein}))`.execute(
    t.database.db,
  );
  await sql`insert into staff_audit_log (at, action) values (now() - interval '400 days', 'test.old'), (now() - interval '200 days', 'test.middle'), (now() - interval '10 days', 'test.recent')`.execute(
    t.database.db,
  );

  const deleted: string[] = [];
  const files = { ...createFileStore(t.config.files), delete: async (keys: string[]) => void deleted.push(...keys) };
  const report = await runRetention({ db: t.database.db, config: t.config, files, jobs: null }, silent);
  expect(deleted).toEqual([`retention-${oldTradein}.jpg`]);
  expect(report.requests).toMatchObject({ contact_requests: 1, calls: 1, reprises: 1 });
  expect(report.photos).toBe(1);
  expect(await exists('contact_requests', oldContact)).toBe(false);
  expect(await exists('contact_requests', revivedContact)).toBe(true);
  expect(await exists('contact_requests', freshContact)).toBe(true);
  expect(await exists('calls', oldCall)).toBe(false);
  expect(await exists('reprises', oldTradein)).toBe(false);
  expect(
    (
      await sql<{
        n: number;
      }>`select count(*)::int n from staff_inbox where kind = 'contact' and source_id = ${oldContact}`.execute(
        t.database.db,
      )
    ).rows[0]!.n,
  ).toBe(0);
  const actions = (
    await sql<{ action: string }>`select action from staff_audit_log where action like 'test.%' order by at`.execute(
      t.database.db,
    )
  ).rows.map((r) => r.action);
  expect(actions).toEqual(['test.middle', 'test.recent']);
});

it('the trigger refuses the deletion of entries younger than 180 days, even on the retention path', async () => {
  await sql`insert into staff_audit_log (at, action) values (now() - interval '100 days', 'test.young'), (now() - interval '300 days', 'test.older')`.execute(
    t.database.db,
  );
  await expect(t.database.db.transaction().execute((trx) => deleteOldAuditEntries(trx, new Date()))).rejects.toThrow(
    /append-only/,
  );
  // Outside the retention path, an old entry is refused too.
  await expect(sql`delete from staff_audit_log where action = 'test.older'`.execute(t.database.db)).rejects.toThrow(
    /append-only/,
  );
});
