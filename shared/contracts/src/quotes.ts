import { z } from './z';
import type { Id, IsoDate, IsoDateTime } from './common';
import type { VehicleCard } from './catalogue';
import type { RequestStatus } from './statuses';
import { integerField } from './integer';
import { fundingChoiceField, promoChoiceShape, type ChosenFunding, type FundingChoice } from './purchase-choices';
import { QUOTE_MESSAGE_MAX_LENGTH, QUOTE_OPTION_SLUGS, type QuoteOption } from './quote-options';

/*
 * Quotes (« devis »). The API numbers them (GA-<year>-<6 digits>, sequential per year), prices
 * every line and computes the totals; the site only shows them. Amounts of the lines and totals
 * are in CENTS; vehicle and delivery prices are TTC, HT = TTC / 1.2 rounded to the cent and
 * TVA = TTC − HT (so HT + TVA = TTC, for each line and for the totals, which are computed on the
 * total TTC).
 *
 * POST   /api/user/estimates/store  QuoteRequest → 201 Resource<Quote> (status `nouvelle`);
 *        404 unknown vehicle; 422 per field — a code that is no longer valid (expired, used up…)
 *        answers 422 on `coupon_id` / `partner_code_id` with PROMO_CODE_MESSAGES.
 * GET    /api/user/estimates                         → List<Quote>, newest first
 * DELETE /api/user/estimates/{id}                    → 204 (removed from the list); another user's id → 404
 */
export const QUOTE_MESSAGES = {
  vehicle: 'Veuillez choisir un véhicule.',
  vehicleNotFound: 'Véhicule introuvable.',
  notFound: 'Devis introuvable.',
  deliveryType: 'Veuillez choisir un mode de livraison.',
  unknownDeliveryType: 'Ce mode de livraison n’existe pas.',
  department: 'Veuillez choisir le département de livraison.',
  unknownDepartment: 'Ce département n’existe pas.',
  coupon: 'Code promo invalide.',
  options: 'Option de devis inconnue.',
  message: `Le message ne peut pas dépasser ${QUOTE_MESSAGE_MAX_LENGTH} caractères.`,
  /** Note of a delivery line priced « sur devis » (0 on the quote). */
  deliveryOnQuote: 'Livraison sur devis : le tarif vous sera communiqué par votre conseiller.',
  /** Note of an option without a fixed price. */
  optionOnQuote: 'Étude personnalisée par votre conseiller, sans frais.',
} as const;

const requiredIdField = (message: string) => integerField(message);

/** Format checks the browser can run too; the API adds the database and promo-code checks. */
export const quoteRequestSchema = z.object({
  vehicle_id: requiredIdField(QUOTE_MESSAGES.vehicle),
  delivery_type_id: requiredIdField(QUOTE_MESSAGES.deliveryType),
  department_id: requiredIdField(QUOTE_MESSAGES.department),
  ...promoChoiceShape,
  /** The financing simulation chosen on the vehicle page, kept with the quote (null: none). */
  funding: fundingChoiceField,
  options: z
    // The document lists the options the transform below takes.
    .array(z.string({ error: QUOTE_MESSAGES.options }).meta({ enum: QUOTE_OPTION_SLUGS }), {
      error: QUOTE_MESSAGES.options,
    })
    .max(QUOTE_OPTION_SLUGS.length, QUOTE_MESSAGES.options)
    .nullable()
    .optional()
    .transform((v, ctx) => {
      const list = [...new Set(v ?? [])];
      if (list.some((o) => !(QUOTE_OPTION_SLUGS as string[]).includes(o))) {
        ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.options });
        return z.NEVER;
      }
      return QUOTE_OPTION_SLUGS.filter((o) => list.includes(o));
    }),
  message: z
    .string({ error: QUOTE_MESSAGES.message })
    .trim()
    .max(QUOTE_MESSAGE_MAX_LENGTH, QUOTE_MESSAGES.message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type QuoteRequestData = z.output<typeof quoteRequestSchema>;

/** POST /api/user/estimates/store */
export interface QuoteRequest {
  vehicle_id: Id;
  delivery_type_id: Id;
  department_id: Id;
  /** From PromotionalCodeResult: at most one of the two. */
  coupon_id?: Id | null;
  partner_code_id?: Id | null;
  /** PromotionalCodeResult.proof of the code (required with either id). */
  promo_proof?: string | null;
  options?: QuoteOption[] | null;
  /** The financing simulation chosen on the vehicle page. */
  funding?: FundingChoice | null;
  message?: string | null;
}

export const QUOTE_LINE_KINDS = ['vehicle', 'delivery', 'option', 'discount'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
/** One line of the quote; amounts in cents, negative for the discount. */
export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  /** e.g. delivery « sur devis », code used for the discount. */
  note: string | null;
  ht_cents: number;
  tva_cents: number;
  ttc_cents: number;
}
export interface Quote {
  id: Id;
  /** e.g. "GA-2026-000123". */
  number: string;
  status: RequestStatus;
  vehicle: VehicleCard;
  /** `delivery_price`: euros TTC when the quote was made; null = « sur devis ». */
  delivery_type: { id: Id; name: string; at_home: boolean; delivery_price: number | null };
  department: { id: Id; name: string };
  coupon_id: Id | null;
  partner_code_id: Id | null;
  /** The code applied (snapshot), null without one. */
  promo_code: { code: string; label: string } | null;
  /** The financing simulation chosen with the quote, as computed that day; null without one. */
  funding: ChosenFunding | null;
  options: QuoteOption[];
  /** Vehicle price TTC (euros) when the quote was made. */
  price: number;
  lines: QuoteLine[];
  vat_rate_percent: number;
  total_ht_cents: number;
  total_tva_cents: number;
  total_ttc_cents: number;
  message: string | null;
  /** Last day the prices hold (Paris). */
  valid_until: IsoDate;
  created_at: IsoDateTime;
}
