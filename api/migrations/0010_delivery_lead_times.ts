/**
 * - Lead time per department: `delivery_prices.delay_days` (days between the complete order and
 *   the handover; NULL = on quote), so that Nice and Le Mans no longer share the type's single
 *   `delivery_types.delay_days` (kept as the type's generic value). Figures: seeds/delivery-types.ts.
 * - `vehicles.loa_monthly_from`: the monthly payment of the vehicle's cheapest active LOA offer
 *   (the leasing pages show and sort on it), denormalised like `monthly_from`
 *   (src/modules/financing/vehicle-monthlies.ts), with its index for `sort=monthly_asc`.
 * - `cities.at_name`: the city's name after « à », article contracted (« au Mans », « à Tours »).
 * A database seeded before this migration is filled in here (a fresh one gets the values from the seed).
 */
import { sql, type Kysely } from 'kysely';
import { deliveryLeadTime } from '../seeds/delivery-types';
import type { Db } from '../src/db/transaction';
import { refreshVehicleMonthlies } from '../src/modules/financing/vehicle-monthlies';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE delivery_prices ADD COLUMN delay_days integer CHECK (delay_days >= 0);
ALTER TABLE vehicles ADD COLUMN loa_monthly_from integer;
CREATE INDEX vehicles_loa_monthly ON vehicles (loa_monthly_from);
ALTER TABLE cities ADD COLUMN at_name varchar(140);
UPDATE cities SET at_name = CASE
  WHEN name LIKE 'Le %' THEN 'au ' || substr(name, 4)
  WHEN name LIKE 'Les %' THEN 'aux ' || substr(name, 5)
  ELSE 'à ' || name END;
ALTER TABLE cities ALTER COLUMN at_name SET NOT NULL
`,
  );

  // Existing rows: the same figures as the seed.
  const { rows } = await sql<{ delivery_type_id: number; department_id: number; slug: string; code: string }>`
    SELECT p.delivery_type_id, p.department_id, t.slug, d.code
    FROM delivery_prices p JOIN delivery_types t ON t.id = p.delivery_type_id JOIN departments d ON d.id = p.department_id`.execute(
    db,
  );
  if (rows.length) {
    const list = (xs: (number | null)[]) => `{${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`;
    await sql`UPDATE delivery_prices AS p SET delay_days = x.days
      FROM unnest(${list(rows.map((r) => r.delivery_type_id))}::int[], ${list(rows.map((r) => r.department_id))}::int[],
                  ${list(rows.map((r) => deliveryLeadTime(r.slug, r.code)))}::int[]) AS x(type_id, department_id, days)
      WHERE p.delivery_type_id = x.type_id AND p.department_id = x.department_id`.execute(db);
  }
  await refreshVehicleMonthlies(db as unknown as Db, new Date());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `ALTER TABLE cities DROP COLUMN at_name;
DROP INDEX vehicles_loa_monthly;
ALTER TABLE vehicles DROP COLUMN loa_monthly_from;
ALTER TABLE delivery_prices DROP COLUMN delay_days`,
  );
}
