/**
 * Recently viewed vehicles of a signed-in visitor, kept on the server so they follow the
 * account across devices; the newest RECENTLY_VIEWED_KEPT per account. A visitor who is not signed
 * in keeps them in the browser only, after consent (« personnalisation »).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE recently_viewed (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, vehicle_id)
);
CREATE INDEX recently_viewed_user ON recently_viewed (user_id, viewed_at DESC);
`,
  );
}
