import { apiHeaders, createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const toggle = (token: string, vehicle_id: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/bookmarks/store',
    headers: apiHeaders(token),
    payload: { vehicle_id },
  });

describe('bookmarks', () => {
  it('adds with 201, removes with 200, and lists the bookmarked vehicles', async () => {
    const u = await registerUser(t.app);
    const added = await toggle(u.token, 12);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({ vehicle_id: 12, bookmarked: true, bookmarks: [12] });
    await toggle(u.token, 40);
    const list = await t.app.inject({ url: '/api/user/bookmarks', headers: apiHeaders(u.token) });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((v: { id: number }) => v.id)
        .sort(),
    ).toEqual([12, 40]);
    expect(list.json().meta.total).toBe(2);
    const removed = await toggle(u.token, 12);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ bookmarked: false, bookmarks: [40] });
    const user = await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) });
    expect(user.json().data.bookmarks).toEqual([40]);
  });

  it('keeps each user’s favourites apart', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await toggle(a.token, 7);
    const list = await t.app.inject({ url: '/api/user/bookmarks', headers: apiHeaders(b.token) });
    expect(list.json().data).toEqual([]);
  });

  it('answers 404 for an unknown vehicle, 422 for a bad id, 401 without a token', async () => {
    const u = await registerUser(t.app);
    expect((await toggle(u.token, 99999999)).statusCode).toBe(404);
    const bad = await toggle(u.token, 'abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.vehicle_id).toBeDefined();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/bookmarks/store',
      headers: apiHeaders(),
      payload: { vehicle_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('merges the browser’s favourites at sign-in: published ones added once, the rest ignored, 422 past the cap', async () => {
    const u = await registerUser(t.app);
    await toggle(u.token, 12);
    const merge = (vehicle_ids: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/bookmarks/merge',
        headers: apiHeaders(u.token),
        payload: { vehicle_ids },
      });
    const res = await merge([12, 40, 40, 99999999]);
    expect(res.statusCode).toBe(200);
    expect([...res.json().data.bookmarks].sort()).toEqual([12, 40]);
    // Again: nothing changes (a second tab signing in at the same time).
    expect([...(await merge([40])).json().data.bookmarks].sort()).toEqual([12, 40]);
    const tooMany = await merge(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.vehicle_ids).toEqual(['50 véhicules au plus.']);
    expect((await merge(['abc'])).statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/bookmarks/merge',
      headers: apiHeaders(),
      payload: { vehicle_ids: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
