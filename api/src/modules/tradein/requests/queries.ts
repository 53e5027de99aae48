/**
 * SQL of the signed-in user's trade-in requests.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import { withTradeins, type TradeinsTable } from './tables';

export async function countUserTradeins(db: Db, userId: number): Promise<number> {
  const count = await withTradeins(db)
    .selectFrom('reprises')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** A page of the user's requests, newest first. */
export function userTradeinsPage(db: Db, userId: number, page: number, perPage: number) {
  return withTradeins(db)
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
export function lockUserTradein(trx: Tx, userId: number, id: number) {
  return withTradeins(trx)
    .selectFrom('reprises')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteTradeinRow(trx: Tx, id: number): Promise<void> {
  await withTradeins(trx).deleteFrom('reprises').where('id', '=', id).execute();
}

export function findUserTradein(db: Db, userId: number, id: number) {
  return withTradeins(db)
    .selectFrom('reprises')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores a new request (trade-in form) and returns its row. */
export function insertTradein(db: Db, values: Insertable<TradeinsTable>) {
  return withTradeins(db).insertInto('reprises').values(values).returningAll().executeTakeFirstOrThrow();
}

/** One of the user's requests, locked until the end of the transaction; undefined when it is not theirs. */
export function lockUserTradeinRow(trx: Tx, userId: number, id: number) {
  return withTradeins(trx)
    .selectFrom('reprises')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export function updateTradein(trx: Tx, id: number, set: Updateable<TradeinsTable>) {
  return withTradeins(trx)
    .updateTable('reprises')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
