/**
 * `pnpm --filter @ga/api seed`: migrates, empties every table (users included) and loads the demo
 * data again; then removes the photo files (FILES_DIR; a bucket is left to the nightly sweep) that no row references any more.
 */
import { reseed } from '../../seeds';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';
import { createDiskStore } from '../files/disk-store';
import { removeOrphanFiles } from '../modules/tradein/photos/photo-files';

(async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const started = Date.now();
  await reseed(database.db);
  console.log(`Données de démonstration rechargées en ${Date.now() - started} ms.`);
  // Only the disk folder: a bucket is left to the nightly sweep (photo-files.ts).
  const removed = config.files.s3 ? 0 : await removeOrphanFiles(database.db, createDiskStore(config.files.dir));
  if (removed) console.log(`${removed} fichier(s) de photo sans demande supprimé(s) de ${config.files.dir}.`);
  await database.close();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
