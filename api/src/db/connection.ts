/**
 * Opens the database: embedded PGlite by default, PostgreSQL through `pg` when a URL is given.
 * Same SQL and migrations on both.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

const INT8_OID = 20;
const DATE_OID = 1082;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PGlite instance (to dump a snapshot in tests), when embedded. */
  pglite: PGlite | null;
  /** Runs `SELECT 1`; resolves false instead of throwing. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null selects PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory, or "memory://" for an in-memory instance. */
  dataDir?: string;
  /** PGlite snapshot (from `dumpDataDir`) to start from, in memory. */
  snapshot?: Blob;
  /** Pool size on PostgreSQL. */
  poolSize?: number;
}

let pgParsersSet = false;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (!pgParsersSet) {
      // count(*) and bigint come back as numbers, dates as "YYYY-MM-DD" (same as on PGlite).
      pg.types.setTypeParser(INT8_OID, (v: string) => Number(v));
      pg.types.setTypeParser(DATE_OID, (v: string) => v);
      pgParsersSet = true;
    }
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, a dropped test database) must
    // not crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`[db] connexion PostgreSQL inactive fermée : ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, 'postgres', null);
  }

  const parsers = { [INT8_OID]: (v: string) => Number(v), [DATE_OID]: (v: string) => v };
  let instance: PGlite;
  if (options.snapshot) {
    instance = new PGlite({ loadDataDir: options.snapshot, parsers, relaxedDurability: true });
  } else if (!options.dataDir || options.dataDir === 'memory://') {
    instance = new PGlite({ parsers });
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    instance = new PGlite(options.dataDir, { parsers });
  }
  await instance.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(instance) });
  return handle(db, 'pglite', instance);
}

function handle(db: Kysely<Database>, kind: DatabaseKind, pglite: PGlite | null): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    pglite,
    async ping() {
      try {
        await sql`SELECT 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      // Kysely only destroys a driver it has initialised (first query): close PGlite ourselves.
      if (pglite && !pglite.closed) await pglite.close();
    },
  };
}
