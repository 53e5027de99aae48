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
type Card = {
  id: number;
  price: number;
  mileage: number;
  year: number;
  discount: number;
  monthly_from: number | null;
  brand: { slug: string };
  energy: string;
  condition: string;
};

describe('GET /api/vehicles', () => {
  it('pages every published vehicle, newest first, 24 per page', async () => {
    const res = await get('/api/vehicles');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    const total = await count('true');
    expect(meta).toEqual({ total, current_page: 1, per_page: 24, last_page: Math.ceil(total / 24) });
    expect(data).toHaveLength(24);
    expect(data[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      brand: { slug: expect.any(String) },
      is_reserved: false,
    });
    const page2 = (await get('/api/vehicles?page=2&per_page=24')).json();
    const ids = new Set(data.map((v: Card) => v.id));
    expect(page2.data.some((v: Card) => ids.has(v.id))).toBe(false);
    const beyond = (await get(`/api/vehicles?page=${meta.last_page + 1}`)).json();
    expect(beyond.data).toEqual([]);
  });

  it('combines array filters (name[]=v) with AND between criteria and OR inside one', async () => {
    const res = await get(
      '/api/vehicles?brands[]=renault&brands[]=peugeot&energies[]=diesel&energies[]=essence&per_page=48',
    );
    const { data, meta } = res.json();
    expect(meta.total).toBe(
      await count(
        `brand_id IN (SELECT id FROM brands WHERE slug IN ('renault','peugeot')) AND energy IN ('diesel','essence')`,
      ),
    );
    const repeated = (
      await get('/api/vehicles?brands=renault&brands=peugeot&energies=diesel,essence&per_page=1')
    ).json();
    expect(repeated.meta.total).toBe(meta.total);
    expect((await get('/api/vehicles?brands[x]=renault')).statusCode).toBe(422);
    for (const v of data as Card[]) {
      expect(['renault', 'peugeot']).toContain(v.brand.slug);
      expect(['diesel', 'essence']).toContain(v.energy);
    }
  });

  it('maps the energy search key (docs/spec-notes.md §3) and the numeric bounds', async () => {
    const res = (
      await get('/api/vehicles?energy=all_electrics&price_max=30000&mileage_max=50000&year_min=2020&per_page=48')
    ).json();
    expect(res.meta.total).toBe(
      await count(
        `energy IN ('electrique','hybride','hybride-rechargeable') AND price <= 30000 AND mileage <= 50000 AND year >= 2020`,
      ),
    );
    expect(res.meta.total).toBeGreaterThan(0);
    const vans = (
      await get('/api/vehicles?category=utilitaires&types=fourgon,fourgonnette&fitted_out=true&doors[]=4&seats[]=3')
    ).json();
    expect(vans.meta.total).toBe(
      await count(
        `category_id = (SELECT id FROM vehicle_categories WHERE slug = 'utilitaires') AND type_id IN (SELECT id FROM vehicle_types WHERE slug IN ('fourgon','fourgonnette')) AND is_fitted_out AND doors = 4 AND seats = 3`,
      ),
    );
    const monthly = (
      await get('/api/vehicles?monthly_max=300&colours[]=Blanc%20Glacier&gearboxes[]=automatique&conditions[]=used')
    ).json();
    expect(monthly.meta.total).toBe(
      await count(
        `monthly_from <= 300 AND colour = 'Blanc Glacier' AND gearbox = 'automatique' AND condition = 'used'`,
      ),
    );
    const models = (await get('/api/vehicles?carmodels[]=renault-clio&year_max=2022')).json();
    expect(models.meta.total).toBe(
      await count(`carmodel_id = (SELECT id FROM carmodels WHERE slug = 'renault-clio') AND year <= 2022`),
    );
  });

  it.each([
    ['price_asc', (a: Card, b: Card) => a.price <= b.price],
    ['price_desc', (a: Card, b: Card) => a.price >= b.price],
    ['mileage_asc', (a: Card, b: Card) => a.mileage <= b.mileage],
    ['year_desc', (a: Card, b: Card) => a.year >= b.year],
    ['discount_desc', (a: Card, b: Card) => a.discount >= b.discount],
    [
      'monthly_asc',
      (a: Card, b: Card) => b.monthly_from === null || (a.monthly_from !== null && a.monthly_from <= b.monthly_from),
    ],
  ])('sorts by %s', async (sort, inOrder) => {
    const { data } = (await get(`/api/vehicles?sort=${sort}&per_page=48&page=3`)).json();
    expect(data).toHaveLength(48);
    for (let i = 1; i < data.length; i += 1) expect(inOrder(data[i - 1], data[i])).toBe(true);
  });

  it('answers bad input with 422 and French messages per field', async () => {
    const res = await get(
      '/api/vehicles?types[]=velo&sort=hasard&per_page=49&page=0&fitted_out=peut-etre&price_min=abc&energy=nucleaire&brands[]=Pas%20un%20slug&listing=soldes',
    );
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toBe('Les données envoyées ne sont pas valides.');
    expect(errors['types.0'][0]).toMatch(/^Type de carrosserie inconnu\. Valeurs possibles : citadine/);
    expect(errors.sort[0]).toMatch(/^Tri inconnu/);
    expect(errors.per_page[0]).toBe('Le nombre de véhicules par page doit être un nombre entier entre 1 et 48.');
    expect(errors.page[0]).toMatch(/^La page doit être/);
    expect(errors.fitted_out[0]).toMatch(/true ou false/);
    expect(errors.price_min[0]).toMatch(/^Le prix minimum/);
    expect(errors.energy[0]).toMatch(/^Énergie inconnue/);
    expect(errors['brands.0'][0]).toBe('Marque invalide.');
    expect(errors.listing[0]).toMatch(/^Sélection inconnue/);
    const bounds = (await get('/api/vehicles?price_min=20000&price_max=10000&year_min=2024&year_max=2020')).json();
    expect(bounds.errors.price_max[0]).toBe('Le prix maximum doit être supérieur ou égal au prix minimum.');
    expect(bounds.errors.year_max[0]).toBe('L’année maximale doit être supérieure ou égale à l’année minimale.');
  });
});

describe('GET /api/vehicles/filters', () => {
  it('counts each facet over the filtered set without its own criterion, like direct SQL', async () => {
    const res = await get('/api/vehicles/filters?brands[]=renault&energies[]=diesel&conditions[]=used');
    expect(res.statusCode).toBe(200);
    const f = res.json().data;
    const renault = `brand_id = (SELECT id FROM brands WHERE slug = 'renault')`;
    expect(f.total).toBe(await count(`${renault} AND energy = 'diesel' AND condition = 'used'`));
    const brand = (slug: string) => f.brands.find((b: { value: string }) => b.value === slug);
    expect(brand('peugeot')).toEqual({
      value: 'peugeot',
      label: 'Peugeot',
      count: await count(
        `brand_id = (SELECT id FROM brands WHERE slug = 'peugeot') AND energy = 'diesel' AND condition = 'used'`,
      ),
    });
    expect(brand('renault').count).toBe(f.total);
    const energy = (v: string) => f.energies.find((e: { value: string }) => e.value === v);
    expect(energy('essence')).toEqual({
      value: 'essence',
      label: 'Essence',
      count: await count(`${renault} AND energy = 'essence' AND condition = 'used'`),
    });
    const condition = (v: string) => f.conditions.find((e: { value: string }) => e.value === v);
    expect(condition('new')).toEqual({
      value: 'new',
      label: 'Neuf',
      count: await count(`${renault} AND energy = 'diesel' AND condition = 'new'`),
    });
    const utilitaires = f.categories.find((c: { value: string }) => c.value === 'utilitaires');
    expect(utilitaires).toMatchObject({
      label: 'Utilitaires',
      count: await count(
        `${renault} AND energy = 'diesel' AND condition = 'used' AND category_id = (SELECT id FROM vehicle_categories WHERE slug = 'utilitaires')`,
      ),
    });
    // Models of the selected brand only.
    expect(f.carmodels.length).toBeGreaterThan(0);
    for (const m of f.carmodels) expect(m.brand).toBe('renault');
    const sumModels = f.carmodels.reduce((s: number, m: { count: number }) => s + m.count, 0);
    expect(sumModels).toBe(f.total);
    const prices = (
      await sql<{
        min: number;
        max: number;
      }>`SELECT min(price) AS min, max(price) AS max FROM vehicles WHERE is_published AND ${sql.raw(renault)} AND energy = 'diesel' AND condition = 'used'`.execute(
        t.database.db,
      )
    ).rows[0]!;
    expect(f.price).toEqual({ min: prices.min, max: prices.max });
    expect(f.fitted_out).toEqual({
      label: 'Aménagé',
      count: await count(`${renault} AND energy = 'diesel' AND condition = 'used' AND is_fitted_out`),
    });
    expect(f.doors.every((d: { label: string }) => /^\d+ portes?$/.test(d.label))).toBe(true);
  });

  it('keeps a selected value with 0 and ignores a range’s own bounds', async () => {
    const f = (
      await get('/api/vehicles/filters?category=utilitaires&types[]=citadine&price_min=15000&price_max=16000')
    ).json().data;
    expect(f.total).toBe(0);
    expect(f.types.find((x: { value: string }) => x.value === 'citadine')).toEqual({
      value: 'citadine',
      label: 'Citadine',
      count: 0,
    });
    const all = (await get('/api/vehicles/filters?category=utilitaires&types[]=citadine')).json().data;
    expect(f.price).toEqual(all.price);
    const wide = (await get('/api/vehicles/filters?price_max=20000')).json().data;
    const bounds = (
      await sql<{
        min: number;
        max: number;
      }>`SELECT min(price) AS min, max(price) AS max FROM vehicles WHERE is_published`.execute(t.database.db)
    ).rows[0]!;
    expect(wide.price).toEqual({ min: bounds.min, max: bounds.max });
    expect(wide.mileage.max).toBe(
      (
        await sql<{ m: number }>`SELECT max(mileage) AS m FROM vehicles WHERE is_published AND price <= 20000`.execute(
          t.database.db,
        )
      ).rows[0]!.m,
    );
  });

  it('orders brands and models by French name, the same on every database', async () => {
    const f = (await get('/api/vehicles/filters')).json().data;
    const names = f.brands.map((b: { label: string }) => b.label);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    expect(names.indexOf('Mazda')).toBeLessThan(names.indexOf('MG'));
    expect(names.indexOf('Citroën')).toBeLessThan(names.indexOf('Cupra'));
    expect(names.indexOf('Mazda')).toBeGreaterThan(-1);
    const none = (await get('/api/vehicles/filters?carmodels[]=tesla-model-inconnu')).json().data;
    expect(none.total).toBe(0);
    expect(none.brands).toEqual([]);
    const clio = (await get('/api/vehicles/filters?brands[]=renault&carmodels[]=peugeot-208')).json().data;
    expect(clio.carmodels.find((m: { value: string }) => m.value === 'peugeot-208')).toEqual({
      value: 'peugeot-208',
      label: '208',
      brand: 'peugeot',
      brand_name: 'Peugeot',
      count: 0,
    });
    expect(clio.carmodels.find((m: { value: string }) => m.value === 'renault-clio')).toMatchObject({
      brand_name: 'Renault',
      count: expect.any(Number),
    });
  });

  it('validates like the search', async () => {
    const res = await get('/api/vehicles/filters?gearboxes[]=sequentielle');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['gearboxes.0'][0]).toMatch(/^Boîte de vitesses inconnue/);
  });
});
