/**
 * Catalogue extras: the communes of the postal code / city search (`localities`), the cities of
 * the « achat utilitaire » pages (`cities`), events and promotions (`campaigns`, with the search
 * criteria of their vehicles as JSON in the GET /api/vehicles format) and the users' call-back
 * requests (`calls`).
 * `localities.search_name` is the name folded for the search (lower case, no accents, hyphens
 * and apostrophes as spaces: src/modules/localization/normalize.ts); both indexes serve prefix
 * searches (text_pattern_ops).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE localities (
  id serial PRIMARY KEY,
  insee_code varchar(5) NOT NULL,
  postal_code varchar(5) NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  name varchar(120) NOT NULL,
  search_name varchar(120) NOT NULL,
  department_code varchar(3) NOT NULL,
  UNIQUE (insee_code, postal_code)
);
CREATE INDEX localities_postal_code ON localities (postal_code text_pattern_ops);
CREATE INDEX localities_search_name ON localities (search_name text_pattern_ops);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  slug varchar(120) NOT NULL UNIQUE,
  name varchar(120) NOT NULL,
  postal_code varchar(5) NOT NULL,
  insee_code varchar(5) NOT NULL,
  department_code varchar(3) NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  kind varchar(10) NOT NULL CHECK (kind IN ('event', 'promotion')),
  slug varchar(160) NOT NULL,
  title varchar(200) NOT NULL,
  subtitle varchar(255),
  paragraphs jsonb NOT NULL DEFAULT '[]',
  illustration varchar(80) NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  search jsonb NOT NULL DEFAULT '{}',
  place jsonb,
  opening_hours varchar(255),
  discount_label varchar(255),
  conditions jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, slug),
  CHECK (starts_on <= ends_on),
  CHECK (kind <> 'event' OR (place IS NOT NULL AND opening_hours IS NOT NULL)),
  CHECK (kind <> 'promotion' OR (discount_label IS NOT NULL AND conditions IS NOT NULL))
);

CREATE TABLE calls (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vehicle_id integer REFERENCES vehicles(id) ON DELETE SET NULL,
  status varchar(12) NOT NULL DEFAULT 'nouvelle' CHECK (status IN ('nouvelle', 'en_cours', 'traitee', 'annulee')),
  phone varchar(20) NOT NULL,
  preferred_date date NOT NULL,
  slot varchar(12) NOT NULL CHECK (slot IN ('matin', 'midi', 'apres-midi', 'soir')),
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calls_user ON calls (user_id, created_at DESC)
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP TABLE calls;
DROP TABLE campaigns;
DROP TABLE cities;
DROP TABLE localities`,
  );
}
