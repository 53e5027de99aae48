/**
 * Price history: every price a vehicle has had, from when (vehicle_prices), so the
 * vehicle page can draw it and a drop can be announced against the law's reference price (Code de
 * la consommation L112-1-1: the lowest price of the 30 days before the drop). The last drop is kept
 * on the vehicle (price_drop_reference, price_dropped_at) so cards and the search index read it
 * without a join; sold_at marks a vehicle sold (unpublished) by the stock command.
 * Existing vehicles get their current price as the first entry, from their arrival.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE vehicle_prices (
  id bigserial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  price integer NOT NULL CHECK (price > 0),
  price_etax integer NOT NULL CHECK (price_etax > 0),
  starts_at timestamptz NOT NULL
);
CREATE INDEX vehicle_prices_vehicle ON vehicle_prices (vehicle_id, starts_at DESC);
ALTER TABLE vehicles ADD COLUMN price_drop_reference integer CHECK (price_drop_reference > 0);
ALTER TABLE vehicles ADD COLUMN price_dropped_at timestamptz;
ALTER TABLE vehicles ADD COLUMN sold_at timestamptz;
INSERT INTO vehicle_prices (vehicle_id, price, price_etax, starts_at)
  SELECT id, price, price_etax, arrived_at FROM vehicles;
`,
  );
}
