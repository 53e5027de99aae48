/**
 * SQL of the quotes: the list and one quote with their delivery and département, what a new
 * quote is priced from, its number, and the uses of its promo code.
 */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/transaction';
import { withQuotes, type QuoteDb, type QuotesTable, type QuoteTx } from './tables';

function selectQuotes(db: QuoteDb) {
  return db
    .selectFrom('estimates as e')
    .innerJoin('delivery_types as dt', 'dt.id', 'e.delivery_type_id')
    .innerJoin('departments as d', 'd.id', 'e.department_id')
    .select([
      'e.id',
      'e.number',
      'e.status',
      'e.vehicle_id',
      'e.delivery_type_id',
      'dt.name as delivery_type_name',
      'dt.at_home',
      'e.delivery_price',
      'e.department_id',
      'd.name as department_name',
      'e.coupon_id',
      'e.partner_code_id',
      'e.promo_code',
      'e.promo_label',
      'e.options',
      'e.funding',
      'e.price',
      'e.lines',
      'e.total_ht_cents',
      'e.total_tva_cents',
      'e.total_ttc_cents',
      'e.message',
      'e.valid_until',
      'e.created_at',
    ]);
}
/** The user's quotes, newest first. */
export function userQuoteRows(db: Db, userId: number) {
  return selectQuotes(withQuotes(db))
    .where('e.user_id', '=', userId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

export function userQuoteRow(db: Db, userId: number, id: number) {
  return selectQuotes(withQuotes(db)).where('e.id', '=', id).where('e.user_id', '=', userId).executeTakeFirst();
}

/** Deletes one of the user's quotes and returns its promo code ids (undefined when there was none). */
export function deleteUserQuote(trx: QuoteTx, userId: number, id: number) {
  return trx
    .deleteFrom('estimates')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['coupon_id', 'partner_code_id'])
    .executeTakeFirst();
}

/** The use of a promo code, counted when a quote was made, given back. */
export async function giveBackPromoUse(trx: QuoteTx, promoId: number): Promise<void> {
  await trx
    .updateTable('promo_codes')
    .set({ used_count: sql<number>`greatest(used_count - 1, 0)`, updated_at: sql<Date>`now()` })
    .where('id', '=', promoId)
    .execute();
}

export async function countPromoUse(trx: QuoteTx, promoId: number): Promise<void> {
  await trx
    .updateTable('promo_codes')
    .set({ used_count: sql<number>`used_count + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', promoId)
    .execute();
}

/** The code row, locked until the end of the transaction (concurrent uses queue here). */
/** Next counter of the year: the counter row stays locked until commit, so numbers never repeat. */
export async function bumpYearCounter(trx: QuoteTx, year: number): Promise<number> {
  const row = await trx
    .insertInto('estimate_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql<number>`estimate_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export function deliveryTypeName(trx: QuoteTx, id: number) {
  return trx.selectFrom('delivery_types').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function departmentId(trx: QuoteTx, id: number) {
  return trx.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst();
}

/** The delivery price of the type to the département, null when it is on quote. */
export async function deliveryPriceFor(
  trx: QuoteTx,
  deliveryTypeId: number,
  departmentId: number,
): Promise<number | null> {
  const price = await trx
    .selectFrom('delivery_prices')
    .select('price')
    .where('delivery_type_id', '=', deliveryTypeId)
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  return price?.price ?? null;
}

/** Stores the quote; returns its id. */
export async function insertQuote(trx: QuoteTx, values: Insertable<QuotesTable>): Promise<number> {
  const row = await trx.insertInto('estimates').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
