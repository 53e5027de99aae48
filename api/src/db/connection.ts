/**
 * Opens the database: embedded PGlite by default, PostgreSQL through `pg` when a URL is given.
 * Same SQL and migrations on both.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
  /**
   * Listens to a NOTIFY channel (db/change-channel.ts): PostgreSQL on a connection of its own,
   * PGlite through its `listen` API. `onLost` is called when the connection drops (PostgreSQL):
   * the caller listens again and catches up, notifications sent meanwhile are lost.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Raw SQL for a library that brings its own (the pg-boss job queue): several statements in one
   * text when there are no values. On PGlite it waits its turn on the one connection like every
   * Kysely query (the dialect's mutex), so it never runs inside someone else's transaction.
   */
  rawSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
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

/** The extensions the migrations create (the staff inbox's search: migrations/0024_staff_inbox.ts). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (!pgParsersSet) {
      // count(*) and bigint come back as numbers, dates as "YYYY-MM-DD" (same as on PGlite).
      pg.types.setTypeParser(INT8_OID, (v: string) => Number(v));
      pg.types.setTypeParser(DATE_OID, (v: string) => v);
      pgParsersSet = true;
    }
    // A database that does not answer (host down, network cut) fails a query after 5 s instead of
    // holding it: the API answers 503 meanwhile (db/unavailable.ts).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection closed by the server (restart, failover, a dropped test database) must
    // not crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`[db] connexion PostgreSQL inactive fermée : ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = options.databaseUrl;
    const rawSql = async (text: string, values?: unknown[]) => ({
      rows: (await pool.query(text, values?.length ? values : undefined)).rows as unknown[],
    });
    return handle(
      db,
      'postgres',
      null,
      (channel, onMessage, onLost) => listenPostgres(url, channel, onMessage, onLost),
      rawSql,
    );
  }

  const parsers = { [INT8_OID]: (v: string) => Number(v), [DATE_OID]: (v: string) => v };
  let instance: PGlite;
  if (options.snapshot) {
    instance = new PGlite({
      loadDataDir: options.snapshot,
      parsers,
      relaxedDurability: true,
      extensions: PGLITE_EXTENSIONS,
    });
  } else if (!options.dataDir || options.dataDir === 'memory://') {
    instance = new PGlite({ parsers, extensions: PGLITE_EXTENSIONS });
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    instance = new PGlite(options.dataDir, { parsers, extensions: PGLITE_EXTENSIONS });
  }
  await instance.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(instance) });
  const pglite = instance;
  // Holding a Kysely connection holds the dialect's mutex: PGlite is ours for the call.
  const rawSql = (text: string, values?: unknown[]) =>
    db.connection().execute(async () => {
      if (!values || values.length === 0) return { rows: ((await pglite.exec(text)).at(-1)?.rows ?? []) as unknown[] };
      return { rows: (await pglite.query(text, values)).rows as unknown[] };
    });
  return handle(
    db,
    'pglite',
    instance,
    async (channel, onMessage) => {
      const unlisten = await pglite.listen(channel, onMessage);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    rawSql,
  );
}

type Listen = DatabaseHandle['listen'];

/** LISTEN on a client of its own (a pooled connection would be handed to other queries). */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: Error) => void,
) {
  const client = new pg.Client({ connectionString: url });
  let ending = false;
  const lost = (error: Error) => {
    if (ending) return;
    ending = true;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    onLost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('connexion LISTEN fermée')));
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    ending = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    if (ending) return;
    ending = true;
    await client.end().catch(() => undefined);
  };
}

function handle(
  db: Kysely<Database>,
  kind: DatabaseKind,
  pglite: PGlite | null,
  listen: Listen,
  rawSql: DatabaseHandle['rawSql'],
): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    pglite,
    listen,
    rawSql,
    async ping() {
      // Two seconds at most: a health check that hangs is worse than one that says no.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), 2_000);
      });
      try {
        return await Promise.race([sql`SELECT 1`.execute(db).then(() => true), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
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
