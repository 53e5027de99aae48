/**
 * POST /api/promotional-codes: checks a code for a vehicle and gives its discount. Nothing is
 * written: the use is counted when an estimate is created with the code.
 */
import { PROMO_CODE_MESSAGES, type PromotionalCodeRequestData, type PromotionalCodeResult } from '@ga/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { notFound, ValidationError } from '../../http/errors';
import { discountCents, PROMO_COLUMNS, promoProblem, type PromoRow } from './rules';
import { withPromoCodes } from './table';

export const findPromoByCode = (db: Db, code: string) =>
  withPromoCodes(db)
    .selectFrom('promo_codes')
    .select([...PROMO_COLUMNS])
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst() as Promise<PromoRow | undefined>;

export const publishedVehicle = (db: Db, id: number) =>
  db.selectFrom('vehicles').select(['id', 'brand_id', 'price']).where('id', '=', id).where('is_published', '=', true).executeTakeFirst();

export function toPromoResult(row: PromoRow, priceEuros: number): PromotionalCodeResult {
  const cents = discountCents(row, priceEuros);
  return {
    coupon_id: row.kind === 'coupon' ? row.id : null,
    partner_code_id: row.kind === 'partner' ? row.id : null,
    code: row.code,
    label: row.label,
    kind: row.kind,
    partner_name: row.partner_name,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    discount: cents / 100,
    discount_cents: cents,
    valid_until: row.valid_until ? new Date(row.valid_until).toISOString() : null,
  };
}

export async function checkPromotionalCode(db: Db, input: PromotionalCodeRequestData): Promise<PromotionalCodeResult> {
  const vehicle = await publishedVehicle(db, input.vehicle_id);
  if (!vehicle) throw notFound(PROMO_CODE_MESSAGES.vehicleNotFound);
  const row = await findPromoByCode(db, input.code);
  if (!row) throw ValidationError.field('code', PROMO_CODE_MESSAGES.unknown);
  const problem = promoProblem(row, vehicle);
  if (problem) throw ValidationError.field('code', problem);
  return toPromoResult(row, vehicle.price);
}
