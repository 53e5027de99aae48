/**
 * The favourites' e-mail (opt-in, off by default): at most once a day, the account's favourites
 * whose price dropped, that someone booked or that were sold since the last check.
 * - favourite_alerts: the account asked for it (« Mes favoris », off again by the e-mail's link);
 * - favourites_checked_at: changes after it are the next e-mail's (set when it is turned on);
 * - favourites_mailed_at: the last e-mail (one a day at most).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE users ADD COLUMN favourite_alerts boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN favourites_checked_at timestamptz;
ALTER TABLE users ADD COLUMN favourites_mailed_at timestamptz;
CREATE INDEX users_favourite_alerts ON users (id) WHERE favourite_alerts`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
DROP INDEX users_favourite_alerts;
ALTER TABLE users DROP COLUMN favourites_mailed_at;
ALTER TABLE users DROP COLUMN favourites_checked_at;
ALTER TABLE users DROP COLUMN favourite_alerts`,
  );
}
