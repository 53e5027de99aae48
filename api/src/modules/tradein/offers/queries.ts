/** SQL of the firm offers: read, write, and the visitor's expertises an offer can be tied to. */
import { sql } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import { appointmentDb } from '../../appointments/tables';
import { withTradeins } from '../requests/tables';
import { withOffers, type TradeinOffersTable } from './tables';

/** The latest offer the visitor can see (waiting, accepted or declined), per trade-in. */
export async function latestOffers(db: Db | Tx, tradeinIds: number[]) {
  if (tradeinIds.length === 0) return [];
  return withOffers(db)
    .selectFrom('reprise_offers')
    .selectAll()
    .where('reprise_id', 'in', tradeinIds)
    .where('status', 'in', ['envoyee', 'acceptee', 'refusee'])
    .distinctOn('reprise_id')
    .orderBy('reprise_id')
    .orderBy('id', 'desc')
    .execute();
}

export function offersOf(db: Db, tradeinId: number) {
  return withOffers(db)
    .selectFrom('reprise_offers')
    .selectAll()
    .where('reprise_id', '=', tradeinId)
    .orderBy('id', 'desc')
    .execute();
}

/** The offer waiting for the visitor's answer, locked for it. */
export function lockWaitingOffer(trx: Tx, tradeinId: number) {
  return withOffers(trx)
    .selectFrom('reprise_offers')
    .selectAll()
    .where('reprise_id', '=', tradeinId)
    .where('status', '=', 'envoyee')
    .forUpdate()
    .executeTakeFirst();
}

export async function replaceWaitingOffer(trx: Tx, tradeinId: number): Promise<void> {
  await withOffers(trx)
    .updateTable('reprise_offers')
    .set({ status: 'remplacee' })
    .where('reprise_id', '=', tradeinId)
    .where('status', '=', 'envoyee')
    .execute();
}

export function insertOffer(trx: Tx, row: Omit<import('kysely').Insertable<TradeinOffersTable>, 'status'>) {
  return withOffers(trx).insertInto('reprise_offers').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * The visitor's answer to offer `id` of trade-in `tradeinId`, written only while that offer is
 * still the one waiting (the same condition as the check before it, in the same statement: an
 * offer replaced or answered meanwhile is left alone and nothing is returned).
 */
export function decideOffer(
  trx: Tx,
  tradeinId: number,
  id: number,
  status: 'acceptee' | 'refusee',
  reason: string | null,
) {
  return withOffers(trx)
    .updateTable('reprise_offers')
    .set({ status, decline_reason: reason, decided_at: sql`now()` })
    .where('id', '=', id)
    .where('reprise_id', '=', tradeinId)
    .where('status', '=', 'envoyee')
    .returningAll()
    .executeTakeFirst();
}

/**
 * The « expertise » appointments of the trade-in's owner (by account or by e-mail), confirmed:
 * those already over are the completed expertises an offer can be tied to.
 */
export function ownerExpertises(db: Db | Tx, owner: { userId: number; email: string }) {
  return appointmentDb(db)
    .selectFrom('appointments')
    .select(['id', 'reference', 'starts_at', 'ends_at', 'status'])
    .where('kind', '=', 'expertise')
    .where('status', '=', 'confirme')
    .where((eb) => eb.or([eb('user_id', '=', owner.userId), eb(sql`lower(email)`, '=', owner.email.toLowerCase())]))
    .orderBy('starts_at', 'desc')
    .limit(20)
    .execute();
}

export function appointmentRef(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return appointmentDb(db)
    .selectFrom('appointments')
    .select(['id', 'reference', 'starts_at'])
    .where('id', 'in', ids)
    .execute();
}

/** A trade-in with what an offer needs of it and of its owner, locked for the offer. */
export function lockTradeinWithOwner(trx: Tx, id: number) {
  return withTradeins(trx)
    .selectFrom('reprises as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.status',
      'r.user_id',
      'r.valuation',
      'r.brand',
      'r.carmodel',
      'r.year',
      'u.email',
      'u.fullname',
      'u.email_verified_at',
    ])
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();
}

/** A trade-in and its owner's contact, as staff read them. */
export async function tradeinWithOwner(db: Db, id: number) {
  const row = await withTradeins(db).selectFrom('reprises').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const owner = await db
    .selectFrom('users')
    .select(['fullname', 'email', 'phone'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  return owner ? { row, owner } : undefined;
}
