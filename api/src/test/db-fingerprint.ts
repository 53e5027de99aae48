/**
 * A fingerprint of the whole database, in one query: per table, its row count and the newest
 * transaction that wrote one of its rows (`max(xmin)`: an insert or an update gives the row a new
 * xmin, a delete lowers the count, a rolled-back write leaves no visible row). Two equal
 * fingerprints mean nothing was written; `changedTables` names what differs. Cheaper than hashing
 * the contents (the fuzz suite takes one after every refused write).
 *
 * It also keeps the next transaction id PostgreSQL will assign (`pg_current_snapshot()`'s xmax).
 * A row is written only by a transaction that was given an id, so while that number has not moved
 * nothing can have been written: `fingerprintSince` then answers without reading any table. Most
 * refused requests are refused before any write, and the fuzz suite spent about half its time
 * (23 of 50 s on the embedded database) reading every table after each of them.
 */
import { sql, type Kysely } from 'kysely';

export interface Fingerprint {
  /** The next transaction id when it was taken. */
  nextXid: string;
  /** Per table: row count and newest writing transaction. */
  tables: Map<string, string>;
}

/** Any database of the project: the fingerprint reads the catalogue, not typed tables. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

let tablesQuery: Promise<string[]> | null = null;

async function tables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

const nextXid = async (db: AnyDb) =>
  (await sql<{ next: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as next`.execute(db)).rows[0]!.next;

export async function fingerprint(db: AnyDb): Promise<Fingerprint> {
  tablesQuery ??= tables(db);
  const names = await tablesQuery;
  // Read first: a write that lands during the scan moves it, and the next call looks again.
  const next = await nextXid(db);
  const parts = names.map((name) => {
    const id = sql.id(name);
    return sql`select ${name} as name, count(*)::text || ':' || coalesce(max(t.xmin::text::bigint), 0)::text as print from ${id} t`;
  });
  const { rows } = await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return { nextXid: next, tables: new Map(rows.map((r) => [r.name, r.print])) };
}

/** The database's fingerprint now: `before` itself when no transaction was given an id since. */
export async function fingerprintSince(db: AnyDb, before: Fingerprint): Promise<Fingerprint> {
  return (await nextXid(db)) === before.nextXid ? before : fingerprint(db);
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.tables.keys()].filter((name) => before.tables.get(name) !== after.tables.get(name));
}
