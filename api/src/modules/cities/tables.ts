/**
 * The cities table (migrations/0009_catalogue_extras.ts) as Kysely sees it, added to the app's
 * schema with `withTables` for this module's queries.
 */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';

export interface CitiesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** The name after « à », article contracted: « au Mans », « à Tours » (migration 0010). */
  at_name: string;
  postal_code: string;
  insee_code: string;
  department_code: string;
  latitude: number;
  longitude: number;
  position: Generated<number>;
}

export type CityDb = Kysely<Database & { cities: CitiesTable }>;
export const withCities = (db: Db): CityDb => db.withTables<{ cities: CitiesTable }>();
