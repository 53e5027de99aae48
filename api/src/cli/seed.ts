/** `pnpm --filter @ga/api seed`: migrates, empties every table (users included) and loads the demo data again. */
import { reseed } from '../../seeds';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';

(async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const started = Date.now();
  await reseed(database.db);
  console.log(`Données de démonstration rechargées en ${Date.now() - started} ms.`);
  await database.close();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
