/**
 * The page a visitor was on when they created their account, kept with the link that confirms the
 * address (never in the e-mail, which stays fixed text): opening the link offers « Reprendre où vous
 * en étiez ». Judged by the one return-path rule (@ga/contracts safeReturnPath) before it is stored.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `ALTER TABLE email_tokens ADD COLUMN return_path varchar(2000)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `ALTER TABLE email_tokens DROP COLUMN return_path`);
}
