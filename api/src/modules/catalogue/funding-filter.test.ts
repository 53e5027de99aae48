import { sql } from 'kysely';
import { announceChange } from '../../db/change-channel';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { refreshVehicleMonthlies } from '../financing/vehicle-monthlies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });
type Card = {
  id: number;
  monthly_from: number | null;
  brand: { slug: string };
  carmodel: { slug: string };
  category: string;
};

describe('GET /api/vehicles?funding=', () => {
  it('lists the vehicles with an active LOA offer (leasing pages), cheapest monthly first', async () => {
    // Take one vehicle's LOA offer off: it leaves the LOA list, not the credit one.
    const { rows } = await sql<{ id: number; vehicle_id: number }>`
      SELECT r.id, r.vehicle_id FROM rents r JOIN funding_types ft ON ft.id = r.funding_type_id
      JOIN vehicles v ON v.id = r.vehicle_id JOIN vehicle_categories c ON c.id = v.category_id
      WHERE ft.slug = 'loa' AND c.slug = 'utilitaires' AND v.is_published ORDER BY r.id LIMIT 1`.execute(t.database.db);
    const off = rows[0]!;
    await sql`UPDATE rents SET is_active = false WHERE id = ${off.id}`.execute(t.database.db);
    // A change made by hand is announced as an ops command would (change channel).
    await announceChange(t.database.db, { kind: 'vehicle', vehicle_ids: [off.vehicle_id] });
    await t.app.changes.settled();

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
    const byModel: Card[] = (
      await get(
        `/api/vehicles?funding=loa&category=utilitaires&brands[]=${brand.slug}&carmodels[]=${carmodel.slug}&sort=monthly_asc`,
      )
    ).json().data;
    expect(byModel.length).toBeGreaterThan(0);
    expect(byModel.every((c) => c.brand.slug === brand.slug && c.carmodel.slug === carmodel.slug)).toBe(true);

    // The facets take the same filter.
    expect((await get('/api/vehicles/filters?funding=loa&category=utilitaires')).json().data.total).toBe(all - 1);
  });

  it('sorts the leasing list on the LOA payment: loa_monthly_from non-null and ascending (seed)', async () => {
    const res = await get('/api/vehicles?funding=loa&sort=monthly_asc&per_page=48');
    expect(res.statusCode).toBe(200);
    const cards: (Card & { loa_monthly_from: number | null })[] = res.json().data;
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.every((c) => c.loa_monthly_from !== null)).toBe(true);
    const loa = cards.map((c) => c.loa_monthly_from!);
    expect(loa).toEqual([...loa].sort((a, b) => a - b));
    // monthly_from stays the cheapest of every offer, so it is never above the LOA payment.
    expect(cards.every((c) => c.monthly_from !== null && c.monthly_from <= c.loa_monthly_from!)).toBe(true);
    // Page 2 goes on from page 1.
    const next: { loa_monthly_from: number }[] = (
      await get('/api/vehicles?funding=loa&sort=monthly_asc&per_page=48&page=2')
    ).json().data;
    expect(next[0]!.loa_monthly_from).toBeGreaterThanOrEqual(loa.at(-1)!);
  });

  it('returns loa_monthly_from on every card, and keeps both figures right when an offer is switched off', async () => {
    const cards: (Card & { loa_monthly_from: number | null })[] = (
      await get('/api/vehicles?category=voitures&per_page=12')
    ).json().data;
    expect(cards.every((c) => 'loa_monthly_from' in c)).toBe(true);
    const vehicleId = cards[0]!.id;
    const { rows } = await sql<{ id: number; slug: string }>`
      SELECT r.id, ft.slug FROM rents r JOIN funding_types ft ON ft.id = r.funding_type_id WHERE r.vehicle_id = ${vehicleId} AND r.is_active`.execute(
      t.database.db,
    );
    await sql`UPDATE rents SET is_active = false WHERE id = ${rows.find((r) => r.slug === 'loa')!.id}`.execute(
      t.database.db,
    );
    await refreshVehicleMonthlies(t.database.db, new Date(), [vehicleId]);
    await t.app.changes.settled();
    const after = (await get(`/api/vehicles?category=voitures&per_page=12`))
      .json()
      .data.find((c: { id: number }) => c.id === vehicleId);
    expect(after.loa_monthly_from).toBeNull();
    // monthly_from is now the credit offer's payment, the one the legal mentions show.
    const mentions = (await get(`/api/vehicles/${vehicleId}/fundings/legal-mentions`)).json().data;
    expect(mentions.kind).toBe('credit');
    expect(after.monthly_from).toBe(Math.ceil(mentions.representative_example.monthly - 1e-9));
  });

  it('answers 422 in French for an unknown kind', async () => {
    const res = await get('/api/vehicles?funding=lld');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.funding[0]).toBe('Type de financement inconnu. Valeurs possibles : credit, loa.');
  });
});
