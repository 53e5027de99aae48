/**
 * Saved searches with an e-mail alert: the API filters of a listing, the site address to
 * link back to, paused or not, when the stock was last checked and the last digest sent (at most
 * one a day). Deleted with the account.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE search_alerts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name varchar(80) NOT NULL,
  path varchar(500) NOT NULL,
  query jsonb NOT NULL,
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_checked_at timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz
);
CREATE INDEX search_alerts_user ON search_alerts (user_id, created_at DESC);
CREATE INDEX search_alerts_due ON search_alerts (last_sent_at) WHERE NOT paused;
`,
  );
}
