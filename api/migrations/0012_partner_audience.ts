/**
 * Partner codes and e-mail links, tightened after a review of 0011:
 *
 * - users.company_verified_at: the dealership checked the company (SIRET, Kbis), recorded by staff
 *   (`pnpm --filter @ga/api company:verify <e-mail>`). A company account's declared business sector
 *   counts for a partner code only then: anyone can declare a sector at sign-up.
 * - Accounts of a partner's e-mail domain that 0011 counted as confirmed (created before the rule)
 *   must confirm their address before that partner's code is theirs.
 * - email_tokens: at most one unused link per account and purpose (partial unique index), besides
 *   the row lock taken when a link is made.
 * - FLOTTE-PRO (demo, invented fleet partner): also for the confirmed addresses of its own domain.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE users ADD COLUMN company_verified_at timestamptz;
UPDATE promo_codes SET allowed_email_domains = ARRAY['flotte-pro-ouest.fr'] WHERE code = 'FLOTTE-PRO' AND allowed_email_domains IS NULL;
UPDATE users SET email_verified_at = NULL
 WHERE email_verified_at = created_at
   AND split_part(lower(email), '@', 2) IN (
     SELECT lower(d) FROM promo_codes, unnest(allowed_email_domains) AS d WHERE allowed_email_domains IS NOT NULL
   );
UPDATE email_tokens t SET used_at = now()
 WHERE used_at IS NULL
   AND EXISTS (SELECT 1 FROM email_tokens n WHERE n.user_id = t.user_id AND n.purpose = t.purpose AND n.used_at IS NULL AND n.id > t.id);
CREATE UNIQUE INDEX email_tokens_one_unused ON email_tokens (user_id, purpose) WHERE used_at IS NULL
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP INDEX email_tokens_one_unused;
ALTER TABLE users DROP COLUMN company_verified_at`,
  );
}
