/**
 * POST /api/promotional-codes: checks a code for a vehicle and gives its discount. Nothing is
 * written: the use is counted when an estimate is created with the code.
 */
import { PROMO_CODE_MESSAGES, type PromotionalCodeRequestData, type PromotionalCodeResult } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { notFound, ValidationError } from '../../http/errors';
import { signPromoProof } from './proof';
import { discountCents, partnerAudienceProblem, promoProblem, type PromoAccount, type PromoRow } from './rules';
import { findPromoByCode, promoAccountRow, publishedVehicle } from './queries';

/** The signed-in account as the partner-code rule sees it. */
export async function promoAccount(db: Db, userId: number): Promise<PromoAccount> {
  const row = await promoAccountRow(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    email_verified: row.email_verified_at !== null,
    is_comp: row.is_comp,
    company_verified: row.company_verified_at !== null,
    sector_code: row.sector_code ?? null,
  };
}

export function toPromoResult(row: PromoRow, priceEuros: number, proof: string | null): PromotionalCodeResult {
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
    proof,
  };
}

/**
 * Checks the code for the vehicle (and, for a partner code, for the account). Signed in, the result
 * carries the proof the estimate needs; signed out, `proof` is null (the site checks the code again
 * once the visitor has signed in).
 */
export async function checkPromotionalCode(
  db: Db,
  input: PromotionalCodeRequestData,
  userId: number | null,
  signingKey: Buffer,
): Promise<PromotionalCodeResult> {
  const vehicle = await publishedVehicle(db, input.vehicle_id);
  if (!vehicle) throw notFound(PROMO_CODE_MESSAGES.vehicleNotFound);
  const row = await findPromoByCode(db, input.code);
  if (!row) throw ValidationError.field('code', PROMO_CODE_MESSAGES.unknown);
  const problem =
    promoProblem(row, vehicle) ?? partnerAudienceProblem(row, userId === null ? null : await promoAccount(db, userId));
  if (problem) throw ValidationError.field('code', problem);
  const proof = userId === null ? null : signPromoProof(signingKey, { userId, vehicleId: vehicle.id, promoId: row.id });
  return toPromoResult(row, vehicle.price, proof);
}
