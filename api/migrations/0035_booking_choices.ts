/**
 * What the buyer chose on the vehicle page follows them into the booking and the quote:
 * - bookings: the promo or partner code checked for this buyer and vehicle (code, label and the
 *   discount it gave at booking time, in euros TTC; no use is counted by a hold, see
 *   modules/bookings/choices.ts) and the financing simulation;
 * - bookings and estimates: `funding`, the simulation as the API computed it from the vehicle's offer
 *   and the options chosen (formula, term, deposit or first rent, yearly mileage, monthly payment,
 *   TAEG, total due): JSON, read by the API only (@ga/contracts ChosenFunding).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE bookings ADD COLUMN promo_code varchar(40);
ALTER TABLE bookings ADD COLUMN promo_label varchar(160);
ALTER TABLE bookings ADD COLUMN promo_discount integer CHECK (promo_discount >= 0);
ALTER TABLE bookings ADD COLUMN funding jsonb;
ALTER TABLE estimates ADD COLUMN funding jsonb`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE estimates DROP COLUMN funding;
ALTER TABLE bookings DROP COLUMN funding;
ALTER TABLE bookings DROP COLUMN promo_discount;
ALTER TABLE bookings DROP COLUMN promo_label;
ALTER TABLE bookings DROP COLUMN promo_code`,
  );
}
