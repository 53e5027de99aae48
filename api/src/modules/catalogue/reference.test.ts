import { ENERGIES } from '@ga/contracts';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });
const count = async (where: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM vehicles v WHERE v.is_published AND ${sql.raw(where)}`.execute(t.database.db)
    ).rows[0]!.n,
  );

describe('categories and body types', () => {
  it('lists the categories with their types and counts', async () => {
    const { data, meta } = (await get('/api/vehicles/types/categories')).json();
    expect(meta.total).toBe(2);
    expect(data.map((c: { slug: string }) => c.slug)).toEqual(['voitures', 'utilitaires']);
    const vans = data[1];
    expect(vans.types.map((x: { slug: string }) => x.slug)).toEqual([
      'fourgonnette',
      'fourgon',
      'pick-up',
      'chassis-cabine',
    ]);
    const total = vans.types.reduce((s: number, x: { vehicles_count: number }) => s + x.vehicles_count, 0);
    expect(total).toBe(await count(`category_id = ${vans.id}`));
    const one = (await get('/api/vehicles/types/categories/utilitaires')).json().data;
    expect(one).toEqual(vans);
    expect((await get(`/api/vehicles/types/categories/${vans.id}`)).json().data).toEqual(vans);
    const searched = (await get('/api/vehicles/types/categories/search?category=utilitaires')).json();
    expect(searched.data).toEqual([vans]);
    expect((await get('/api/vehicles/types/categories/search?category=motos')).statusCode).toBe(422);
    const missing = await get('/api/vehicles/types/categories/motos');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Catégorie de véhicules introuvable.');
  });

  it('gives one type by slug or id and searches types', async () => {
    const suv = (await get('/api/vehicles/types/suv')).json().data;
    expect(suv).toMatchObject({ slug: 'suv', name: 'SUV', vehicles_count: await count(`type_id = ${suv.id}`) });
    expect((await get(`/api/vehicles/types/${suv.id}`)).json().data).toEqual(suv);
    expect((await get('/api/vehicles/types/trottinette')).json().message).toBe('Type de véhicule introuvable.');
    const all = (await get('/api/vehicles/types/search')).json();
    expect(all.meta.total).toBe(11);
    const cars = (await get('/api/vehicles/types/search?category=voitures')).json();
    expect(cars.data.map((x: { slug: string }) => x.slug)).toContain('suv');
    expect(cars.data).toHaveLength(7);
  });
});

describe('brands, models and energies', () => {
  it('searches brands with their counts', async () => {
    const { data } = (await get('/api/vehicles/brands/search')).json();
    const total = data.reduce((s: number, b: { vehicles_count: number }) => s + b.vehicles_count, 0);
    expect(total).toBe(await count('true'));
    expect(data[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      country: expect.any(String),
      logo: null,
    });
    const citroen = (await get('/api/vehicles/brands/search?search=CITRO')).json().data;
    expect(citroen.map((b: { slug: string }) => b.slug)).toEqual(['citroen']);
    const vans = (await get('/api/vehicles/brands/search?category=utilitaires')).json().data;
    const renaultVans = vans.find((b: { slug: string }) => b.slug === 'renault');
    expect(renaultVans.vehicles_count).toBe(
      await count(
        `brand_id = ${renaultVans.id} AND category_id = (SELECT id FROM vehicle_categories WHERE slug = 'utilitaires')`,
      ),
    );
  });

  it('gives a brand with its models, and a model, by slug or id', async () => {
    const renault = (await get('/api/vehicles/brands/renault')).json().data;
    expect(renault).toMatchObject({ slug: 'renault', name: 'Renault', country: 'France' });
    expect(renault.vehicles_count).toBe(await count(`brand_id = ${renault.id}`));
    const clio = renault.carmodels.find((m: { slug: string }) => m.slug === 'renault-clio');
    expect(clio).toMatchObject({
      name: 'Clio',
      body_type: 'citadine',
      category: 'voitures',
      brand: { slug: 'renault' },
    });
    expect((await get(`/api/vehicles/brands/${renault.id}`)).json().data).toEqual(renault);
    const model = (await get('/api/vehicles/carmodels/renault-clio')).json().data;
    expect(model).toEqual(clio);
    const min = (
      await sql<{
        p: number;
      }>`SELECT min(price) AS p FROM vehicles WHERE is_published AND carmodel_id = ${model.id}`.execute(t.database.db)
    ).rows[0]!.p;
    expect(model.price_from).toBe(min);
    expect((await get(`/api/vehicles/carmodels/${model.id}`)).json().data).toEqual(model);
    expect((await get('/api/vehicles/brands/inconnue')).json()).toEqual({ message: 'Marque introuvable.' });
    expect((await get('/api/vehicles/carmodels/inconnu')).json()).toEqual({ message: 'Modèle introuvable.' });
  });

  it('counts energies, optionally for a body type', async () => {
    const all = (await get('/api/vehicles/energies')).json().data;
    expect(all.map((e: { value: string }) => e.value)).toEqual([...ENERGIES]);
    expect(all.find((e: { value: string }) => e.value === 'electrique')).toEqual({
      value: 'electrique',
      label: 'Électrique',
      count: await count(`energy = 'electrique'`),
    });
    const suv = (await get('/api/vehicles/energies?type=suv')).json().data;
    expect(suv.find((e: { value: string }) => e.value === 'diesel').count).toBe(
      await count(`energy = 'diesel' AND type_id = (SELECT id FROM vehicle_types WHERE slug = 'suv')`),
    );
    expect((await get('/api/vehicles/energies?type=bateau')).statusCode).toBe(422);
  });
});

describe('sitemap', () => {
  it('lists vehicles, brands and models with their paths and dates', async () => {
    const vehicles = (await get('/api/sitemap/vehicles')).json();
    expect(vehicles.meta.total).toBe(await count('true'));
    expect(vehicles.data[0]).toEqual({
      path: expect.stringMatching(/^\/achat\/vehicule\/[a-z0-9-]+\/1$/),
      slug: expect.any(String),
      label: expect.stringMatching(/^\S+ \S+/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const brands = (await get('/api/sitemap/brands')).json().data;
    expect(brands).toContainEqual({
      path: '/achat-par-marque/renault',
      slug: 'renault',
      label: 'Renault',
      updated_at: expect.any(String),
    });
    const models = (await get('/api/sitemap/carmodels')).json().data;
    const pages = (await get('/api/sitemap/pages')).json().data;
    expect(pages).toContainEqual({
      path: '/services/livraison-domicile/sarthe',
      slug: 'sarthe',
      label: 'Livraison à domicile : Sarthe (72)',
    });
    expect(pages).toContainEqual({
      path: '/services/livraison-domicile/cotes-d-armor',
      slug: 'cotes-d-armor',
      label: expect.stringMatching(/^Livraison à domicile : Côtes/),
    });
    expect(pages.filter((p: { path: string }) => p.path.startsWith('/a-propos/partenaires/')).length).toBeGreaterThan(
      3,
    );
    expect(models).toContainEqual({
      path: '/achat-par-modele/renault-clio',
      slug: 'renault-clio',
      label: 'Clio',
      updated_at: expect.any(String),
    });
  });
});
