/**
 * SQL of the search alerts and of their digest.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import { selectVehicleCards } from '../catalogue/vehicle-cards';
import { alertsDb } from './tables';

const COLUMNS = ['id', 'name', 'path', 'query', 'paused', 'created_at', 'last_sent_at'] as const;

/** The user's alerts, newest first. */
export function userAlertRows(db: Db, userId: number) {
  return alertsDb(db)
    .selectFrom('search_alerts')
    .select([...COLUMNS])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Locks the account's row until the end of the transaction: one change at a time per account. */
export async function lockUser(trx: Tx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function countUserAlerts(trx: Tx, userId: number): Promise<number> {
  const { n } = await alertsDb(trx)
    .selectFrom('search_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function insertAlert(
  trx: Tx,
  userId: number,
  input: { name: string; path: string; query: Record<string, unknown> },
) {
  return alertsDb(trx)
    .insertInto('search_alerts')
    .values({
      user_id: userId,
      name: input.name,
      path: input.path,
      query: JSON.stringify(input.query),
      last_checked_at: new Date(),
    })
    .returning([...COLUMNS])
    .executeTakeFirstOrThrow();
}

export function updateUserAlert(
  db: Db,
  userId: number,
  id: number,
  set: { name?: string; paused?: boolean; last_checked_at?: Date },
) {
  return alertsDb(db)
    .updateTable('search_alerts')
    .set(set)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning([...COLUMNS])
    .executeTakeFirst();
}

/** Deletes one of the user's alerts; false when there was none. */
export async function deleteUserAlert(db: Db, userId: number, id: number): Promise<boolean> {
  const res = await alertsDb(db)
    .deleteFrom('search_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) !== 0;
}

export async function pauseAlert(db: Db, alertId: number): Promise<void> {
  await alertsDb(db).updateTable('search_alerts').set({ paused: true }).where('id', '=', alertId).execute();
}

/** Active alerts not mailed since `sentBefore`, with their account's address and name. */
export function dueAlerts(db: Db, sentBefore: Date) {
  return alertsDb(db)
    .selectFrom('search_alerts as sa')
    .innerJoin('users as u', 'u.id', 'sa.user_id')
    .select([
      'sa.id',
      'sa.user_id',
      'sa.name',
      'sa.path',
      'sa.query',
      'sa.last_checked_at',
      'u.email',
      'u.fullname',
      'u.favourite_alerts',
    ])
    .where('sa.paused', '=', false)
    .where((eb) => eb.or([eb('sa.last_sent_at', 'is', null), eb('sa.last_sent_at', '<=', sentBefore)]))
    .orderBy('sa.id')
    .execute();
}

/** Cards of the search's vehicles arrived in (since, now], newest first. */
export function arrivedCardRows(db: Db, where: Expression<SqlBool>, since: Date, now: Date, limit: number) {
  return selectVehicleCards(db)
    .where(where)
    .where('v.arrived_at', '>', since)
    .where('v.arrived_at', '<=', now)
    .orderBy('v.arrived_at', 'desc')
    .limit(limit)
    .execute();
}

export async function countArrived(db: Db, where: Expression<SqlBool>, since: Date, now: Date): Promise<number> {
  const row = await db
    .selectFrom('vehicles as v')
    .where(where)
    .where('v.arrived_at', '>', since)
    .where('v.arrived_at', '<=', now)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Cards of the search's vehicles whose price dropped below the reference since `since`, latest drop first. */
export function droppedCardRows(db: Db, where: Expression<SqlBool>, since: Date, limit: number) {
  return selectVehicleCards(db)
    .where(where)
    .where('v.price_dropped_at', '>', since)
    .where(sql<boolean>`v.price_drop_reference > v.price`)
    .orderBy('v.price_dropped_at', 'desc')
    .limit(limit)
    .execute();
}

/** Checked at `now` (and mailed, when `sent`). */
export async function markChecked(db: Db, alertId: number, now: Date, sent: boolean): Promise<void> {
  await alertsDb(db)
    .updateTable('search_alerts')
    .set({ last_checked_at: now, ...(sent ? { last_sent_at: now } : {}) })
    .where('id', '=', alertId)
    .execute();
}
