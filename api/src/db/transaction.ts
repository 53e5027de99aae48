/**
 * Runs work in one transaction: everything is written or nothing is.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export type Tx = Transaction<Database>;
export type Db = Kysely<Database>;

export function inTransaction<T>(db: Db, work: (trx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
