/**
 * « Retiré de la vente » (docs/staff.md « Stock »): a third state beside « disponible » and
 * « vendu ». A responsable takes a vehicle off sale for a while (bodywork, a defect found, kept for
 * an event) with a reason kept for the staff. Like a sold one it is unpublished, so it leaves the
 * search, the lists, the alerts and the sitemap and its page answers 404; unlike a sold one it is
 * not a sale and comes back « disponible » with its page and history intact.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE vehicles ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE vehicles ADD COLUMN withdrawn_reason text CHECK (char_length(withdrawn_reason) <= 300);
ALTER TABLE vehicles ADD CONSTRAINT vehicles_one_off_sale_state CHECK (sold_at IS NULL OR withdrawn_at IS NULL)`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE vehicles DROP CONSTRAINT vehicles_one_off_sale_state;
ALTER TABLE vehicles DROP COLUMN withdrawn_reason;
ALTER TABLE vehicles DROP COLUMN withdrawn_at`,
  );
}
