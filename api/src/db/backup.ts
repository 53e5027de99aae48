/**
 * Backup and restore of the embedded database (PGlite): the whole data folder as one gzipped tar
 * (PGlite's own dumpDataDir / loadDataDir), taken and put back while the API is stopped (one
 * process at a time may open a PGlite folder). A restore keeps the folder it replaces beside it
 * (`<folder>.avant-restauration-<date>`), so a wrong file costs nothing. PostgreSQL: pg_dump and
 * pg_restore (docs/operations.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './connection';

const stamp = (now = new Date()) =>
  now
    .toISOString()
    .replace(/[:]/g, '-')
    .replace(/\.\d+Z$/, 'Z');

export function defaultBackupFile(dataDir: string, now = new Date()): string {
  return path.join(path.dirname(dataDir), 'backups', `ga-pglite-${stamp(now)}.tar.gz`);
}

/** Writes the data folder into `file`; returns its size in bytes. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`Aucune base PGlite dans ${dataDir}.`);
  const db = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    await db.waitReady;
    // A checkpoint first: everything committed is in the data files the archive copies.
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.part`, bytes);
    fs.renameSync(`${file}.part`, file);
    return bytes.length;
  } finally {
    await db.close();
  }
}

/** Replaces the data folder by the backup `file`; returns where the previous folder was kept (or null). */
export async function restorePglite(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  if (!fs.existsSync(file)) throw new Error(`Sauvegarde introuvable : ${file}`);
  const fresh = `${dataDir}.restauration-${stamp(now)}`;
  // Into a new folder first: the current one is untouched until the backup has opened cleanly.
  const db = new PGlite(fresh, { loadDataDir: new Blob([fs.readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  try {
    await db.waitReady;
    await db.query('select 1');
  } catch (error) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw new Error(`Sauvegarde illisible (${(error as Error).message}) : la base en place n’a pas été touchée.`, {
      cause: error,
    });
  } finally {
    await db.close().catch(() => undefined);
  }
  let kept: string | null = null;
  if (fs.existsSync(dataDir)) {
    kept = `${dataDir}.avant-restauration-${stamp(now)}`;
    fs.renameSync(dataDir, kept);
  }
  fs.renameSync(fresh, dataDir);
  return kept;
}
