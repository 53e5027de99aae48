/**
 * Cost of ownership: the Euro standard and the consumption of each vehicle, and its
 * Crit'Air class computed by the official rules instead of the first seed's guess
 * (src/modules/catalogue/ownership.ts, @ga/contracts ownership.ts). Existing vehicles are filled
 * from what they already have (energy, CO2, power, first registration, category).
 */
import { sql, type Kysely } from 'kysely';
import type { Energy } from '@ga/contracts';
import { ownershipFacts } from '../src/modules/catalogue/ownership';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE vehicles ADD COLUMN euro_standard varchar(16);
ALTER TABLE vehicles ADD COLUMN fuel_l100 real CHECK (fuel_l100 >= 0);
ALTER TABLE vehicles ADD COLUMN electricity_kwh100 real CHECK (electricity_kwh100 >= 0);
`,
  );
  const rows = (
    await sql<{
      id: number;
      energy: Energy;
      co2: number;
      power_hp: number;
      first_registration: string | Date | null;
      category: string;
      crit_air: string;
    }>`
      select v.id, v.energy, v.co2, v.power_hp, v.first_registration, c.slug as category, v.crit_air
      from vehicles v join vehicle_categories c on c.id = v.category_id`.execute(db)
  ).rows;
  const today = new Date().toISOString().slice(0, 10);
  const day = (d: string | Date | null) =>
    d === null ? today : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
  const facts = rows.map((r) => {
    const f = ownershipFacts({
      energy: r.energy,
      co2: r.co2,
      power_hp: r.power_hp,
      isVan: r.category === 'utilitaires',
      registeredOn: day(r.first_registration),
    });
    // A vehicle too old to be classed keeps its former value (the column allows 0 to 5 only).
    return { id: r.id, ...f, crit_air: f.crit_air ?? r.crit_air };
  });
  for (let i = 0; i < facts.length; i += 5000) {
    const part = facts.slice(i, i + 5000);
    const arr = (values: (string | number | null)[]) =>
      `{${values.map((x) => (x === null ? 'NULL' : `"${x}"`)).join(',')}}`;
    await sql`UPDATE vehicles AS v SET euro_standard = x.e, fuel_l100 = x.f, electricity_kwh100 = x.k, crit_air = x.c
      FROM unnest(${arr(part.map((f) => f.id))}::int[], ${arr(part.map((f) => f.euro_standard))}::varchar[],
        ${arr(part.map((f) => f.fuel_l100))}::real[], ${arr(part.map((f) => f.electricity_kwh100))}::real[],
        ${arr(part.map((f) => f.crit_air))}::varchar[]) AS x(id, e, f, k, c)
      WHERE v.id = x.id`.execute(db);
  }
}
