/**
 * The staff TOTP secrets are stored encrypted (modules/staff/totp-secret-box.ts): `v1:<iv>.<tag>.
 * <ciphertext>` is longer than the 64 characters of a base32 secret, so the column becomes text.
 * The encryption itself happens at the API's start (secrets in clear are sealed with
 * STAFF_TOTP_KEY), not here: a migration does not hold the key.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `ALTER TABLE staff_accounts ALTER COLUMN totp_secret TYPE text`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Only secrets in clear fit back; sealed ones make this fail, as it should (decrypt them first).
  await runSql(db, `ALTER TABLE staff_accounts ALTER COLUMN totp_secret TYPE varchar(64)`);
}
