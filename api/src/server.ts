/**
 * Entry point: reads the configuration, opens the database (PGlite by default, PostgreSQL with
 * DATABASE_URL), migrates, seeds an empty database and listens. Stops cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { loadConfig, productionProblems } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrator';
import { seedIfEmpty } from '../seeds';

async function main(): Promise<void> {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length) {
    console.error(`L’API refuse de démarrer en production (NODE_ENV=production) :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database.db);
  const seeded = await seedIfEmpty(database.db);
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });
  app.log.info(
    {
      database: database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL',
      migrations: applied,
      seeded,
      ms: Date.now() - started,
    },
    'Base de données prête',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} reçu, arrêt en cours…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  console.error('Démarrage de l’API impossible :', error);
  process.exit(1);
});
