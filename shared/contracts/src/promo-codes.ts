import { z } from './z';
import type { Id, IsoDateTime } from './common';
import { integerField } from './integer';

/*
 * Promotional codes (docs/spec-notes.md §3 "Promotional code result", §7). A code is either a dealership
 * coupon (`coupon_id`) or a partner's code, e.g. a works council (CSE) or a fleet partner
 * (`partner_code_id`): exactly one of the two ids is set. Codes are case-insensitive.
 *
 * POST /api/promotional-codes {vehicle_id, code} → Resource<PromotionalCodeResult> (API key, bearer
 * token optional); 404 unknown vehicle; 422 `{ message, errors: { code: [PROMO_CODE_MESSAGES.*] } }`
 * when the code is unknown, not active, not yet valid, expired, used up, not valid for this vehicle,
 * or a partner code for a signed-out visitor or an account it is not meant for. Signed in, the reply
 * carries `proof`: a signed token bound to the user, the vehicle and the code, valid
 * PROMO_PROOF_TTL_MINUTES, which the estimate must send beside `coupon_id` / `partner_code_id`.
 */
export const PROMO_CODE_KINDS = ['coupon', 'partner'] as const;
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number];
/** `amount`: euros TTC off the vehicle price; `percent`: whole percent of it (capped by `max_discount`). */
export const PROMO_DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type PromoDiscountType = (typeof PROMO_DISCOUNT_TYPES)[number];
export const PROMO_CODE_SCOPES = ['all', 'brand', 'vehicle'] as const;
export type PromoCodeScope = (typeof PROMO_CODE_SCOPES)[number];
export const PROMO_CODE_MAX_LENGTH = 40;

export const PROMO_CODE_MESSAGES = {
  vehicle: 'Veuillez choisir un véhicule.',
  vehicleNotFound: 'Véhicule introuvable.',
  required: 'Veuillez saisir un code promo.',
  format: `Le code promo ne peut contenir que des lettres, des chiffres et des tirets (${PROMO_CODE_MAX_LENGTH} caractères au plus).`,
  unknown: 'Ce code promo n’existe pas.',
  inactive: 'Ce code promo n’est plus disponible.',
  /** {date} is JJ/MM/AAAA. */
  notYetValid: 'Ce code promo sera valable à partir du {date}.',
  expired: 'Ce code promo a expiré.',
  exhausted: 'Ce code promo a atteint son nombre maximal d’utilisations.',
  outOfScope: 'Ce code promo n’est pas valable pour ce véhicule.',
  /** Estimates: both coupon_id and partner_code_id sent. */
  onlyOne: 'Un seul code promo peut être appliqué à un devis.',
  /** A partner code checked by a signed-out visitor. */
  partnerSignIn:
    'Ce code partenaire est réservé aux membres de l’organisation partenaire : connectez-vous pour l’utiliser.',
  /** A partner code checked by an account it is not meant for. */
  partnerNotEligible:
    'Ce code partenaire est réservé aux membres de l’organisation partenaire : adresse e-mail confirmée de l’organisation, ou compte professionnel vérifié par nos équipes dans un secteur concerné.',
  /** Estimates: a code id without the proof POST /api/promotional-codes gave (or a proof for something else). */
  proofMissing: 'Veuillez valider votre code promo avant de demander le devis.',
  proofInvalid:
    'La validation de ce code promo a expiré ou ne correspond pas à ce véhicule : veuillez l’appliquer de nouveau.',
} as const;

/** Minutes a promo-code proof (`PromotionalCodeResult.proof`) stays valid for an estimate. */
export const PROMO_PROOF_TTL_MINUTES = 30;

/** Trimmed and upper-cased; the API compares codes case-insensitively anyway. */
export const promotionalCodeRequestSchema = z.object({
  vehicle_id: integerField(PROMO_CODE_MESSAGES.vehicle),
  code: z
    .string({ error: PROMO_CODE_MESSAGES.required })
    .trim()
    .min(1, { error: PROMO_CODE_MESSAGES.required, abort: true })
    .max(PROMO_CODE_MAX_LENGTH, PROMO_CODE_MESSAGES.format)
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, PROMO_CODE_MESSAGES.format)
    .transform((v) => v.toUpperCase()),
});
export type PromotionalCodeRequestData = z.output<typeof promotionalCodeRequestSchema>;

/** POST /api/promotional-codes {vehicle_id, code} */
export interface PromotionalCodeRequest {
  vehicle_id: Id;
  code: string;
}
export interface PromotionalCodeResult {
  /** Dealership coupon: its id, else null. */
  coupon_id: Id | null;
  /** Partner's code (CSE, fleet partner…): its id, else null. */
  partner_code_id: Id | null;
  /** The code as stored (upper case). */
  code: string;
  /** e.g. "Remise Renault : 300 € offerts". */
  label: string;
  kind: PromoCodeKind;
  /** Partner's name for a partner code, else null. */
  partner_name: string | null;
  discount_type: PromoDiscountType;
  /** Euros (amount) or whole percent (percent). */
  discount_value: number;
  /** Discount on this vehicle, euros TTC (2 decimals at most). */
  discount: number;
  /** The same in cents. */
  discount_cents: number;
  valid_until: IsoDateTime | null;
  /** Signed proof for POST /api/user/estimates/store (`promo_proof`); null for a signed-out visitor. */
  proof: string | null;
}
