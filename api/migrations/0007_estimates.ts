/**
 * Promotional codes (dealership coupons and partners' codes) and estimates (« devis »).
 * Codes are unique case-insensitively; `used_count` never exceeds `max_uses` (checked here too).
 * Estimates are numbered GA-<year>-<000001>: `estimate_counters` holds the last number of each
 * year, incremented inside the creating transaction (the row lock serialises concurrent quotes).
 * Vehicle and delivery prices in whole euros TTC; estimate lines and totals in cents.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE promo_codes (
  id serial PRIMARY KEY,
  code varchar(40) NOT NULL,
  kind varchar(10) NOT NULL CHECK (kind IN ('coupon', 'partner')),
  label varchar(160) NOT NULL,
  partner_name varchar(120),
  discount_type varchar(10) NOT NULL CHECK (discount_type IN ('amount', 'percent')),
  discount_value integer NOT NULL CHECK (discount_value > 0),
  max_discount integer CHECK (max_discount > 0),
  scope varchar(10) NOT NULL DEFAULT 'all' CHECK (scope IN ('all', 'brand', 'vehicle')),
  brand_id integer REFERENCES brands(id) ON DELETE CASCADE,
  vehicle_id integer REFERENCES vehicles(id) ON DELETE CASCADE,
  valid_from timestamptz,
  valid_until timestamptz,
  max_uses integer CHECK (max_uses > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  is_active boolean NOT NULL DEFAULT true,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_type <> 'percent' OR discount_value <= 100),
  CHECK (kind <> 'partner' OR partner_name IS NOT NULL),
  CHECK (scope <> 'brand' OR brand_id IS NOT NULL),
  CHECK (scope <> 'vehicle' OR vehicle_id IS NOT NULL),
  CHECK (max_uses IS NULL OR used_count <= max_uses),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until)
);
CREATE UNIQUE INDEX promo_codes_code_ci ON promo_codes (lower(code));

CREATE TABLE estimate_counters (
  year integer PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number > 0)
);

CREATE TABLE estimates (
  id serial PRIMARY KEY,
  number varchar(20) NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  status varchar(12) NOT NULL DEFAULT 'nouvelle' CHECK (status IN ('nouvelle', 'en_cours', 'traitee', 'annulee')),
  delivery_type_id integer NOT NULL REFERENCES delivery_types(id),
  department_id integer NOT NULL REFERENCES departments(id),
  delivery_price integer,
  coupon_id integer REFERENCES promo_codes(id) ON DELETE SET NULL,
  partner_code_id integer REFERENCES promo_codes(id) ON DELETE SET NULL,
  promo_code varchar(40),
  promo_label varchar(160),
  options jsonb NOT NULL DEFAULT '[]',
  price integer NOT NULL,
  lines jsonb NOT NULL,
  total_ht_cents integer NOT NULL,
  total_tva_cents integer NOT NULL,
  total_ttc_cents integer NOT NULL,
  message text,
  valid_until date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (coupon_id IS NULL OR partner_code_id IS NULL),
  CHECK (total_ht_cents + total_tva_cents = total_ttc_cents)
);
CREATE INDEX estimates_user ON estimates (user_id, created_at DESC)
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP TABLE estimates;
DROP TABLE estimate_counters;
DROP TABLE promo_codes`,
  );
}
