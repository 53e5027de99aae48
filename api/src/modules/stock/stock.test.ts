/**
 * Stock and price changes through the ops endpoints (what `pnpm --filter @ga/api stock` sends), the
 * price history, « Baisse de prix » against the law's reference price (L112-1-1), and a vehicle
 * sold then back in stock — as lists, the search index and the vehicle page see them.
 */
import { apiHeaders, createTestApp, json, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: apiHeaders() });
const ops = (url: string, body?: unknown, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }), ...extra });

/** A published vehicle without a drop, by the API (the cheapest used ones first). */
async function freeVehicle(skip = 0): Promise<{ id: number; price: number }> {
  const list = json(await get('/api/vehicles?condition=used&sort=price_desc&per_page=48')).data as {
    id: number;
    price: number;
    price_drop: unknown;
  }[];
  const found = list.filter((v) => v.price_drop === null)[skip];
  if (!found) throw new Error('no vehicle without a drop');
  return found;
}

async function cardOf(id: number) {
  return json(await get(`/api/vehicles/${id}?light=1`)).data as {
    price: number;
    price_etax: number;
    price_drop: { reference_price: number; reference_price_etax: number; dropped_at: string } | null;
  };
}

describe('the seeded stock', () => {
  it('has price drops in the last 14 days, below a reference price that is the price before', async () => {
    const res = await get('/api/vehicles?per_page=48&sort=newest');
    const all = json(res).data as {
      id: number;
      price: number;
      price_drop: { reference_price: number; dropped_at: string } | null;
    }[];
    const pages = json(res).meta.last_page as number;
    let dropped = all.filter((v) => v.price_drop);
    for (let page = 2; dropped.length < 3 && page <= pages; page++) {
      dropped = dropped.concat(
        (json(await get(`/api/vehicles?per_page=48&sort=newest&page=${page}`)).data as typeof all).filter(
          (v) => v.price_drop,
        ),
      );
    }
    expect(dropped.length).toBeGreaterThanOrEqual(3);
    for (const v of dropped) {
      expect(v.price_drop!.reference_price).toBeGreaterThan(v.price);
      expect(Date.now() - Date.parse(v.price_drop!.dropped_at)).toBeLessThanOrEqual(14 * DAY);
      const history = json(await get(`/api/vehicles/${v.id}/price-history`)).data;
      expect(history.points.map((p: { price: number }) => p.price)).toEqual([v.price_drop!.reference_price, v.price]);
      expect(history.price_drop).toEqual({
        ...v.price_drop,
        reference_price_etax: Math.round(v.price_drop!.reference_price / 1.2),
      });
    }
  });

  it('price history of an unknown vehicle: 404 in French', async () => {
    const res = await get('/api/vehicles/999999999/price-history');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Véhicule introuvable.' });
  });
});

describe('POST /ops/stock/{id}/price', () => {
  it('a lower price is a drop against the price before: the card, the list and the history show it at once', async () => {
    const v = await freeVehicle();
    const lower = v.price - 1000;
    const res = await ops(`/ops/stock/${v.id}/price`, { price: lower });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      vehicle_id: v.id,
      previous_price: v.price,
      price: lower,
      reference_price: v.price,
    });

    const card = await cardOf(v.id);
    expect(card.price).toBe(lower);
    expect(card.price_etax).toBe(Math.round(lower / 1.2));
    expect(card.price_drop).toMatchObject({
      reference_price: v.price,
      reference_price_etax: Math.round(v.price / 1.2),
    });
    // The search index followed the change channel before the reply.
    const listed = (
      json(await get(`/api/vehicles?condition=used&price_min=${lower}&price_max=${lower}&per_page=48`)).data as {
        id: number;
        price: number;
        price_drop: unknown;
      }[]
    ).find((x) => x.id === v.id);
    expect(listed).toMatchObject({ price: lower, price_drop: { reference_price: v.price } });
    const history = json(await get(`/api/vehicles/${v.id}/price-history`)).data;
    expect(history.points.at(-1).price).toBe(lower);
    expect(history.points.at(-2).price).toBe(v.price);
  });

  it('L112-1-1: after a rise, a new reduction is measured against the lowest price of the 30 days before, not the raised one', async () => {
    const v = await freeVehicle(1);
    await ops(`/ops/stock/${v.id}/price`, { price: v.price - 500 }); // a first reduction
    const rise = await ops(`/ops/stock/${v.id}/price`, { price: v.price + 1500 }); // raised again
    expect(json(rise).data.reference_price).toBeNull();
    expect((await cardOf(v.id)).price_drop).toBeNull(); // a rise ends the drop shown
    const res = await ops(`/ops/stock/${v.id}/price`, { price: v.price - 200 });
    // Below the raised price but above the lowest of the last 30 days: not a drop in law.
    expect(json(res).data.reference_price).toBeNull();
    expect((await cardOf(v.id)).price_drop).toBeNull();
    const real = await ops(`/ops/stock/${v.id}/price`, { price: v.price - 900 });
    expect(json(real).data.reference_price).toBe(v.price - 500);
    expect((await cardOf(v.id)).price_drop?.reference_price).toBe(v.price - 500);
  });

  it('refuses bad prices in French, writing nothing', async () => {
    const v = await freeVehicle(2);
    for (const price of [0, -5, 12.5, '15000', 3_000_000]) {
      const res = await ops(`/ops/stock/${v.id}/price`, { price });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.price[0]).toMatch(/prix/i);
    }
    const same = await ops(`/ops/stock/${v.id}/price`, { price: v.price });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.price).toEqual(['Le véhicule est déjà à ce prix.']);
    expect(json(await get(`/api/vehicles/${v.id}/price-history`)).data.points.at(-1).price).toBe(v.price);
    expect((await ops('/ops/stock/999999999/price', { price: 10_000 })).statusCode).toBe(404);
  });

  it('is never public: another address or a forwarded request gets a 404', async () => {
    const v = await freeVehicle(3);
    expect((await ops(`/ops/stock/${v.id}/price`, { price: 9000 }, { remoteAddress: '203.0.113.7' })).statusCode).toBe(
      404,
    );
    expect(
      (await ops(`/ops/stock/${v.id}/sold`, undefined, { headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode,
    ).toBe(404);
    expect((await cardOf(v.id)).price).toBe(v.price);
  });
});

describe('sold and back in stock', () => {
  it('a sold vehicle leaves the vehicle page, the lists and the counts; back in stock it returns', async () => {
    const v = await freeVehicle(4);
    const total = async () => json(await get('/api/vehicles?condition=used&per_page=1')).meta.total as number;
    const before = await total();
    const sold = await ops(`/ops/stock/${v.id}/sold`);
    expect(json(sold).data).toEqual({ vehicle_id: v.id, changed: true });
    expect((await get(`/api/vehicles/${v.id}`)).statusCode).toBe(404);
    expect(await total()).toBe(before - 1);
    expect(json(await ops(`/ops/stock/${v.id}/sold`)).data.changed).toBe(false);
    expect((await ops(`/ops/stock/${v.id}/price`, { price: 9000 })).json().errors.price[0]).toMatch(/pas en vente/);

    expect(json(await ops(`/ops/stock/${v.id}/back`)).data).toEqual({ vehicle_id: v.id, changed: true });
    expect((await get(`/api/vehicles/${v.id}`)).statusCode).toBe(200);
    expect(await total()).toBe(before);
  });
});
