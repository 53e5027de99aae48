import pg from 'pg';
import { adminQuery, ENV_TEMPLATE } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[ENV_TEMPLATE];
  if (!process.env.DATABASE_URL || !template) return;
  // Drop the per-file databases left by a crashed test, then the template.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
    `${template.replace('tpl', 'f').replace(/_/g, '\\_')}\\_%`,
  ]);
  await client.end();
  for (const row of rows) await adminQuery(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
}
