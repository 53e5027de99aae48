/**
 * Euro standard, Crit'Air class and consumption of the stock: every vehicle's class
 * follows the official rules from its energy and standard, the vehicle page gives the figures the
 * cost estimate needs, and migration 0019 fills a database seeded before it exactly as the seed does.
 */
import { critAirFor, type Energy } from '@ga/contracts';
import { sql } from 'kysely';
import { up } from '../../../migrations/0019_ownership';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row {
  id: number;
  energy: Energy;
  crit_air: string;
  euro_standard: string | null;
  fuel_l100: number | null;
  electricity_kwh100: number | null;
}
const readAll = async () =>
  (
    await sql<Row>`select id, energy, crit_air, euro_standard, fuel_l100, electricity_kwh100 from vehicles order by id`.execute(
      t.database.db,
    )
  ).rows.map((r) => ({
    ...r,
    fuel_l100: r.fuel_l100 === null ? null : Number(r.fuel_l100),
    electricity_kwh100: r.electricity_kwh100 === null ? null : Number(r.electricity_kwh100),
  }));

it('every vehicle’s Crit’Air class follows the arrêté du 21 juin 2016 from its energy and Euro standard', async () => {
  const rows = await readAll();
  expect(rows.length).toBeGreaterThan(1000);
  const classes = new Set<string>();
  for (const r of rows) {
    if (r.energy === 'electrique') {
      expect([r.crit_air, r.euro_standard, r.fuel_l100]).toEqual(['0', null, null]);
      expect(r.electricity_kwh100).toBeGreaterThan(10);
    } else {
      const level = Number(/^Euro (\d)/.exec(r.euro_standard ?? '')?.[1]);
      expect(r.crit_air).toBe(critAirFor(r.energy, level));
      expect(r.fuel_l100).toBeGreaterThan(0.5);
      expect(r.fuel_l100).toBeLessThan(15);
    }
    if (r.energy === 'hybride-rechargeable') expect(r.electricity_kwh100).toBeGreaterThan(10);
    classes.add(r.crit_air);
  }
  expect([...classes].sort()).toEqual(['0', '1', '2']);
});

it('the vehicle page gives the standard, the class and the consumption', async () => {
  const list = (
    await t.app.inject({ url: '/api/vehicles?energies[]=diesel&condition=used&per_page=1', headers: apiHeaders() })
  ).json().data;
  const v = (await t.app.inject({ url: `/api/vehicles/${list[0].id}`, headers: apiHeaders() })).json().data;
  expect(v.euro_standard).toMatch(/^Euro 6/);
  expect(v.crit_air).toBe('2');
  expect(v.fuel_l100).toBeCloseTo(v.co2 / 26.4, 1);
  expect(v.electricity_kwh100).toBeNull();
});

it('migration 0019 fills a database seeded before it as the seed does', async () => {
  const seeded = await readAll();
  await sql`ALTER TABLE vehicles DROP COLUMN euro_standard, DROP COLUMN fuel_l100, DROP COLUMN electricity_kwh100`.execute(
    t.database.db,
  );
  await sql`UPDATE vehicles SET crit_air = '5'`.execute(t.database.db);
  await up(t.database.db as unknown as Parameters<typeof up>[0]);
  expect(await readAll()).toEqual(seeded);
});
