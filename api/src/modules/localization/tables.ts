/**
 * The localities table (migrations/0009_catalogue_extras.ts) as Kysely sees it, added to the
 * app's schema with `withTables` for this module's queries.
 */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';

export interface LocalitiesTable {
  id: Generated<number>;
  insee_code: string;
  postal_code: string;
  name: string;
  search_name: string;
  department_code: string;
}

export type LocalityDb = Kysely<Database & { localities: LocalitiesTable }>;
export const withLocalities = (db: Db): LocalityDb => db.withTables<{ localities: LocalitiesTable }>();
