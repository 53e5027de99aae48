/**
 * Indexes of the vehicle search (GET /api/vehicles, /filters, /suggestions, /{slug}): the sorts
 * and range filters, the listing selections (partial indexes on their flags) and the slug lookup.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE INDEX vehicles_slug ON vehicles (slug);
CREATE INDEX vehicles_condition_arrived ON vehicles (condition, arrived_at DESC);
CREATE INDEX vehicles_type_price ON vehicles (type_id, price);
CREATE INDEX vehicles_mileage ON vehicles (mileage);
CREATE INDEX vehicles_year ON vehicles (year DESC);
CREATE INDEX vehicles_monthly ON vehicles (monthly_from);
CREATE INDEX vehicles_colour ON vehicles (colour);
CREATE INDEX vehicles_discounted ON vehicles (discount DESC) WHERE discount > 0;
CREATE INDEX vehicles_favourite_picks ON vehicles (arrived_at DESC) WHERE is_favourite_pick;
CREATE INDEX vehicles_fitted_out ON vehicles (arrived_at DESC) WHERE is_fitted_out;
CREATE INDEX vehicles_conversion_bonus ON vehicles (arrived_at DESC) WHERE conversion_bonus
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP INDEX vehicles_conversion_bonus;
DROP INDEX vehicles_fitted_out;
DROP INDEX vehicles_favourite_picks;
DROP INDEX vehicles_discounted;
DROP INDEX vehicles_colour;
DROP INDEX vehicles_monthly;
DROP INDEX vehicles_year;
DROP INDEX vehicles_mileage;
DROP INDEX vehicles_type_price;
DROP INDEX vehicles_condition_arrived;
DROP INDEX vehicles_slug`,
  );
}
