/**
 * SQL of the promo codes: a code (case-insensitive), the vehicle it is checked for, the account
 * a partner code is checked against.
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import { PROMO_COLUMNS, type PromoRow } from './rules';
import { withPromoCodes } from './tables';

export const findPromoByCode = (db: Db, code: string) =>
  withPromoCodes(db)
    .selectFrom('promo_codes')
    .select([...PROMO_COLUMNS])
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst() as Promise<PromoRow | undefined>;

export const publishedVehicle = (db: Db, id: number) =>
  db
    .selectFrom('vehicles')
    .select(['id', 'brand_id', 'price'])
    .where('id', '=', id)
    .where('is_published', '=', true)
    .executeTakeFirst();

/** The account's fields the partner-code rule reads. */
export function promoAccountRow(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('business_sectors as s', 's.id', 'u.business_sector_id')
    .select(['u.id', 'u.email', 'u.email_verified_at', 'u.is_comp', 'u.company_verified_at', 's.code as sector_code'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The code row, locked until commit: a use counted by the caller holds the code's `max_uses`. */
export const lockPromo = (trx: Tx, id: number) =>
  withPromoCodes(trx)
    .selectFrom('promo_codes')
    .select([...PROMO_COLUMNS])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst() as Promise<PromoRow | undefined>;
