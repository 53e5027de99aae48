/**
 * Entry point: reads the configuration, opens the database (PGlite by default, PostgreSQL with
 * DATABASE_URL), migrates, seeds an empty database and listens. Stops cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { loggerOptions } from './http/logging';
import { loadConfig, productionProblems } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrator';
import { seedIfEmpty } from '../seeds';
import { removeOrphanFiles } from './modules/reprises/photos/photo-files';

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
  // A new database: photo files left in FILES_DIR by an earlier one belong to no request.
  const orphanFiles = seeded ? await removeOrphanFiles(database.db, config.files) : 0;
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

  let stopping = false;
  /**
   * Graceful stop: the readiness check says 503 at once (SHUTDOWN_DRAIN_SECONDS for the load
   * balancer to notice), then the server stops taking connections and the requests in flight
   * finish (SHUTDOWN_TIMEOUT_SECONDS at most), then the database closes.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const { drainSeconds, timeoutSeconds } = config.shutdown;
    app.log.info(`${signal} reçu : plus de nouveaux visiteurs (${drainSeconds} s), puis arrêt une fois les requêtes en cours terminées`);
    app.lifecycle.drain();
    const force = setTimeout(() => {
      app.log.error(`Requêtes encore en cours après ${timeoutSeconds} s : arrêt forcé`);
      process.exit(1);
    }, (drainSeconds + timeoutSeconds) * 1000);
    force.unref();
    try {
      if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      await app.close();
      await database.close();
      app.log.info('Arrêt terminé');
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
