/**
 * Accounts, tokens and reference data: business sectors, departments, delivery types.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE business_sectors (
  id serial PRIMARY KEY,
  code varchar(2) NOT NULL UNIQUE,
  name varchar(190) NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  fullname varchar(120) NOT NULL,
  email varchar(190) NOT NULL,
  password_hash varchar(255) NOT NULL,
  phone varchar(20) NOT NULL,
  address varchar(255) NOT NULL,
  postal_code varchar(5) NOT NULL,
  city varchar(120) NOT NULL,
  is_comp boolean NOT NULL DEFAULT false,
  company_name varchar(190),
  company_siret varchar(14),
  business_sector_id integer REFERENCES business_sectors(id) ON DELETE SET NULL,
  subscribe_newsletter boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lower CHECK (email = lower(email)),
  CONSTRAINT users_company CHECK (NOT is_comp OR (company_name IS NOT NULL AND company_siret IS NOT NULL))
);
CREATE UNIQUE INDEX users_email_unique ON users (email);

CREATE TABLE access_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  client_id varchar(80) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE departments (
  id serial PRIMARY KEY,
  code varchar(3) NOT NULL UNIQUE,
  name varchar(80) NOT NULL,
  position integer NOT NULL
);

CREATE TABLE delivery_types (
  id serial PRIMARY KEY,
  slug varchar(60) NOT NULL UNIQUE,
  name varchar(120) NOT NULL,
  description text NOT NULL,
  at_home boolean NOT NULL,
  delay_days integer,
  position integer NOT NULL DEFAULT 0
);

-- Price of a delivery type for a department: NULL price = on quote, 0 = free (euros TTC).
CREATE TABLE delivery_prices (
  delivery_type_id integer NOT NULL REFERENCES delivery_types(id) ON DELETE CASCADE,
  department_id integer NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
  price integer,
  price_etax integer,
  PRIMARY KEY (delivery_type_id, department_id)
)
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP TABLE delivery_prices;
DROP TABLE delivery_types;
DROP TABLE departments;
DROP TABLE password_resets;
DROP TABLE access_tokens;
DROP TABLE users;
DROP TABLE business_sectors`,
  );
}
