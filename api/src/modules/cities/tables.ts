/**
 * The cities table (migrations/0009_catalogue_extras.ts) as Kysely sees it, added to the app's
 * schema with `withTables` for this module's queries.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { DB } from '../../db/types/database';

export type CitiesTable = DB['cities'];

export type CityDb = Kysely<Database & { cities: CitiesTable }>;
export const withCities = (db: Db): CityDb => db.withTables<{ cities: CitiesTable }>();
