/**
 * Financing: funding types, lenders, offers per vehicle (`rents`: credit and LOA parameters, the
 * payments are computed by the API) and the users' funding requests (`fundings`).
 * Rates in basis points (590 = 5,90 %), prices in whole euros, computed payments in cents.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE funding_types (
  id serial PRIMARY KEY,
  slug varchar(20) NOT NULL UNIQUE CHECK (slug IN ('credit', 'loa', 'lld', 'credit-bail')),
  name varchar(120) NOT NULL,
  description text NOT NULL,
  for_companies boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE lenders (
  id serial PRIMARY KEY,
  name varchar(120) NOT NULL,
  legal_notice text NOT NULL
);

CREATE TABLE rents (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  funding_type_id integer NOT NULL REFERENCES funding_types(id),
  lender_id integer NOT NULL REFERENCES lenders(id),
  duration_months integer NOT NULL CHECK (duration_months BETWEEN 12 AND 84),
  mileage_per_year integer CHECK (mileage_per_year BETWEEN 5000 AND 50000),
  contribution integer NOT NULL DEFAULT 0 CHECK (contribution >= 0),
  apr_bp integer NOT NULL CHECK (apr_bp > 0 AND apr_bp < 2100),
  residual_percent integer CHECK (residual_percent BETWEEN 1 AND 90),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rents_vehicle ON rents (vehicle_id);

CREATE TABLE fundings (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  rent_id integer REFERENCES rents(id) ON DELETE SET NULL,
  funding_type_id integer NOT NULL REFERENCES funding_types(id),
  status varchar(12) NOT NULL DEFAULT 'nouvelle' CHECK (status IN ('nouvelle', 'en_cours', 'traitee', 'annulee')),
  amount integer NOT NULL,
  contribution integer NOT NULL DEFAULT 0,
  duration_months integer NOT NULL,
  mileage_per_year integer,
  monthly_cents integer,
  apr_bp integer,
  purchase_option integer,
  total_due_cents integer,
  phone varchar(20) NOT NULL,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fundings_user ON fundings (user_id, created_at DESC)
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP TABLE fundings;
DROP TABLE rents;
DROP TABLE lenders;
DROP TABLE funding_types`,
  );
}
