import { sql } from 'kysely';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });
type Card = { id: number; monthly_from: number | null; brand: { slug: string }; carmodel: { slug: string }; category: string };

describe('GET /api/vehicles?funding=', () => {
  it('lists the vehicles with an active LOA offer (leasing pages), cheapest monthly first', async () => {
    // Take one vehicle's LOA offer off: it leaves the LOA list, not the credit one.
    const { rows } = await sql<{ id: number; vehicle_id: number }>`
      SELECT r.id, r.vehicle_id FROM rents r JOIN funding_types ft ON ft.id = r.funding_type_id
      JOIN vehicles v ON v.id = r.vehicle_id JOIN vehicle_categories c ON c.id = v.category_id
      WHERE ft.slug = 'loa' AND c.slug = 'utilitaires' AND v.is_published ORDER BY r.id LIMIT 1`.execute(t.database.db);
    const off = rows[0]!;
    await sql`UPDATE rents SET is_active = false WHERE id = ${off.id}`.execute(t.database.db);

    const all = (await get('/api/vehicles?category=utilitaires')).json().meta.total;
    const loa = (await get('/api/vehicles?funding=loa&category=utilitaires&sort=monthly_asc&per_page=48')).json();
    const credit = (await get('/api/vehicles?funding=credit&category=utilitaires')).json();
    expect(loa.meta.total).toBe(all - 1);
    expect(credit.meta.total).toBe(all);
    const cards: Card[] = loa.data;
    expect(cards.some((c) => c.id === off.vehicle_id)).toBe(false);
    expect(cards.every((c) => c.category === 'utilitaires' && c.monthly_from !== null)).toBe(true);
    const monthlies = cards.map((c) => c.monthly_from!);
    expect(monthlies).toEqual([...monthlies].sort((a, b) => a - b));

    // With a brand and a model (/financement/leasing-{category}/{brand}/{carmodel}).
    const { brand, carmodel } = cards[0]!;
    const byModel: Card[] = (await get(`/api/vehicles?funding=loa&category=utilitaires&brands[]=${brand.slug}&carmodels[]=${carmodel.slug}&sort=monthly_asc`)).json().data;
    expect(byModel.length).toBeGreaterThan(0);
    expect(byModel.every((c) => c.brand.slug === brand.slug && c.carmodel.slug === carmodel.slug)).toBe(true);

    // The facets take the same filter.
    expect((await get('/api/vehicles/filters?funding=loa&category=utilitaires')).json().data.total).toBe(all - 1);
  });

  it('answers 422 in French for an unknown kind', async () => {
    const res = await get('/api/vehicles?funding=lld');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.funding[0]).toBe('Type de financement inconnu. Valeurs possibles : credit, loa.');
  });
});
