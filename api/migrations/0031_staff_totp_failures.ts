/**
 * The consecutive wrong TOTP codes of a staff account, across rate-limit windows (without it,
 * someone holding the password could guess codes forever, one window after another). Reset to 0
 * by a successful code or recovery code, an admin 2FA reset or a new enrolment; at
 * STAFF_TOTP_MAX_FAILURES (at most 100, NIST SP 800-63B) the code step is refused and only a
 * recovery code or an admin reset lets the person in (modules/staff/sign-in-service.ts).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `ALTER TABLE staff_accounts ADD COLUMN totp_failed_count integer NOT NULL DEFAULT 0 CHECK (totp_failed_count >= 0)`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `ALTER TABLE staff_accounts DROP COLUMN totp_failed_count`);
}
