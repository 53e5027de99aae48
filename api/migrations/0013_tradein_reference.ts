/**
 * Trade-in reference data (« reprise »): the versions sold in France with their price when new
 * (the base of the instant estimate), and the demo plates the plate look-up resolves. Reference
 * data, filled here from seeds/tradein-reference.ts (DEMO values, marked there), so a database made
 * before this migration gets it too; the demo reseed (which empties customer data) leaves it alone.
 *
 * - tradein_versions: brand, model, body, energy, gearbox, fiscal power (CV), DIN power (ch), engine
 *   label, finish, model years, price when new (euros TTC).
 * - tradein_plates: plate (letters and digits only, upper case: AB123CD, or 1234AB72 for the old
 *   FNI format) → version, first registration, colour.
 * - reprises: the version chosen (version_id), the estimate's listed adjustments (valuation) and when
 *   it was computed (estimated_at: valid 7 days).
 */
import { sql, type Kysely } from 'kysely';
import { DEMO_PLATES, TRADEIN_VERSIONS } from '../seeds/tradein-reference';
import { slugify } from '../seeds/slug';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE tradein_versions (
  id serial PRIMARY KEY,
  brand varchar(60) NOT NULL,
  brand_slug varchar(60) NOT NULL,
  model varchar(80) NOT NULL,
  model_slug varchar(80) NOT NULL,
  body varchar(12) NOT NULL CHECK (body IN ('citadine', 'compacte', 'berline', 'break', 'suv', 'monospace', 'coupe', 'cabriolet', 'utilitaire')),
  energy varchar(24) NOT NULL CHECK (energy IN ('essence', 'diesel', 'hybride', 'hybride-rechargeable', 'electrique')),
  gearbox varchar(12) NOT NULL CHECK (gearbox IN ('manuelle', 'automatique')),
  fiscal_power smallint NOT NULL CHECK (fiscal_power > 0),
  engine_power smallint NOT NULL CHECK (engine_power > 0),
  engine varchar(80) NOT NULL,
  finish varchar(80) NOT NULL,
  year_from smallint NOT NULL,
  year_to smallint CHECK (year_to IS NULL OR year_to >= year_from),
  new_price integer NOT NULL CHECK (new_price > 0),
  is_demo boolean NOT NULL DEFAULT true
);
CREATE INDEX tradein_versions_model ON tradein_versions (brand_slug, model_slug);

CREATE TABLE tradein_plates (
  plate varchar(12) PRIMARY KEY,
  version_id integer NOT NULL REFERENCES tradein_versions(id) ON DELETE CASCADE,
  first_registration date NOT NULL,
  colour varchar(40) NOT NULL,
  is_demo boolean NOT NULL DEFAULT true
);

ALTER TABLE reprises ADD COLUMN version_id integer REFERENCES tradein_versions(id) ON DELETE SET NULL;
ALTER TABLE reprises ADD COLUMN valuation jsonb;
ALTER TABLE reprises ADD COLUMN estimated_at timestamptz
`,
  );

  const ids = new Map<string, number>();
  for (const v of TRADEIN_VERSIONS) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO tradein_versions (brand, brand_slug, model, model_slug, body, energy, gearbox, fiscal_power, engine_power, engine, finish, year_from, year_to, new_price)
      VALUES (${v.brand}, ${slugify(v.brand)}, ${v.model}, ${slugify(v.model)}, ${v.body}, ${v.energy}, ${v.gearbox}, ${v.fiscalPower}, ${v.enginePower},
              ${v.engine}, ${v.finish}, ${v.yearFrom}, ${v.yearTo}, ${v.newPrice})
      RETURNING id`.execute(db);
    ids.set(versionKey(v), rows[0]!.id);
  }
  for (const p of DEMO_PLATES) {
    const id = ids.get(versionKey(p));
    if (id === undefined) throw new Error(`Plaque de démonstration ${p.plate} : version inconnue (${versionKey(p)})`);
    await sql`INSERT INTO tradein_plates (plate, version_id, first_registration, colour)
      VALUES (${normalizePlateKey(p.plate)}, ${id}, ${`${p.firstRegistration}-01`}, ${p.colour})`.execute(db);
  }
}

const versionKey = (v: { brand: string; model: string; engine: string; finish: string }) =>
  [v.brand, v.model, v.engine, v.finish].join('|');
/** The plate as stored: letters and digits, upper case. */
const normalizePlateKey = (plate: string) => plate.toUpperCase().replace(/[^A-Z0-9]/g, '');

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `ALTER TABLE reprises DROP COLUMN estimated_at;
ALTER TABLE reprises DROP COLUMN valuation;
ALTER TABLE reprises DROP COLUMN version_id;
DROP TABLE tradein_plates;
DROP TABLE tradein_versions`,
  );
}
