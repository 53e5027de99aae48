import { sql, type Kysely } from 'kysely';

/** Runs a block of SQL statements separated by ";" at line ends (PGlite's extended protocol takes one at a time). */
export async function runSql(db: Kysely<unknown>, block: string): Promise<void> {
  const statements = block
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !/^--[^\n]*$/.test(s));
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
