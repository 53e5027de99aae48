/**
 * Helper of `pnpm bench:search` (scripts/bench/search.mjs), on the PostgreSQL database of
 * DATABASE_URL only (never PGlite). Prints one JSON line on stdout.
 *
 *   bench-seed.ts seed <count>   migrates, loads the demo data with <count> vehicles (the seed
 *                                generator of seeds/, batch inserts in one transaction), then
 *                                VACUUM ANALYZE (the planner statistics autovacuum would compute)
 *   bench-seed.ts sql            reads [{ name, kind: 'search' | 'filters' | 'show', query }] on
 *                                stdin and prints the SQL and parameters the API sends for each call
 *                                (the catalogue service functions run through a logging Kysely)
 */
import { readSettings } from '@ga/config';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { seedDatabase } from '../../seeds';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';
import type { Database } from '../db/schema';
import { parseQueryString } from '../http/querystring';
import { vehicleFiltersQuerySchema, vehicleSearchQuerySchema } from '../modules/catalogue/query-schemas';
import { searchFilters, searchVehicles, showVehicle } from '../modules/catalogue/service';

interface CallSpec {
  name: string;
  kind: 'search' | 'filters' | 'show';
  /** Query string (search, filters) or vehicle id (show). */
  query: string;
}

function databaseUrl(): string {
  const url = readSettings('cli').optional('DATABASE_URL');
  if (!url) throw new Error('bench-seed : DATABASE_URL (PostgreSQL) est obligatoire.');
  return url;
}

async function seed(count: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: databaseUrl() });
  try {
    const started = Date.now();
    const migrations = await migrateToLatest(database.db);
    const migrated = Date.now();
    await seedDatabase(database.db, { vehicleCount: count });
    const seeded = Date.now();
    await sql`VACUUM ANALYZE`.execute(database.db);
    const analysed = Date.now();
    const row = await database.db
      .selectFrom('vehicles')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('id').as('min_id'), eb.fn.max('id').as('max_id')])
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow();
    console.log(
      JSON.stringify({
        migrations: migrations.length,
        vehicles: Number(row.n),
        minId: Number(row.min_id),
        maxId: Number(row.max_id),
        migrateMs: migrated - started,
        seedMs: seeded - migrated,
        analyseMs: analysed - seeded,
      }),
    );
  } finally {
    await database.close();
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function captureSql(): Promise<void> {
  const calls = JSON.parse(await readStdin()) as CallSpec[];
  let captured: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 4 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const base = 'http://127.0.0.1';
  const out: { name: string; kind: string; queries: { sql: string; parameters: readonly unknown[] }[] }[] = [];
  try {
    for (const call of calls) {
      captured = [];
      if (call.kind === 'search')
        await searchVehicles(db, base, vehicleSearchQuerySchema.parse(parseQueryString(call.query)));
      else if (call.kind === 'filters')
        await searchFilters(db, vehicleFiltersQuerySchema.parse(parseQueryString(call.query)));
      else await showVehicle(db, base, call.query, { light: false, booking: false });
      out.push({
        name: call.name,
        kind: call.kind,
        queries: captured.map((q) => ({ sql: q.sql, parameters: q.parameters })),
      });
    }
  } finally {
    await db.destroy();
  }
  console.log(JSON.stringify(out));
}

(async () => {
  const [mode, arg] = process.argv.slice(2);
  if (mode === 'seed') await seed(Number(arg ?? 50_000));
  else if (mode === 'sql') await captureSql();
  else throw new Error('usage : bench-seed.ts seed <nombre> | sql < appels.json');
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
