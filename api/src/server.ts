/**
 * Entry point: reads the configuration, opens the database (PGlite by default, PostgreSQL with
 * DATABASE_URL), migrates, seeds an empty database and listens. Stops cleanly on SIGINT/SIGTERM.
 */
import { stopGracefullyOnSignals } from '@ga/config/graceful-stop';
import { buildApp } from './app';
import { loggerOptions } from './http/logging';
import { loadConfig, productionProblems } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrator';
import { seedIfEmpty } from '../seeds';
import { createDiskStore } from './files/disk-store';
import { removeOrphanFiles } from './modules/tradein/photos/photo-files';

async function main(): Promise<void> {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length) {
    console.error(
      `L’API refuse de démarrer en production (NODE_ENV=production) :\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db);
  // A new database: photo files left in FILES_DIR by an earlier one belong to no request.
  // Only the disk folder: a bucket is left to the nightly sweep (photo-files.ts).
  const orphanFiles =
    seeded && !config.files.s3 ? await removeOrphanFiles(database.db, createDiskStore(config.files.dir)) : 0;
  const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel), jobs: config.jobs });
  app.log.info(
    {
      database: database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL',
      migrations: applied,
      seeded,
      orphanFiles,
      ms: Date.now() - started,
    },
    'Base de données prête',
  );

  /**
   * Graceful stop (@ga/config/graceful-stop): /health/ready says 503 at once, then the server stops
   * taking requests, those in flight finish, then the database closes.
   */
  stopGracefullyOnSignals({
    log: app.log,
    drain: () => app.lifecycle.drain(),
    close: async () => {
      await app.close();
      await database.close();
    },
    ...config.shutdown,
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  console.error('Démarrage de l’API impossible :', error);
  process.exit(1);
});
