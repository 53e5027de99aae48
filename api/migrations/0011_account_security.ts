/**
 * Account security (issue « Security fixes »):
 *
 * - users.email_verified_at: the address was confirmed by the link sent to it; a first booking needs
 *   it. Accounts created before this rule (the demo account included) count as confirmed: they
 *   registered under the old terms and some already hold bookings.
 * - email_tokens: single-use links sent by e-mail (SHA-256 of 32 random bytes): `verify` (confirm the
 *   address), `change` (a new address, applied only when its link is opened), `sign_in` (one-time
 *   sign-in link, the way through when failed sign-ins slow an account down). `email` is the address
 *   the link was sent to.
 * - app_secrets: keys the API generates at first start when none is configured (e.g. the key that
 *   signs promo-code proofs), shared by every API instance on the database.
 * - promo_codes: who a partner code is meant for. A signed-in account may use it when its CONFIRMED
 *   e-mail address ends with one of `allowed_email_domains`, or when it is a company account whose
 *   business sector (NAF section code) is in `allowed_sector_codes`. A partner code needs one rule at
 *   least. Demo: CSE-SARTHE for the invented works council's domain, FLOTTE-PRO for company accounts
 *   in construction (F), transport (H) and business services (N).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at;

CREATE TABLE email_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose varchar(10) NOT NULL CHECK (purpose IN ('verify', 'change', 'sign_in')),
  email varchar(190) NOT NULL,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose);

CREATE TABLE app_secrets (
  name varchar(60) PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE promo_codes ADD COLUMN allowed_email_domains text[];
ALTER TABLE promo_codes ADD COLUMN allowed_sector_codes text[];
UPDATE promo_codes SET allowed_email_domains = ARRAY['cse-sarthe-industries.fr'] WHERE code = 'CSE-SARTHE';
UPDATE promo_codes SET allowed_sector_codes = ARRAY['F', 'H', 'N'] WHERE code = 'FLOTTE-PRO';
UPDATE promo_codes SET is_active = false WHERE kind = 'partner' AND allowed_email_domains IS NULL AND allowed_sector_codes IS NULL;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_partner_audience CHECK (
  kind <> 'partner' OR NOT is_active OR allowed_email_domains IS NOT NULL OR allowed_sector_codes IS NOT NULL
)
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `ALTER TABLE promo_codes DROP CONSTRAINT promo_codes_partner_audience;
ALTER TABLE promo_codes DROP COLUMN allowed_sector_codes;
ALTER TABLE promo_codes DROP COLUMN allowed_email_domains;
DROP TABLE app_secrets;
DROP TABLE email_tokens;
ALTER TABLE users DROP COLUMN email_verified_at`,
  );
}
