/**
 * pnpm db:backup / db:restore of the embedded database: a round trip through a real data folder
 * (PGlite in both passes of CI: the command is for the embedded database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupPglite, restorePglite } from './backup';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-backup-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// A small table of its own: the round trip is of the data folder, whatever the schema (no migration
// to run, which kept this test under CI's time limit on a loaded machine).
const count = async (dir: string, where = 'true') => {
  const db = new PGlite(dir);
  try {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from essai_sauvegarde where ${where}`);
    return rows[0]!.n;
  } finally {
    await db.close();
  }
};

const insertUser = async (dir: string, email: string) => {
  const db = new PGlite(dir);
  try {
    await db.exec('create table if not exists essai_sauvegarde (email text not null)');
    await db.query('insert into essai_sauvegarde (email) values ($1)', [email]);
  } finally {
    await db.close();
  }
};

it('backs up the data folder, then restores it: what was written after the backup is gone, the old folder kept', async () => {
  const dataDir = path.join(root, 'pglite');
  await insertUser(dataDir, 'sauvegarde.avant@exemple.fr');

  const file = path.join(root, 'backups', 'ga.tar.gz');
  const bytes = await backupPglite(dataDir, file);
  expect(bytes).toBeGreaterThan(10_000);
  await insertUser(dataDir, 'sauvegarde.apres@exemple.fr');
  expect(await count(dataDir)).toBe(2);

  const kept = await restorePglite(dataDir, file);
  expect(await count(dataDir)).toBe(1);
  expect(await count(dataDir, "email = 'sauvegarde.avant@exemple.fr'")).toBe(1);
  expect(kept && (await count(kept))).toBe(2);
  // A fresh PGlite folder runs initdb (6 s alone here, 3 to 4 times that on CI's loaded machine).
}, 120_000);

it('a file that is not a backup leaves the database in place untouched', async () => {
  const dataDir = path.join(root, 'pglite');
  const bad = path.join(root, 'pas-une-sauvegarde.tar.gz');
  fs.writeFileSync(bad, 'ceci n’est pas une archive');
  await expect(restorePglite(dataDir, bad)).rejects.toThrow(
    /la base en place n’a pas été touchée|Sauvegarde illisible/,
  );
  expect(await count(dataDir, "email = 'sauvegarde.avant@exemple.fr'")).toBe(1);
  // No half-restored folder left behind.
  expect(fs.readdirSync(root).filter((f) => f.startsWith('pglite.restauration-'))).toEqual([]);
});
