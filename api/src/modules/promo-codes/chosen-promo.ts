/**
 * The code a buyer brings to a quote or a booking, checked as one rule: an id counts only with the
 * proof POST /api/promotional-codes gave THIS user for THIS vehicle and code (proof.ts, 30 minutes),
 * then the code row (locked) must still apply to the vehicle and the account.
 */
import { PROMO_CODE_MESSAGES } from '@ga/contracts';
import type { Db, Tx } from '../../db/transaction';
import { checkPromoProof } from './proof';
import { lockPromo } from './queries';
import { partnerAudienceProblem, promoProblem, type PromoRow } from './rules';
import { promoAccount } from './service';

export interface PromoChoice {
  coupon_id: number | null;
  partner_code_id: number | null;
  promo_proof: string | null;
}

export interface PromoContext {
  signingKey: Buffer;
  userId: number;
  vehicle: { id: number; brand_id: number; price: number };
  now: Date;
}

/**
 * The code row when the choice holds, null without a code; a refusal is added on `coupon_id` or
 * `partner_code_id` (French, PROMO_CODE_MESSAGES) and gives null.
 */
export async function checkChosenPromo(
  trx: Tx,
  input: PromoChoice,
  ctx: PromoContext,
  add: (field: string, message: string) => void,
): Promise<PromoRow | null> {
  if (input.coupon_id !== null && input.partner_code_id !== null) {
    add('partner_code_id', PROMO_CODE_MESSAGES.onlyOne);
    return null;
  }
  const field = input.coupon_id !== null ? 'coupon_id' : input.partner_code_id !== null ? 'partner_code_id' : null;
  if (!field) return null;
  const promoId = (input.coupon_id ?? input.partner_code_id)!;
  const proof =
    input.promo_proof === null
      ? null
      : checkPromoProof(
          ctx.signingKey,
          input.promo_proof,
          { userId: ctx.userId, vehicleId: ctx.vehicle.id, promoId },
          ctx.now.getTime(),
        );
  if (proof !== 'ok') {
    add(field, proof === null ? PROMO_CODE_MESSAGES.proofMissing : PROMO_CODE_MESSAGES.proofInvalid);
    return null;
  }
  const row = await lockPromo(trx, promoId);
  const kind = field === 'coupon_id' ? 'coupon' : 'partner';
  const problem =
    !row || row.kind !== kind
      ? PROMO_CODE_MESSAGES.unknown
      : (promoProblem(row, ctx.vehicle, ctx.now) ??
        partnerAudienceProblem(row, await promoAccount(trx as unknown as Db, ctx.userId)));
  if (problem) {
    add(field, problem);
    return null;
  }
  return row!;
}
