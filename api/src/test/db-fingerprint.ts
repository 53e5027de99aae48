/**
 * A fingerprint of the whole database, in one query: per table, its row count and the newest
 * transaction that wrote one of its rows (`max(xmin)`: an insert or an update gives the row a new
 * xmin, a delete lowers the count, a rolled-back write leaves no visible row). Two equal
 * fingerprints mean nothing was written; `changedTables` names what differs. Cheaper than hashing
 * the contents (the fuzz suite takes one after every refused write).
 */
import { sql, type Kysely } from 'kysely';

export type Fingerprint = Map<string, string>;

let tablesQuery: Promise<string[]> | null = null;

async function tables(db: Kysely<any>): Promise<string[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

export async function fingerprint(db: Kysely<any>): Promise<Fingerprint> { // eslint-disable-line @typescript-eslint/no-explicit-any
  tablesQuery ??= tables(db);
  const names = await tablesQuery;
  const parts = names.map((name) => {
    const id = sql.id(name);
    return sql`select ${name} as name, count(*)::text || ':' || coalesce(max(t.xmin::text::bigint), 0)::text as print from ${id} t`;
  });
  const { rows } = await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(rows.map((r) => [r.name, r.print]));
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
