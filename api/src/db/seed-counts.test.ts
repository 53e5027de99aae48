import { ENERGIES } from '@ga/contracts';
import { sql } from 'kysely';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './connection';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const count = async (table: 'departments' | 'vehicles' | 'brands' | 'carmodels' | 'reviews' | 'business_sectors') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo data', () => {
  it('has the 101 departments, named "code name"', async () => {
    expect(await count('departments')).toBe(101);
    const rows = await database.db.selectFrom('departments').select(['code', 'name']).execute();
    const codes = rows.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['01', '2A', '2B', '72', '95', '971', '972', '973', '974', '976']));
    for (const r of rows) expect(r.name.split(' ')[0]).toBe(r.code);
    expect(rows.find((r) => r.code === '72')!.name).toBe('72 Sarthe');
  });

  it('has at least 3,000 vehicles with the five energies and three conditions', async () => {
    expect(await count('vehicles')).toBeGreaterThanOrEqual(3000);
    const energies = await database.db.selectFrom('vehicles').select('energy').distinct().execute();
    expect(energies.map((e) => e.energy).sort()).toEqual([...ENERGIES].sort());
    const conditions = await database.db.selectFrom('vehicles').select('condition').distinct().execute();
    expect(conditions.map((c) => c.condition).sort()).toEqual(['new', 'used', 'zero_km']);
  });

  it('has cars and utility vehicles with plausible prices', async () => {
    const rows = await database.db
      .selectFrom('vehicles as v')
      .innerJoin('vehicle_categories as c', 'c.id', 'v.category_id')
      .select([
        'c.slug',
        sql<number>`count(*)::int`.as('n'),
        sql<number>`min(v.price)::int`.as('min'),
        sql<number>`max(v.price)::int`.as('max'),
      ])
      .groupBy('c.slug')
      .execute();
    const bySlug = Object.fromEntries(rows.map((r) => [r.slug, r]));
    expect(Number(bySlug.voitures!.n)).toBeGreaterThan(2000);
    expect(Number(bySlug.utilitaires!.n)).toBeGreaterThan(200);
    for (const r of rows) {
      expect(Number(r.min)).toBeGreaterThanOrEqual(5000);
      expect(Number(r.max)).toBeLessThan(100000);
    }
    expect(await count('brands')).toBeGreaterThanOrEqual(20);
  });

  it('has 199 reviews and the 21 business sectors', async () => {
    expect(await count('reviews')).toBe(199);
    expect(await count('business_sectors')).toBe(21);
  });
});
