/**
 * Catalogue: brands, models, categories/types, vehicles, bookmarks.
 * Prices are whole euros (TTC, and *_etax before VAT).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE brands (
  id serial PRIMARY KEY,
  slug varchar(80) NOT NULL UNIQUE,
  name varchar(80) NOT NULL,
  country varchar(60) NOT NULL
);

CREATE TABLE vehicle_categories (
  id serial PRIMARY KEY,
  slug varchar(40) NOT NULL UNIQUE,
  name varchar(80) NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE vehicle_types (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES vehicle_categories(id) ON DELETE CASCADE,
  slug varchar(40) NOT NULL UNIQUE,
  name varchar(80) NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE carmodels (
  id serial PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  type_id integer NOT NULL REFERENCES vehicle_types(id),
  slug varchar(120) NOT NULL UNIQUE,
  name varchar(80) NOT NULL
);
CREATE INDEX carmodels_brand ON carmodels (brand_id);

CREATE TABLE vehicles (
  id serial PRIMARY KEY,
  slug varchar(190) NOT NULL,
  brand_id integer NOT NULL REFERENCES brands(id),
  carmodel_id integer NOT NULL REFERENCES carmodels(id),
  category_id integer NOT NULL REFERENCES vehicle_categories(id),
  type_id integer NOT NULL REFERENCES vehicle_types(id),
  version varchar(190) NOT NULL,
  condition varchar(10) NOT NULL CHECK (condition IN ('new', 'zero_km', 'used')),
  year integer NOT NULL,
  first_registration date,
  mileage integer NOT NULL DEFAULT 0 CHECK (mileage >= 0),
  energy varchar(24) NOT NULL CHECK (energy IN ('essence', 'diesel', 'hybride', 'hybride-rechargeable', 'electrique')),
  gearbox varchar(12) NOT NULL CHECK (gearbox IN ('manuelle', 'automatique')),
  power_hp integer NOT NULL,
  fiscal_power integer NOT NULL,
  doors integer NOT NULL,
  seats integer NOT NULL,
  colour varchar(60) NOT NULL,
  colour_hex varchar(7) NOT NULL,
  co2 integer NOT NULL DEFAULT 0,
  crit_air varchar(1) NOT NULL CHECK (crit_air IN ('0', '1', '2', '3', '4', '5')),
  electric_range integer,
  price integer NOT NULL CHECK (price > 0),
  price_etax integer NOT NULL,
  catalogue_price integer,
  discount integer NOT NULL DEFAULT 0,
  monthly_from integer,
  is_new_arrival boolean NOT NULL DEFAULT false,
  arrived_at timestamptz NOT NULL DEFAULT now(),
  is_favourite_pick boolean NOT NULL DEFAULT false,
  is_fitted_out boolean NOT NULL DEFAULT false,
  conversion_bonus boolean NOT NULL DEFAULT false,
  equipment jsonb NOT NULL DEFAULT '[]',
  photo_count integer NOT NULL DEFAULT 6,
  warranty_months integer NOT NULL DEFAULT 12,
  description text NOT NULL DEFAULT '',
  is_published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicles_brand ON vehicles (brand_id);
CREATE INDEX vehicles_carmodel ON vehicles (carmodel_id);
CREATE INDEX vehicles_category_type ON vehicles (category_id, type_id);
CREATE INDEX vehicles_energy ON vehicles (energy);
CREATE INDEX vehicles_price ON vehicles (price);
CREATE INDEX vehicles_arrived ON vehicles (arrived_at DESC);

CREATE TABLE bookmarks (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, vehicle_id)
)
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP TABLE bookmarks;
DROP TABLE vehicles;
DROP TABLE carmodels;
DROP TABLE vehicle_types;
DROP TABLE vehicle_categories;
DROP TABLE brands`,
  );
}
