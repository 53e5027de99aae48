/**
 * What a buyer chooses on a vehicle page and carries into the booking and the quote: the promo or
 * partner code (checked for this buyer and this vehicle, with the proof of POST /api/promotional-codes)
 * and the financing simulation (an offer of the vehicle and its options). The site sends the
 * choices; the API checks them and computes every figure again.
 */
import { z } from './z';
import type { Id } from './common';
import type { OfferKind } from './funding-kinds';
import { integerField } from './integer';
import { PROMO_CODE_MESSAGES } from './promo-codes';

export const PURCHASE_CHOICE_MESSAGES = {
  coupon: 'Code promo invalide.',
  funding: 'Financement choisi invalide.',
  rent: 'Offre de financement invalide.',
  duration: 'La durée doit être un nombre entier de mois.',
  mileage: 'Le kilométrage annuel doit être un nombre entier de kilomètres.',
  contribution: 'L’apport doit être un montant entier positif en euros.',
} as const;

const optionalId = (message: string) =>
  z
    .union([integerField(message), z.null()], { error: message })
    .optional()
    .transform((v) => v ?? null);

/** The code applied (PromotionalCodeResult): at most one of the two ids, with its proof. */
export const promoChoiceShape = {
  coupon_id: optionalId(PURCHASE_CHOICE_MESSAGES.coupon),
  partner_code_id: optionalId(PURCHASE_CHOICE_MESSAGES.coupon),
  /** PromotionalCodeResult.proof, required with coupon_id / partner_code_id. */
  promo_proof: z
    .string({ error: PROMO_CODE_MESSAGES.proofInvalid })
    .max(1000, PROMO_CODE_MESSAGES.proofInvalid)
    .nullable()
    .optional()
    .transform((v) => v || null),
};

const whole = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/** The options of a financing simulation (absent: the offer's own). */
export const fundingOptionsSchema = z
  .object(
    {
      duration_months: whole(PURCHASE_CHOICE_MESSAGES.duration, 120).optional(),
      mileage_per_year: whole(PURCHASE_CHOICE_MESSAGES.mileage, 100_000).optional(),
      contribution: whole(PURCHASE_CHOICE_MESSAGES.contribution, 1_000_000).optional(),
    },
    { error: 'Options de financement invalides.' },
  )
  .default({});

/** The financing simulation chosen on the vehicle page: one of the vehicle's offers and its options. */
export const fundingChoiceField = z
  .union(
    [z.object({ rent_id: integerField(PURCHASE_CHOICE_MESSAGES.rent), options: fundingOptionsSchema }), z.null()],
    {
      error: PURCHASE_CHOICE_MESSAGES.funding,
    },
  )
  .optional()
  .transform((v) => v ?? null);

/** As sent: `{ rent_id, options }` (the body of the custom-funding call). */
export interface FundingChoice {
  rent_id: Id;
  options: { duration_months?: number; mileage_per_year?: number; contribution?: number };
}

/**
 * The financing kept with a booking or a quote, as the API computed it when it was made (figures of
 * that day, the vehicle's price included): what the buyer saw, for the advisor to start from.
 */
export interface ChosenFunding {
  rent_id: Id;
  kind: OfferKind;
  /** e.g. « LOA : 289,47 € / mois pendant 36 mois ». */
  summary: string;
  duration_months: number;
  /** Crédit : apport ; LOA : premier loyer majoré (euros TTC). */
  contribution: number;
  /** LOA only. */
  mileage_per_year: number | null;
  monthly: number;
  apr_percent: number;
  /** LOA: the purchase option; null for a credit. */
  purchase_option: number | null;
  total_due: number;
}

/** The code kept with a booking: the discount it gave on the day (euros TTC). */
export interface ChosenPromo {
  code: string;
  label: string;
  discount: number;
}
