/**
 * Firm trade-in offers (docs/staff.md « Firm offers »). A conseiller turns the instant valuation of
 * a trade-in into a firm offer: the valuation, then each adjustment with its reason; a validity; the
 * conditions. It is tied to a completed « expertise » appointment, or else made « sous réserve de
 * conformité du véhicule ». The visitor accepts or declines it on /devis-reprise/{id}.
 *
 * GET  /api/staff/reprises/{id}            the trade-in as staff see it: the answers, the photos,
 *                                          the valuation, the offers, the visitor's expertises
 * GET  /api/staff/reprises/{id}/photos/{p} a photo, full size (staff only)
 * POST /api/staff/reprises/{id}/offers     TradeinOfferRequest → 201 { data: TradeinOffer }
 *                                          (replaces the offer still waiting; e-mail to the visitor)
 * POST /api/user/reprises/{id}/offer/accept  {offer_id}           → { data: Tradein }
 * POST /api/user/reprises/{id}/offer/decline {offer_id, reason?}  → { data: Tradein }
 *   `offer_id` is the offer the visitor was shown: 409 when it is no longer the one waiting
 *   (replaced by a newer offer meanwhile), when there is no offer waiting, or when it is past its
 *   validity. Nothing is answered on the visitor's behalf that they did not read.
 */
import { z } from './z';
import { addIsoDays } from './calendar';
import { parisToday } from './booking-dates';
import type { Id, IsoDateTime } from './common';

export const TRADEIN_OFFER_STATUSES = ['envoyee', 'acceptee', 'refusee', 'remplacee'] as const;
export type TradeinOfferStatus = (typeof TRADEIN_OFFER_STATUSES)[number];
export const TRADEIN_OFFER_STATUS_LABELS: Record<TradeinOfferStatus, string> = {
  envoyee: 'En attente de votre réponse',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
  remplacee: 'Remplacée par une nouvelle offre',
};

/** Validity of an offer: from tomorrow to this many days (Paris). */
export const TRADEIN_OFFER_MAX_DAYS = 30;
export const TRADEIN_OFFER_DEFAULT_DAYS = 7;
export const TRADEIN_OFFER_MAX_LINES = 12;
/** What an offer without a completed expertise says. */
export const SUBJECT_TO_INSPECTION =
  'Offre sous réserve de conformité du véhicule lors de sa remise (état, kilométrage et équipements déclarés).';
export const TRADEIN_OFFER_DEFAULT_CONDITIONS =
  'Reprise payée par virement à la remise du véhicule, avec sa carte grise barrée et signée, le certificat de cession, un certificat de non-gage de moins de 15 jours, le carnet d’entretien et les doubles des clés.';

export const TRADEIN_OFFER_MESSAGES = {
  lineLabel: 'Donnez un libellé à l’ajustement (120 caractères au plus).',
  lineAmount:
    'Le montant d’un ajustement est un nombre entier d’euros, positif ou négatif, non nul (100 000 € au plus).',
  lineReason: 'Indiquez la raison de l’ajustement : le visiteur la lit dans son offre.',
  tooManyLines: `${TRADEIN_OFFER_MAX_LINES} ajustements au plus.`,
  validUntil: `La date de fin de validité doit être comprise entre demain et dans ${TRADEIN_OFFER_MAX_DAYS} jours.`,
  conditions: 'Les conditions sont obligatoires (2 000 caractères au plus).',
  expertise: 'Choisissez une expertise réalisée pour ce véhicule, ou aucune.',
  notPositive: 'Le montant de l’offre doit être positif : revoyez les ajustements.',
  closed: 'Cette demande de reprise est close (traitée ou annulée) : elle ne peut plus recevoir d’offre.',
  noOffer: 'Aucune offre ferme n’attend votre réponse pour cette reprise.',
  expired: 'Cette offre a expiré : demandez-en une nouvelle à votre conseiller.',
  offerId: 'Indiquez l’offre ferme à laquelle vous répondez.',
  replaced: 'Cette offre a été remplacée par une nouvelle offre ferme. Consultez-la avant de répondre.',
  declineReason: 'La raison du refus tient en 500 caractères au plus.',
  accepted: 'Offre acceptée : votre conseiller vous appelle pour organiser la remise du véhicule.',
  declined: 'Offre refusée : merci de nous avoir répondu.',
} as const;

const validUntilField = z
  .string({ error: TRADEIN_OFFER_MESSAGES.validUntil })
  .regex(/^\d{4}-\d{2}-\d{2}$/, TRADEIN_OFFER_MESSAGES.validUntil)
  .refine((d) => {
    const today = parisToday();
    return d > today && d <= addIsoDays(today, TRADEIN_OFFER_MAX_DAYS);
  }, TRADEIN_OFFER_MESSAGES.validUntil)
  // A calendar date in the document (the window from tomorrow is the check's, relative to today).
  .meta({ format: 'date', pattern: z.regexes.date.source });

/** An adjustment in whole euros, up or down, never zero. */
export const tradeinOfferAmountField = z
  .number({ error: TRADEIN_OFFER_MESSAGES.lineAmount })
  .int(TRADEIN_OFFER_MESSAGES.lineAmount)
  .min(-100_000, TRADEIN_OFFER_MESSAGES.lineAmount)
  .max(100_000, TRADEIN_OFFER_MESSAGES.lineAmount)
  .refine((n) => n !== 0, TRADEIN_OFFER_MESSAGES.lineAmount);

export const tradeinOfferLineSchema = z.object({
  label: z
    .string({ error: TRADEIN_OFFER_MESSAGES.lineLabel })
    .trim()
    .min(1, TRADEIN_OFFER_MESSAGES.lineLabel)
    .max(120, TRADEIN_OFFER_MESSAGES.lineLabel),
  amount: tradeinOfferAmountField,
  reason: z
    .string({ error: TRADEIN_OFFER_MESSAGES.lineReason })
    .trim()
    .min(3, TRADEIN_OFFER_MESSAGES.lineReason)
    .max(300, TRADEIN_OFFER_MESSAGES.lineReason),
});

/** The conseiller's offer: the adjustments to the instant valuation, the validity, the conditions, the expertise. */
export const tradeinOfferRequestSchema = z.object({
  adjustments: z
    .array(tradeinOfferLineSchema, { error: TRADEIN_OFFER_MESSAGES.tooManyLines })
    .max(TRADEIN_OFFER_MAX_LINES, TRADEIN_OFFER_MESSAGES.tooManyLines),
  valid_until: validUntilField,
  conditions: z
    .string({ error: TRADEIN_OFFER_MESSAGES.conditions })
    .trim()
    .min(1, TRADEIN_OFFER_MESSAGES.conditions)
    .max(2000, TRADEIN_OFFER_MESSAGES.conditions),
  expertise_appointment_id: z
    .number({ error: TRADEIN_OFFER_MESSAGES.expertise })
    .int()
    .positive(TRADEIN_OFFER_MESSAGES.expertise)
    .max(2_147_483_647, TRADEIN_OFFER_MESSAGES.expertise)
    .nullable(),
});
export type TradeinOfferRequest = z.input<typeof tradeinOfferRequestSchema>;

/** The offer the visitor answers: the id of the one shown to them (409 when it is no longer the one waiting). */
const offerIdField = z
  .number({ error: TRADEIN_OFFER_MESSAGES.offerId })
  .int(TRADEIN_OFFER_MESSAGES.offerId)
  .positive(TRADEIN_OFFER_MESSAGES.offerId)
  .max(2_147_483_647, TRADEIN_OFFER_MESSAGES.offerId);

export const tradeinOfferAcceptSchema = z.object({ offer_id: offerIdField });
export type TradeinOfferAccept = z.input<typeof tradeinOfferAcceptSchema>;

export const tradeinOfferDeclineSchema = z.object({
  offer_id: offerIdField,
  reason: z
    .string({ error: TRADEIN_OFFER_MESSAGES.declineReason })
    .trim()
    .max(500, TRADEIN_OFFER_MESSAGES.declineReason)
    .optional(),
});
export type TradeinOfferDecline = z.input<typeof tradeinOfferDeclineSchema>;

/** A line of the offer: the instant valuation (`estimate`), then each adjustment with its reason. */
export interface TradeinOfferLine {
  kind: 'estimate' | 'adjustment';
  label: string;
  amount: number;
  reason: string | null;
}

export interface TradeinOffer {
  id: Id;
  /** Euros. The sum of the lines. */
  amount: number;
  lines: TradeinOfferLine[];
  /** Last day (Paris) the visitor can accept it. */
  valid_until: string;
  conditions: string;
  /** No completed expertise: the offer holds « sous réserve de conformité du véhicule ». */
  subject_to_inspection: boolean;
  expertise: { id: Id; reference: string; date: IsoDateTime } | null;
  status: TradeinOfferStatus;
  /** Waiting and past its validity: it can no longer be accepted. */
  expired: boolean;
  decline_reason: string | null;
  created_at: IsoDateTime;
  decided_at: IsoDateTime | null;
}
