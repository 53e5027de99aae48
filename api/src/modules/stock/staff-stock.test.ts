/**
 * The stock in the staff area (responsable): search; a price changed through the `stock` CLI's code
 * (history, audit); sold, withdrawn (with its reason; not while a visitor holds the vehicle) and
 * available again, each followed by the vehicle page, the search and the sitemap; the equipment.
 */
import { STAFF_STOCK_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { bookingCalls, publishedVehicleIds } from '../bookings/booking-test-helpers';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../../test/staff';
import { apiHeaders, createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let responsable: TestStaffSession;
let conseiller: TestStaffSession;
let vehicles: number[];
beforeAll(async () => {
  t = await createTestApp();
  responsable = await signInStaff(t, await createStaff(t, 'responsable'));
  conseiller = await signInStaff(t, await createStaff(t, 'conseiller'), '10.77.0.8');
  vehicles = await publishedVehicleIds(t, 4, 200);
});
afterAll(() => t.close());

const get = (s: TestStaffSession, url: string) => t.app.inject({ url, headers: staffHeaders(s) });
const post = (s: TestStaffSession, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: staffHeaders(s), payload });
const publicVehicle = (id: number) => t.app.inject({ url: `/api/vehicles/${id}`, headers: apiHeaders() });
const searchTotal = async () =>
  (await t.app.inject({ url: '/api/vehicles', headers: apiHeaders() })).json().meta.total as number;
const audited = async (id: number) =>
  (
    await sql<{
      action: string;
      before_data: unknown;
      after_data: unknown;
    }>`select action, before_data, after_data from staff_audit_log where record_type = 'vehicle' and record_id = ${String(id)} order by id`.execute(
      t.database.db,
    )
  ).rows;

describe('search', () => {
  it('finds a vehicle by its number or by make and model without accents; a conseiller is refused', async () => {
    const id = vehicles[0]!;
    const byId = (await get(responsable, `/api/staff/stock?q=${id}`)).json();
    expect(byId.data).toHaveLength(1);
    const v = byId.data[0];
    expect(v).toMatchObject({ id, state: 'disponible', booked: false });
    const words = v.title.split(' ').slice(0, 2).join(' ').toUpperCase();
    const byName = (await get(responsable, `/api/staff/stock?q=${encodeURIComponent(words)}&state=disponible`)).json();
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((x: { title: string }) => x.title.toUpperCase().includes(words))).toBe(true);
    expect((await get(conseiller, '/api/staff/stock')).statusCode).toBe(403);
    expect((await get(responsable, '/api/staff/stock?state=perdu')).json().errors.state).toEqual([
      STAFF_STOCK_MESSAGES.state,
    ]);
  });

  it('pages by keyset on the number, newest first', async () => {
    const first = (await get(responsable, '/api/staff/stock')).json();
    expect(first.data).toHaveLength(25);
    const second = (await get(responsable, `/api/staff/stock?before=${first.meta.next_cursor}`)).json();
    expect(second.data[0].id).toBeLessThan(first.data.at(-1).id);
  });

  it('refuses a cursor past the largest id with a 422 (it reached the query, a 500), takes the largest', async () => {
    for (const before of ['2147483648', '9999999999']) {
      const res = await get(responsable, `/api/staff/stock?before=${before}`);
      expect([before, res.statusCode, res.json().errors]).toEqual([
        before,
        422,
        { before: [STAFF_STOCK_MESSAGES.cursor] },
      ]);
    }
    const last = await get(responsable, '/api/staff/stock?before=2147483647');
    expect([last.statusCode, last.json().data.length]).toEqual([200, 25]);
  });
});

describe('price', () => {
  it('goes through the stock code: the vehicle page, its history and the audit log follow', async () => {
    const id = vehicles[1]!;
    const before = (await publicVehicle(id)).json().data.price as number;
    const res = await post(responsable, `/api/staff/stock/${id}/price`, { price: before - 700 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ vehicle_id: id, previous_price: before, price: before - 700 });
    expect((await publicVehicle(id)).json().data.price).toBe(before - 700);
    const detail = (await get(responsable, `/api/staff/stock/${id}`)).json().data;
    expect(detail.prices.at(-1).price).toBe(before - 700);
    expect(await audited(id)).toEqual([
      expect.objectContaining({
        action: 'stock.price_changed',
        before_data: { price: before },
        after_data: expect.objectContaining({ price: before - 700 }),
      }),
    ]);
    const same = await post(responsable, `/api/staff/stock/${id}/price`, { price: before - 700 });
    expect([same.statusCode, same.json().errors.price]).toEqual([422, [STAFF_STOCK_MESSAGES.samePrice]]);
    expect((await post(responsable, `/api/staff/stock/${id}/price`, { price: 12.5 })).json().errors.price).toEqual([
      STAFF_STOCK_MESSAGES.price,
    ]);
    expect((await post(conseiller, `/api/staff/stock/${id}/price`, { price: 9000 })).statusCode).toBe(403);
  });
});

describe('state', () => {
  it('withdrawn: a reason, off the page, the search and the sitemap; then available again as it was', async () => {
    const id = vehicles[2]!;
    const slug = (await publicVehicle(id)).json().data.slug as string;
    const total = await searchTotal();
    const noReason = await post(responsable, `/api/staff/stock/${id}/state`, { state: 'retire' });
    expect(noReason.json().errors.reason).toEqual([STAFF_STOCK_MESSAGES.reason]);
    const res = await post(responsable, `/api/staff/stock/${id}/state`, {
      state: 'retire',
      reason: 'Carrosserie à reprendre',
    });
    expect(res.json().data).toMatchObject({ changed: true, before: 'disponible', after: 'retire' });
    expect((await publicVehicle(id)).statusCode).toBe(404);
    expect(await searchTotal()).toBe(total - 1);
    const inSitemap = async () =>
      (
        (await t.app.inject({ url: '/api/sitemap/vehicles', headers: apiHeaders() })).json().data as { path: string }[]
      ).some((e) => e.path.endsWith(`/${slug}/${id}`));
    expect(await inSitemap()).toBe(false);
    expect((await get(responsable, `/api/staff/stock/${id}`)).json().data).toMatchObject({
      state: 'retire',
      withdrawn_reason: 'Carrosserie à reprendre',
      sold_at: null,
    });
    expect((await get(responsable, `/api/staff/stock?state=retire&q=${id}`)).json().data).toHaveLength(1);
    // A withdrawn vehicle has no price to change.
    expect((await post(responsable, `/api/staff/stock/${id}/price`, { price: 9990 })).json().errors.price).toEqual([
      STAFF_STOCK_MESSAGES.notForSale,
    ]);
    // Sold from withdrawn, then available again: one state at a time.
    expect((await post(responsable, `/api/staff/stock/${id}/state`, { state: 'vendu' })).json().data).toMatchObject({
      before: 'retire',
      after: 'vendu',
    });
    expect((await get(responsable, `/api/staff/stock/${id}`)).json().data).toMatchObject({
      state: 'vendu',
      withdrawn_at: null,
      withdrawn_reason: null,
    });
    expect(
      (await post(responsable, `/api/staff/stock/${id}/state`, { state: 'disponible' })).json().data,
    ).toMatchObject({ before: 'vendu', after: 'disponible' });
    expect((await publicVehicle(id)).statusCode).toBe(200);
    expect(await searchTotal()).toBe(total);
    expect(await inSitemap()).toBe(true);
    expect((await audited(id)).map((a) => a.action)).toEqual([
      'stock.state_changed',
      'stock.state_changed',
      'stock.state_changed',
    ]);
  });

  it('a vehicle a visitor holds is not withdrawn (cancel the booking first); it can be sold', async () => {
    const id = vehicles[3]!;
    const visitor = await registerVerifiedUser(t, { fullname: 'Inès Stock' });
    expect((await bookingCalls(t).create(visitor.token, { vehicle_id: id })).statusCode).toBe(201);
    expect((await get(responsable, `/api/staff/stock?q=${id}`)).json().data[0].booked).toBe(true);
    const refused = await post(responsable, `/api/staff/stock/${id}/state`, {
      state: 'retire',
      reason: 'Contrôle technique',
    });
    expect([refused.statusCode, refused.json().errors.state]).toEqual([409, [STAFF_STOCK_MESSAGES.booked]]);
    expect((await post(responsable, `/api/staff/stock/${id}/state`, { state: 'vendu' })).statusCode).toBe(200);
  });
});

describe('equipment', () => {
  it('replaces the list the vehicle page shows; refuses a duplicate or an empty line', async () => {
    const id = vehicles[0]!;
    const list = ['Caméra de recul', 'Sièges chauffants', 'Apple CarPlay'];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/stock/${id}/equipment`,
      headers: staffHeaders(responsable),
      payload: { equipment: list },
    });
    expect(res.json()).toEqual({
      data: { vehicle_id: id, equipment: list },
      message: STAFF_STOCK_MESSAGES.equipmentSaved,
    });
    expect((await publicVehicle(id)).json().data.equipment).toEqual(list);
    const twice = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/stock/${id}/equipment`,
      headers: staffHeaders(responsable),
      payload: { equipment: ['GPS', 'gps'] },
    });
    expect(twice.json().errors.equipment).toEqual([STAFF_STOCK_MESSAGES.equipmentTwice]);
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/stock/${id}/equipment`,
      headers: staffHeaders(responsable),
      payload: { equipment: ['GPS', '  '] },
    });
    expect(blank.statusCode).toBe(422);
    expect((await audited(id)).map((a) => a.action)).toEqual(['stock.equipment_changed']);
  });
});
