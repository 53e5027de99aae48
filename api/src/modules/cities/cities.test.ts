import { CITY_PAGE_VEHICLES } from '@ga/contracts';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { distanceFromEcommoyKm } from './distance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });

describe('GET /api/cities', () => {
  it('lists about forty real cities by name, with codes and distance from Écommoy', async () => {
    const res = await get('/api/cities');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBeGreaterThanOrEqual(40);
    expect(data.map((c: { name: string }) => c.name)).toEqual(
      [...data.map((c: { name: string }) => c.name)].sort((a: string, b: string) => a.localeCompare(b, 'fr')),
    );
    const lemans = data.find((c: { slug: string }) => c.slug === 'le-mans');
    expect(lemans).toEqual({
      id: expect.any(Number),
      slug: 'le-mans',
      name: 'Le Mans',
      at_name: 'au Mans',
      postal_code: '72000',
      insee_code: '72181',
      department_code: '72',
      distance_km: 20,
    });
    expect(data.find((c: { slug: string }) => c.slug === 'nice').distance_km).toBeGreaterThan(700);
  });

  it('uses only communes of the postal code dataset', async () => {
    const missing = await sql<{ slug: string }>`
      SELECT c.slug FROM cities c
      WHERE NOT EXISTS (SELECT 1 FROM localities l WHERE left(l.insee_code, 2) = left(c.insee_code, 2) AND l.postal_code = c.postal_code)`.execute(
      t.database.db,
    );
    expect(missing.rows).toEqual([]);
  });
});

describe('GET /api/cities/{city}?type=', () => {
  it('gives the city, its département, delivery prices and lead times and the cheapest vans', async () => {
    const res = await get('/api/cities/tours?type=utilitaire');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      slug: 'tours',
      name: 'Tours',
      department_code: '37',
      category: 'utilitaires',
      title: 'Achat d’utilitaire à Tours (37)',
    });
    expect(page.department).toEqual({ id: expect.any(Number), code: '37', name: '37 Indre-et-Loire' });
    expect(page.intro).toMatch(/Tours/);
    expect(page.search).toEqual({ category: 'utilitaires', sort: 'price_asc' });

    // The delivery module's prices for the département, every type (on quote included).
    const delivery = (await get(`/api/delivery-types/departments/${page.department.id}?on-estimate`)).json().data;
    expect(page.delivery_types).toEqual(
      delivery.map(
        (d: {
          id: number;
          name: string;
          description: string;
          at_home: boolean;
          delivery_price: number | null;
          delivery_price_etax: number | null;
          lead_time_days: number;
        }) => ({
          id: d.id,
          name: d.name,
          description: d.description,
          at_home: d.at_home,
          delivery_price: d.delivery_price,
          delivery_price_etax: d.delivery_price_etax,
          lead_time_days: d.lead_time_days,
        }),
      ),
    );

    const vans = (await get('/api/vehicles?category=utilitaires&sort=price_asc')).json();
    expect(page.vehicles_count).toBe(vans.meta.total);
    expect(page.vehicles).toHaveLength(CITY_PAGE_VEHICLES);
    expect(page.vehicles.map((v: { id: number }) => v.id)).toEqual(
      vans.data.slice(0, CITY_PAGE_VEHICLES).map((v: { id: number }) => v.id),
    );
    expect(page.vehicles.every((v: { category: string }) => v.category === 'utilitaires')).toBe(true);
  });

  it('reads city names with their article: « au Mans », « au Havre », « à La Rochelle » (title and intro)', async () => {
    const lemans = (await get('/api/cities/le-mans')).json().data;
    expect(lemans.at_name).toBe('au Mans');
    expect(lemans.title).toBe('Achat d’utilitaire au Mans (72)');
    expect(lemans.intro).toContain('km du Mans.');
    expect(lemans.intro).toContain('La livraison à domicile au Mans est');
    expect(lemans.intro).not.toMatch(/à Le |de Le /);
    const havre = (await get('/api/cities/le-havre?type=voitures')).json().data;
    expect(havre.title).toBe('Achat de voiture au Havre (76)');
    expect(havre.intro).not.toMatch(/à Le |de Le /);
    expect((await get('/api/cities/la-rochelle')).json().data.title).toBe('Achat d’utilitaire à La Rochelle (17)');
    expect((await get('/api/cities/angers')).json().data.intro).toContain('km d’Angers.');
    const all = (await get('/api/cities')).json().data as { name: string; at_name: string }[];
    expect(all.every((c) => /^(au |aux |à )/.test(c.at_name) && !/^à (Le|Les) /.test(c.at_name))).toBe(true);
  });

  it('gives each city its département’s own lead time: Nice waits longer than Le Mans', async () => {
    const lemans = (await get('/api/cities/le-mans')).json().data;
    const nice = (await get('/api/cities/nice')).json().data;
    const home = (page: { delivery_types: { at_home: boolean; lead_time_days: number }[] }) =>
      page.delivery_types.find((d) => d.at_home)!.lead_time_days;
    expect(home(lemans)).toBeGreaterThanOrEqual(3);
    expect(home(lemans)).toBeLessThanOrEqual(5);
    expect(home(nice)).toBeGreaterThanOrEqual(10);
    expect(lemans.intro).toContain(`sous ${home(lemans)} jours`);
    expect(nice.intro).toContain(`sous ${home(nice)} jours`);
  });

  it('defaults to vans, takes voitures too, and answers 422 for an unknown type', async () => {
    expect((await get('/api/cities/le-mans')).json().data.category).toBe('utilitaires');
    const cars = (await get('/api/cities/le-mans?type=voitures')).json().data;
    expect(cars.vehicles.every((v: { category: string }) => v.category === 'voitures')).toBe(true);
    const bad = await get('/api/cities/le-mans?type=bateaux');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.type[0]).toMatch(/Type de véhicules inconnu/);
  });

  it('answers 404 in French for an unknown city', async () => {
    const res = await get('/api/cities/atlantide');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ville introuvable.');
  });

  it('measures distances as the crow flies, rounded to 5 km', () => {
    expect(distanceFromEcommoyKm(47.829, 0.273)).toBe(0);
    // Paris is about 200 km from Écommoy.
    expect(distanceFromEcommoyKm(48.857, 2.352)).toBeGreaterThanOrEqual(180);
    expect(distanceFromEcommoyKm(48.857, 2.352)).toBeLessThanOrEqual(200);
  });
});
