/**
 * Test databases. The global setup builds a migrated and seeded source once:
 * - PGlite: a data-directory snapshot file (reused between runs while migrations/seeds are unchanged);
 * - PostgreSQL (DATABASE_URL set): a template database.
 * Each test file opens its own copy: a PGlite instance loaded from the snapshot, or a new
 * PostgreSQL database created from the template.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ROOT } from '../config';

export const ENV_SNAPSHOT = 'GA_TEST_PGLITE_SNAPSHOT';
export const ENV_TEMPLATE = 'GA_TEST_PG_TEMPLATE';
/** Which database the tests run on: "pglite" or "postgres" (from DATABASE_URL). */
export const testDatabaseKind = (): 'pglite' | 'postgres' => (process.env.DATABASE_URL ? 'postgres' : 'pglite');

/** Hash of everything that shapes the seeded database, to reuse a snapshot safely. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['migrations', 'seeds']) {
    for (const file of fs.readdirSync(path.join(API_ROOT, dir)).sort()) {
      hash.update(file).update(fs.readFileSync(path.join(API_ROOT, dir, file)));
    }
  }
  // Code the seed runs (financing offers and their maths) shapes the data too.
  // So does the way the global setup writes the snapshot.
  for (const file of [
    'src/modules/financing/maths.ts',
    'src/modules/financing/offers.ts',
    'src/test/global-setup.ts',
  ]) {
    if (fs.existsSync(path.join(API_ROOT, file))) hash.update(file).update(fs.readFileSync(path.join(API_ROOT, file)));
  }
  hash.update(new Date().toISOString().slice(0, 10)); // seeds are dated relative to today
  return hash.digest('hex').slice(0, 16);
}

export const snapshotPath = (hash: string) => path.join(os.tmpdir(), `ga-api-test-pglite-${hash}.tar`);

/** URL of another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createFromTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      // Another worker copying the template at the same moment: wait and retry.
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 150 + attempt * 50));
    }
  }
}
