import { apiHeaders, createTestApp, json, registerVerifiedUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });

async function someIds(n: number): Promise<number[]> {
  return (
    json(await t.app.inject({ url: `/api/vehicles?per_page=${n}&sort=price_asc`, headers: apiHeaders() })).data as {
      id: number;
    }[]
  ).map((v) => v.id);
}

describe('/api/user/recently-viewed', () => {
  it('keeps the signed-in visitor’s views, newest first, a view again moving it to the front, 12 at most', async () => {
    const { token } = await registerVerifiedUser(t);
    const ids = await someIds(14);
    for (const id of ids)
      expect((await as(token, 'POST', '/api/user/recently-viewed', { vehicle_id: id })).statusCode).toBe(204);
    await as(token, 'POST', '/api/user/recently-viewed', { vehicle_id: ids[5]! });
    const list = json(await as(token, 'GET', '/api/user/recently-viewed'));
    const expected = [ids[5], ...ids.slice(6).reverse(), ...ids.slice(0, 5).reverse()].slice(0, 12);
    expect(list.data.map((v: { id: number }) => v.id)).toEqual(expected);
    expect(list.meta.total).toBe(12);

    expect((await as(token, 'DELETE', '/api/user/recently-viewed')).statusCode).toBe(204);
    expect(json(await as(token, 'GET', '/api/user/recently-viewed')).data).toEqual([]);
  });

  it('is the visitor’s own: another account sees nothing, no token is a 401, an unknown vehicle a 404', async () => {
    const a = await registerVerifiedUser(t);
    const b = await registerVerifiedUser(t);
    const [id] = await someIds(1);
    await as(a.token, 'POST', '/api/user/recently-viewed', { vehicle_id: id! });
    expect(json(await as(b.token, 'GET', '/api/user/recently-viewed')).data).toEqual([]);
    expect((await t.app.inject({ url: '/api/user/recently-viewed', headers: apiHeaders() })).statusCode).toBe(401);
    const unknown = await as(a.token, 'POST', '/api/user/recently-viewed', { vehicle_id: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect((await as(a.token, 'POST', '/api/user/recently-viewed', { vehicle_id: 'abc' })).statusCode).toBe(422);
  });
});

describe('GET /api/vehicles/selection', () => {
  it('gives the published cards of the ids in the order asked, leaving out a sold one', async () => {
    const ids = await someIds(4);
    const order = [ids[2]!, ids[0]!, ids[3]!];
    await t.app.inject({ method: 'POST', url: `/ops/stock/${ids[0]}/sold` });
    const res = await t.app.inject({ url: `/api/vehicles/selection?ids=${order.join(',')}`, headers: apiHeaders() });
    expect(json(res).data.map((v: { id: number }) => v.id)).toEqual([ids[2], ids[3]]);
    await t.app.inject({ method: 'POST', url: `/ops/stock/${ids[0]}/back` });
  });

  it('refuses a bad list in French', async () => {
    for (const ids of ['', 'a,b', '1,,2', Array.from({ length: 13 }, (_, i) => i + 1).join(','), '99999999999']) {
      const res = await t.app.inject({ url: `/api/vehicles/selection?ids=${ids}`, headers: apiHeaders() });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
  });
});
