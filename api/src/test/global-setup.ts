import fs from 'node:fs';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';
import { seedDatabase } from '../../seeds';
import { adminQuery, ENV_SNAPSHOT, ENV_TEMPLATE, snapshotPath, sourceHash, withDatabase } from './test-database';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  if (process.env.DATABASE_URL) {
    const template = `ga_test_tpl_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS "${template}"`);
    await adminQuery(`CREATE DATABASE "${template}"`);
    const database = await openDatabase({ databaseUrl: withDatabase(process.env.DATABASE_URL, template), poolSize: 2 });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    await database.close();
    process.env[ENV_TEMPLATE] = template;
    console.log(`\n[api tests] PostgreSQL template ${template} ready in ${Date.now() - started} ms`);
    return;
  }

  const file = snapshotPath(sourceHash());
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    // A checkpoint first: each test file's copy then starts without replaying the seed's WAL
    // (about 0.3 s less per file).
    await database.pglite!.exec('CHECKPOINT');
    const dump = await database.pglite!.dumpDataDir('none');
    fs.writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(`${file}.tmp`, file);
    await database.close();
  }
  process.env[ENV_SNAPSHOT] = file;
  console.log(`\n[api tests] PGlite snapshot ready in ${Date.now() - started} ms`);
}
