/**
 * Company checks from the staff area (docs/staff.md « Company checks »): a conseiller approves or
 * refuses a company account's SIRET and business sector. Approving sets `company_verified_at`, as
 * the `company:verify` CLI does, and clears a refusal; refusing sets `company_refused_at` with the
 * reason the account's owner is sent, and withdraws a verification. The inbox reads a company check
 * as traitée (verified), annulée (refused) or nouvelle.
 */
import { sql, type Kysely } from 'kysely';
import { runSql } from './run-sql';
import { COMPANY_CHECKED_OR_REFUSED, inboxSourceView, REPRISE_WITH_OFFER } from './staff-inbox-view';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE users ADD COLUMN company_refused_at timestamptz;
ALTER TABLE users ADD COLUMN company_refusal_reason text CHECK (char_length(company_refusal_reason) <= 500)`,
  );
  await sql.raw(inboxSourceView(REPRISE_WITH_OFFER, COMPANY_CHECKED_OR_REFUSED)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(inboxSourceView(REPRISE_WITH_OFFER)).execute(db);
  await runSql(
    db,
    `
ALTER TABLE users DROP COLUMN company_refusal_reason;
ALTER TABLE users DROP COLUMN company_refused_at`,
  );
}
