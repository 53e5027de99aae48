/** SQL of the firm offers: read, write, and the visitor's expertises an offer can be tied to. */
import { sql } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import { appointmentDb } from '../../appointments/tables';
import { withReprises } from '../tables';
import { withOffers, type RepriseOffersTable } from './tables';

/** The latest offer the visitor can see (waiting, accepted or declined), per trade-in. */
export async function latestOffers(db: Db | Tx, repriseIds: number[]) {
  if (repriseIds.length === 0) return [];
  return withOffers(db)
    .selectFrom('reprise_offers')
    .selectAll()
    .where('reprise_id', 'in', repriseIds)
    .where('status', 'in', ['envoyee', 'acceptee', 'refusee'])
    .distinctOn('reprise_id')
    .orderBy('reprise_id')
    .orderBy('id', 'desc')
    .execute();
}

export function offersOf(db: Db, repriseId: number) {
  return withOffers(db)
    .selectFrom('reprise_offers')
    .selectAll()
    .where('reprise_id', '=', repriseId)
    .orderBy('id', 'desc')
    .execute();
}

/** The offer waiting for the visitor's answer, locked for it. */
export function lockWaitingOffer(trx: Tx, repriseId: number) {
  return withOffers(trx)
    .selectFrom('reprise_offers')
    .selectAll()
    .where('reprise_id', '=', repriseId)
    .where('status', '=', 'envoyee')
    .forUpdate()
    .executeTakeFirst();
}

export async function replaceWaitingOffer(trx: Tx, repriseId: number): Promise<void> {
  await withOffers(trx)
    .updateTable('reprise_offers')
    .set({ status: 'remplacee' })
    .where('reprise_id', '=', repriseId)
    .where('status', '=', 'envoyee')
    .execute();
}

export function insertOffer(trx: Tx, row: Omit<import('kysely').Insertable<RepriseOffersTable>, 'status'>) {
  return withOffers(trx).insertInto('reprise_offers').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * The visitor's answer to offer `id` of trade-in `repriseId`, written only while that offer is
 * still the one waiting (the same condition as the check before it, in the same statement: an
 * offer replaced or answered meanwhile is left alone and nothing is returned).
 */
export function decideOffer(
  trx: Tx,
  repriseId: number,
  id: number,
  status: 'acceptee' | 'refusee',
  reason: string | null,
) {
  return withOffers(trx)
    .updateTable('reprise_offers')
    .set({ status, decline_reason: reason, decided_at: sql`now()` })
    .where('id', '=', id)
    .where('reprise_id', '=', repriseId)
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
export function lockRepriseWithOwner(trx: Tx, id: number) {
  return withReprises(trx)
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
export async function repriseWithOwner(db: Db, id: number) {
  const row = await withReprises(db).selectFrom('reprises').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const owner = await db
    .selectFrom('users')
    .select(['fullname', 'email', 'phone'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  return owner ? { row, owner } : undefined;
}
