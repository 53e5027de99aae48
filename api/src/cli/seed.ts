/**
 * `pnpm --filter @ga/api seed`: migrates, empties every table (users included) and loads the demo
 * data again; then removes the photo files (FILES_DIR or the S3 bucket) that no row references any more.
 */
import { reseed } from '../../seeds';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';
import { createFileStore } from '../files/file-store';
import { removeOrphanFiles } from '../modules/reprises/photos/photo-files';

(async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const started = Date.now();
  await reseed(database.db);
  console.log(`Données de démonstration rechargées en ${Date.now() - started} ms.`);
  const removed = await removeOrphanFiles(database.db, createFileStore(config.files));
  if (removed) console.log(`${removed} fichier(s) de photo sans demande supprimé(s) de ${config.files.s3 ? `s3://${config.files.s3.bucket}` : config.files.dir}.`);
  await database.close();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
