/**
 * Keys the API needs but nobody has to configure: generated at first start, stored in the
 * database (table app_secrets, migrations/0011), so every API instance on the same database signs
 * and checks with the same key. SIGNING_SECRET (config) replaces the stored one when set.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './transaction';

export async function appSecret(db: Db, name: string): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64url');
  // Two instances starting together: the first insert wins, both read the same row.
  await sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${fresh}) ON CONFLICT (name) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: string }>`SELECT value FROM app_secrets WHERE name = ${name}`.execute(db);
  return Buffer.from(rows[0]!.value, 'base64url');
}
