import { sql } from 'kysely';
import { apiHeaders, createTestApp, personalAccount, type TestApp } from '../test/test-app';
import type { TokenService } from '../modules/auth/token-service';

let t: TestApp;
const failingTokens: TokenService = {
  issue: async () => {
    throw new Error('panne simulée du service de jetons');
  },
  verify: async () => null,
  revoke: async () => {},
  revokeAllForUser: async () => {},
};

beforeAll(async () => {
  t = await createTestApp({}, { tokens: failingTokens });
});
afterAll(() => t.close());

const countUsers = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('transactions', () => {
  it('a registration whose second step fails leaves no user behind (500 without details)', async () => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: apiHeaders(),
      payload: personalAccount(),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' });
    expect(res.body).not.toMatch(/panne simulée|at /);
    expect(await countUsers()).toBe(before);
  });

  it('concurrent work does not see or join a transaction that later rolls back', async () => {
    const db = t.database.db;
    const before = await countUsers();
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((r) => (inserted = r));
    const failing = db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            fullname: 'Temp',
            email: 'temp@exemple.fr',
            password_hash: 'x',
            phone: '0600000000',
            address: 'rue',
            postal_code: '72000',
            city: 'Le Mans',
          })
          .execute();
        inserted();
        await new Promise((r) => setTimeout(r, 100));
        throw new Error('échec volontaire');
      })
      .catch((e: Error) => e.message);
    await insertedSignal;
    // A query issued while the transaction is open must not run inside it.
    const during = await countUsers();
    expect(await failing).toBe('échec volontaire');
    expect(during).toBe(before);
    expect(await countUsers()).toBe(before);
  });

  it('parallel transactions all commit', async () => {
    const db = t.database.db;
    await sql`CREATE TEMP TABLE IF NOT EXISTS counter_test (n integer)`.execute(db).catch(() => undefined);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('business_sectors')
            .values({ code: `Z${i}`, name: `Secteur test ${i}`, position: 100 + i })
            .execute();
        }),
      ),
    );
    const rows = await db.selectFrom('business_sectors').select('code').where('code', 'like', 'Z%').execute();
    expect(rows).toHaveLength(10);
  });
});
