/**
 * SQL of the signed-in user's trade-in requests.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import { withReprises, type ReprisesTable } from './tables';

export async function countUserReprises(db: Db, userId: number): Promise<number> {
  const count = await withReprises(db)
    .selectFrom('reprises')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** A page of the user's requests, newest first. */
export function userReprisesPage(db: Db, userId: number, page: number, perPage: number) {
  return withReprises(db)
    .selectFrom('reprises')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

/** Locks one of the user's requests until the end of the transaction; undefined when it is not theirs. */
export function lockUserReprise(trx: Tx, userId: number, id: number) {
  return withReprises(trx)
    .selectFrom('reprises')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteRepriseRow(trx: Tx, id: number): Promise<void> {
  await withReprises(trx).deleteFrom('reprises').where('id', '=', id).execute();
}

export function findUserReprise(db: Db, userId: number, id: number) {
  return withReprises(db)
    .selectFrom('reprises')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores a new request (trade-in form) and returns its row. */
export function insertReprise(db: Db, values: Insertable<ReprisesTable>) {
  return withReprises(db).insertInto('reprises').values(values).returningAll().executeTakeFirstOrThrow();
}

/** One of the user's requests, locked until the end of the transaction; undefined when it is not theirs. */
export function lockUserRepriseRow(trx: Tx, userId: number, id: number) {
  return withReprises(trx)
    .selectFrom('reprises')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export function updateReprise(trx: Tx, id: number, set: Updateable<ReprisesTable>) {
  return withReprises(trx)
    .updateTable('reprises')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
