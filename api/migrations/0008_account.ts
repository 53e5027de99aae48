/**
 * Account area: trade-in requests (« reprises »), partner requests, password-reset links, and the
 * account deletion rule for estimates.
 *
 * - reprises: the vehicle a customer offers in trade-in (identity, mileage, condition), how to reach
 *   them, the estimated value range (cents, NULL until assessed) and the request status.
 * - partner_requests: requests to become a business partner or to equip a company fleet.
 * - password_resets (created in 0001): random tokens stored as SHA-256, single use, expiring; an
 *   index for "every link of this user" (revoked together after a reset or a deletion).
 * - estimates: numbered documents kept when the account is deleted, detached from it (user_id NULL,
 *   message cleared) so that the numbering has no gaps and promo-code usage stays accurate.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE reprises (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status varchar(12) NOT NULL DEFAULT 'nouvelle' CHECK (status IN ('nouvelle', 'en_cours', 'traitee', 'annulee')),
  plate varchar(12),
  brand varchar(80) NOT NULL,
  carmodel varchar(120) NOT NULL,
  finish varchar(160),
  type varchar(80),
  energy varchar(24) NOT NULL CHECK (energy IN ('essence', 'diesel', 'hybride', 'hybride-rechargeable', 'electrique')),
  gearbox varchar(12) NOT NULL CHECK (gearbox IN ('manuelle', 'automatique')),
  year smallint NOT NULL CHECK (year BETWEEN 1950 AND 2100),
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  fiscal_power smallint CHECK (fiscal_power > 0),
  engine_power smallint CHECK (engine_power > 0),
  colour varchar(60),
  mileage integer NOT NULL CHECK (mileage >= 0),
  equipments jsonb NOT NULL DEFAULT '[]',
  damages jsonb NOT NULL DEFAULT '[]',
  first_hand boolean NOT NULL DEFAULT false,
  service_history boolean NOT NULL DEFAULT false,
  comment text,
  phone varchar(20) NOT NULL,
  estimate_min_cents integer CHECK (estimate_min_cents >= 0),
  estimate_max_cents integer CHECK (estimate_max_cents >= 0),
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (estimate_min_cents IS NULL OR estimate_max_cents IS NULL OR estimate_min_cents <= estimate_max_cents)
);
CREATE INDEX reprises_user ON reprises (user_id, created_at DESC, id DESC);

CREATE TABLE partner_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind varchar(12) NOT NULL CHECK (kind IN ('partenariat', 'flotte')),
  status varchar(12) NOT NULL DEFAULT 'nouvelle' CHECK (status IN ('nouvelle', 'en_cours', 'traitee', 'annulee')),
  company_name varchar(190) NOT NULL,
  company_siret varchar(14),
  fleet_size integer CHECK (fleet_size BETWEEN 1 AND 10000),
  phone varchar(20) NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_requests_user ON partner_requests (user_id, created_at DESC);

CREATE INDEX password_resets_user ON password_resets (user_id);

ALTER TABLE estimates ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE estimates DROP CONSTRAINT estimates_user_id_fkey;
ALTER TABLE estimates ADD CONSTRAINT estimates_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DELETE FROM estimates WHERE user_id IS NULL;
ALTER TABLE estimates DROP CONSTRAINT estimates_user_id_fkey;
ALTER TABLE estimates ADD CONSTRAINT estimates_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE estimates ALTER COLUMN user_id SET NOT NULL;
DROP INDEX password_resets_user;
DROP TABLE partner_requests;
DROP TABLE reprises`,
  );
}
