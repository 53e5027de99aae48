/**
 * Versioned migrations (api/migrations/) run with Kysely's Migrator.
 */
import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from '../../migrations';
import type { Database } from './schema';

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
}

/** Applies pending migrations; throws on the first failure. Returns the names applied. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const result: MigrationResultSet = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Échec de la migration ${failed?.migrationName ?? ''} : ${String(result.error)}`);
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
