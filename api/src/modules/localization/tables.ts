/**
 * The localities table (migrations/0009_catalogue_extras.ts) as Kysely sees it, added to the
 * app's schema with `withTables` for this module's queries.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { DB } from '../../db/types/database';

export type LocalitiesTable = DB['localities'];

export type LocalityDb = Kysely<Database & { localities: LocalitiesTable }>;
export const withLocalities = (db: Db): LocalityDb => db.withTables<{ localities: LocalitiesTable }>();
