/**
 * Firm trade-in offers (docs/staff.md « Firm offers »). A conseiller turns the instant estimate of
 * a trade-in into a firm offer: the estimate, then each adjustment with its reason; a validity; the
 * conditions. It is tied to a completed « expertise » appointment, or else made « sous réserve de
 * conformité du véhicule ». The visitor accepts or declines it on /devis-reprise/{id}.
 *
 * GET  /api/staff/reprises/{id}            the trade-in as staff see it: the answers, the photos,
 *                                          the estimate, the offers, the visitor's expertises
 * GET  /api/staff/reprises/{id}/photos/{p} a photo, full size (staff only)
 * POST /api/staff/reprises/{id}/offers     RepriseOfferRequest → 201 { data: RepriseOffer }
 *                                          (replaces the offer still waiting; e-mail to the visitor)
 * POST /api/user/reprises/{id}/offer/accept  {offer_id}           → { data: Reprise }
 * POST /api/user/reprises/{id}/offer/decline {offer_id, reason?}  → { data: Reprise }
 *   `offer_id` is the offer the visitor was shown: 409 when it is no longer the one waiting
 *   (replaced by a newer offer meanwhile), when there is no offer waiting, or when it is past its
 *   validity. Nothing is answered on the visitor's behalf that they did not read.
 */
import { z } from './z';
import { addIsoDays } from './calendar';
import { parisToday } from './booking-dates';
import type { Id, IsoDateTime } from './common';

export const REPRISE_OFFER_STATUSES = ['envoyee', 'acceptee', 'refusee', 'remplacee'] as const;
export type RepriseOfferStatus = (typeof REPRISE_OFFER_STATUSES)[number];
export const REPRISE_OFFER_STATUS_LABELS: Record<RepriseOfferStatus, string> = {
  envoyee: 'En attente de votre réponse',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
  remplacee: 'Remplacée par une nouvelle offre',
};

/** Validity of an offer: from tomorrow to this many days (Paris). */
export const REPRISE_OFFER_MAX_DAYS = 30;
export const REPRISE_OFFER_DEFAULT_DAYS = 7;
export const REPRISE_OFFER_MAX_LINES = 12;
/** What an offer without a completed expertise says. */
export const SUBJECT_TO_INSPECTION =
  'Offre sous réserve de conformité du véhicule lors de sa remise (état, kilométrage et équipements déclarés).';
export const REPRISE_OFFER_DEFAULT_CONDITIONS =
  'Reprise payée par virement à la remise du véhicule, avec sa carte grise barrée et signée, le certificat de cession, un certificat de non-gage de moins de 15 jours, le carnet d’entretien et les doubles des clés.';

export const REPRISE_OFFER_MESSAGES = {
  lineLabel: 'Donnez un libellé à l’ajustement (120 caractères au plus).',
  lineAmount:
    'Le montant d’un ajustement est un nombre entier d’euros, positif ou négatif, non nul (100 000 € au plus).',
  lineReason: 'Indiquez la raison de l’ajustement : le visiteur la lit dans son offre.',
  tooManyLines: `${REPRISE_OFFER_MAX_LINES} ajustements au plus.`,
  validUntil: `La date de fin de validité doit être comprise entre demain et dans ${REPRISE_OFFER_MAX_DAYS} jours.`,
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
  .string({ error: REPRISE_OFFER_MESSAGES.validUntil })
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPRISE_OFFER_MESSAGES.validUntil)
  .refine((d) => {
    const today = parisToday();
    return d > today && d <= addIsoDays(today, REPRISE_OFFER_MAX_DAYS);
  }, REPRISE_OFFER_MESSAGES.validUntil)
  // A calendar date in the document (the window from tomorrow is the check's, relative to today).
  .meta({ format: 'date', pattern: z.regexes.date.source });

/** An adjustment in whole euros, up or down, never zero. */
export const repriseOfferAmountField = z
  .number({ error: REPRISE_OFFER_MESSAGES.lineAmount })
  .int(REPRISE_OFFER_MESSAGES.lineAmount)
  .min(-100_000, REPRISE_OFFER_MESSAGES.lineAmount)
  .max(100_000, REPRISE_OFFER_MESSAGES.lineAmount)
  .refine((n) => n !== 0, REPRISE_OFFER_MESSAGES.lineAmount);

export const repriseOfferLineSchema = z.object({
  label: z
    .string({ error: REPRISE_OFFER_MESSAGES.lineLabel })
    .trim()
    .min(1, REPRISE_OFFER_MESSAGES.lineLabel)
    .max(120, REPRISE_OFFER_MESSAGES.lineLabel),
  amount: repriseOfferAmountField,
  reason: z
    .string({ error: REPRISE_OFFER_MESSAGES.lineReason })
    .trim()
    .min(3, REPRISE_OFFER_MESSAGES.lineReason)
    .max(300, REPRISE_OFFER_MESSAGES.lineReason),
});

/** The conseiller's offer: the adjustments to the instant estimate, the validity, the conditions, the expertise. */
export const repriseOfferRequestSchema = z.object({
  adjustments: z
    .array(repriseOfferLineSchema, { error: REPRISE_OFFER_MESSAGES.tooManyLines })
    .max(REPRISE_OFFER_MAX_LINES, REPRISE_OFFER_MESSAGES.tooManyLines),
  valid_until: validUntilField,
  conditions: z
    .string({ error: REPRISE_OFFER_MESSAGES.conditions })
    .trim()
    .min(1, REPRISE_OFFER_MESSAGES.conditions)
    .max(2000, REPRISE_OFFER_MESSAGES.conditions),
  expertise_appointment_id: z
    .number({ error: REPRISE_OFFER_MESSAGES.expertise })
    .int()
    .positive(REPRISE_OFFER_MESSAGES.expertise)
    .max(2_147_483_647, REPRISE_OFFER_MESSAGES.expertise)
    .nullable(),
});
export type RepriseOfferRequest = z.input<typeof repriseOfferRequestSchema>;

/** The offer the visitor answers: the id of the one shown to them (409 when it is no longer the one waiting). */
const offerIdField = z
  .number({ error: REPRISE_OFFER_MESSAGES.offerId })
  .int(REPRISE_OFFER_MESSAGES.offerId)
  .positive(REPRISE_OFFER_MESSAGES.offerId)
  .max(2_147_483_647, REPRISE_OFFER_MESSAGES.offerId);

export const repriseOfferAcceptSchema = z.object({ offer_id: offerIdField });
export type RepriseOfferAccept = z.input<typeof repriseOfferAcceptSchema>;

export const repriseOfferDeclineSchema = z.object({
  offer_id: offerIdField,
  reason: z
    .string({ error: REPRISE_OFFER_MESSAGES.declineReason })
    .trim()
    .max(500, REPRISE_OFFER_MESSAGES.declineReason)
    .optional(),
});
export type RepriseOfferDecline = z.input<typeof repriseOfferDeclineSchema>;

/** A line of the offer: the instant estimate (`estimate`), then each adjustment with its reason. */
export interface RepriseOfferLine {
  kind: 'estimate' | 'adjustment';
  label: string;
  amount: number;
  reason: string | null;
}

export interface RepriseOffer {
  id: Id;
  /** Euros. The sum of the lines. */
  amount: number;
  lines: RepriseOfferLine[];
  /** Last day (Paris) the visitor can accept it. */
  valid_until: string;
  conditions: string;
  /** No completed expertise: the offer holds « sous réserve de conformité du véhicule ». */
  subject_to_inspection: boolean;
  expertise: { id: Id; reference: string; date: IsoDateTime } | null;
  status: RepriseOfferStatus;
  /** Waiting and past its validity: it can no longer be accepted. */
  expired: boolean;
  decline_reason: string | null;
  created_at: IsoDateTime;
  decided_at: IsoDateTime | null;
}
