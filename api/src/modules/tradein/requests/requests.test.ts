import { TRADEIN_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { DEMO_ACCOUNT } from '../../../../seeds/account-demo';
import { apiHeaders, createTestApp, OAUTH_CLIENT, registerUser, type TestApp } from '../../../test/test-app';
import { hashToken } from '../../auth/token-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (token: string | undefined, query = '') =>
  t.app.inject({ url: `/api/user/reprises${query}`, headers: apiHeaders(token) });
const remove = (token: string | undefined, id: unknown) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/reprises/${id}`, headers: apiHeaders(token) });

/** `count` requests for the user, one day apart (the last one is the newest). */
async function addTradeins(userId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { rows } = await sql<{ id: number }>`
      insert into reprises (user_id, brand, carmodel, energy, gearbox, year, month, mileage, phone, equipments, damages,
                            estimate_min_cents, estimate_max_cents, created_at, updated_at)
      values (${userId}, 'Peugeot', ${`208 n°${i + 1}`}, 'essence', 'manuelle', 2020, 6, ${40000 + i}, '06 12 34 56 78',
              '["gps"]', '[{"area":"capot","kind":"rayure"}]', 950050, 1080000,
              now() - ${`${count - i} days`}::interval, now() - ${`${count - i} days`}::interval)
      returning id`.execute(t.database.db);
    ids.push(rows[0]!.id);
  }
  return ids;
}

describe('GET /api/user/reprises', () => {
  it('pages the user’s requests, newest first, 10 a page', async () => {
    const u = await registerUser(t.app);
    const ids = await addTradeins(u.user.id, 12);
    const first = await list(u.token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ total: 12, current_page: 1, last_page: 2, per_page: 10 });
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(body.data[0]).toEqual({
      id: ids[11],
      status: 'nouvelle',
      offer: null,
      plate: null,
      brand: 'Peugeot',
      carmodel: '208 n°12',
      finish: null,
      type: null,
      energy: 'essence',
      gearbox: 'manuelle',
      year: 2020,
      month: 6,
      fiscal_power: null,
      engine_power: null,
      colour: null,
      mileage: 40011,
      equipments: ['gps'],
      damages: [{ area: 'capot', kind: 'rayure' }],
      first_hand: false,
      service_history: false,
      comment: null,
      phone: '06 12 34 56 78',
      estimate_min: 9501,
      estimate_max: 10800,
      // Made before the reference data (no version): no instant valuation details.
      version_id: null,
      valuation: null,
      estimate_value: null,
      estimate_valid_until: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.any(String),
    });
    const second = (await list(u.token, '?page=2')).json();
    expect(second.meta).toEqual({ total: 12, current_page: 2, last_page: 2, per_page: 10 });
    expect(second.data.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    const past = (await list(u.token, '?page=3')).json();
    expect(past).toEqual({ data: [], meta: { total: 12, current_page: 3, last_page: 2, per_page: 10 } });
  });

  it('shows an empty first page to a user without requests, and never another user’s', async () => {
    const a = await registerUser(t.app);
    await addTradeins(a.user.id, 2);
    const b = await registerUser(t.app);
    expect((await list(b.token)).json()).toEqual({
      data: [],
      meta: { total: 0, current_page: 1, last_page: 1, per_page: 10 },
    });
  });

  it.each(['0', '-1', 'abc', '1.5', ''])('answers 422 on page for page=%s', async (page) => {
    const u = await registerUser(t.app);
    const res = await list(u.token, `?page=${page}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Les données envoyées ne sont pas valides.',
      errors: { page: [TRADEIN_MESSAGES.page] },
    });
  });

  it('answers 401 without a token, or with an expired or revoked one', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await t.database.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(a.token))
      .execute();
    await t.database.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(b.token))
      .execute();
    expect((await list(a.token)).statusCode).toBe(401);
    expect((await list(b.token)).statusCode).toBe(401);
    expect((await remove(a.token, 1)).statusCode).toBe(401);
    expect((await remove(undefined, 1)).statusCode).toBe(401);
  });
});

describe('DELETE /api/user/reprises/{id}', () => {
  it('deletes one’s own request, which leaves the list', async () => {
    const u = await registerUser(t.app);
    const [keep, gone] = await addTradeins(u.user.id, 2);
    const res = await remove(u.token, gone);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = (await list(u.token)).json();
    expect(after.data.map((r: { id: number }) => r.id)).toEqual([keep]);
    expect(after.meta.total).toBe(1);
    expect((await remove(u.token, gone)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s request (left untouched), 422 for a malformed id', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const [theirs] = await addTradeins(a.user.id, 1);
    const res = await remove(b.token, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: TRADEIN_MESSAGES.notFound });
    expect((await list(a.token)).json().meta.total).toBe(1);
    const bad = await remove(b.token, 'abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });
});

describe('demo account', () => {
  it('signs in with the documented password and has two pages of demo trade-in requests', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: apiHeaders(),
      payload: {
        grant_type: 'password',
        ...OAUTH_CLIENT,
        username: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
      },
    });
    expect(res.statusCode).toBe(200);
    const page = (await list(res.json().access_token)).json();
    expect(page.meta.total).toBeGreaterThanOrEqual(12);
    expect(page.meta.last_page).toBeGreaterThanOrEqual(2);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from reprises where not is_demo and user_id = (select id from users where email = ${DEMO_ACCOUNT.email})`.execute(
      t.database.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
