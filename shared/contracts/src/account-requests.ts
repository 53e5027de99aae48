/**
 * The signed-in user's requests: estimates, fundings, call-backs, bookings, partner requests.
 * Every list is `List<T>`; another user's id answers 404; DELETE answers 204.
 */
import { z } from './z';
import type { Id, IsoDate, IsoDateTime } from './common';
import type { FundingKind, FundingOptions, VehicleCard } from './catalogue';
import { isSunday, publicHolidayName } from './calendar';
import { phoneField } from './fields';
import { isValidSiret, normalizeSiret } from './validators';
import type { BookingStatus, RequestStatus } from './statuses';
import { integerField, integerIn } from './integer';

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
  partnerSignIn: 'Ce code partenaire est réservé aux membres de l’organisation partenaire : connectez-vous pour l’utiliser.',
  /** A partner code checked by an account it is not meant for. */
  partnerNotEligible: 'Ce code partenaire est réservé aux membres de l’organisation partenaire : adresse e-mail confirmée de l’organisation, ou compte professionnel vérifié par nos équipes dans un secteur concerné.',
  /** Estimates: a code id without the proof POST /api/promotional-codes gave (or a proof for something else). */
  proofMissing: 'Veuillez valider votre code promo avant de demander le devis.',
  proofInvalid: 'La validation de ce code promo a expiré ou ne correspond pas à ce véhicule : veuillez l’appliquer de nouveau.',
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

/*
 * Estimates (« devis »). The API numbers them (GA-<year>-<6 digits>, sequential per year), prices
 * every line and computes the totals; the site only shows them. Amounts of the lines and totals
 * are in CENTS; vehicle and delivery prices are TTC, HT = TTC / 1.2 rounded to the cent and
 * TVA = TTC − HT (so HT + TVA = TTC, for each line and for the totals, which are computed on the
 * total TTC).
 *
 * POST   /api/user/estimates/store  EstimateRequest → 201 Resource<Estimate> (status `nouvelle`);
 *        404 unknown vehicle; 422 per field — a code that is no longer valid (expired, used up…)
 *        answers 422 on `coupon_id` / `partner_code_id` with PROMO_CODE_MESSAGES.
 * GET    /api/user/estimates                         → List<Estimate>, newest first
 * DELETE /api/user/estimates/{id}                    → 204 (removed from the list); another user's id → 404
 */
export const ESTIMATE_VAT_RATE_PERCENT = 20;
export const ESTIMATE_VALIDITY_DAYS = 15;
export const ESTIMATE_MESSAGE_MAX_LENGTH = 1000;

/** Extras a customer can ask for in an estimate; a priced one adds a line (euros TTC). */
export const ESTIMATE_OPTIONS = {
  reprise: { label: 'Estimation de la reprise de mon véhicule actuel', price: null },
  financement: { label: 'Étude de financement (crédit, LOA)', price: null },
  'protection-carrosserie': { label: 'Protection céramique de la carrosserie', price: 390 },
  'extension-garantie-12': { label: 'Extension de garantie 12 mois', price: 490 },
  'carte-grise': { label: 'Démarches d’immatriculation (hors taxes régionales)', price: 49 },
} as const satisfies Record<string, { label: string; price: number | null }>;
export type EstimateOption = keyof typeof ESTIMATE_OPTIONS;
export const ESTIMATE_OPTION_SLUGS = Object.keys(ESTIMATE_OPTIONS) as EstimateOption[];

export const ESTIMATE_MESSAGES = {
  vehicle: 'Veuillez choisir un véhicule.',
  vehicleNotFound: 'Véhicule introuvable.',
  notFound: 'Devis introuvable.',
  deliveryType: 'Veuillez choisir un mode de livraison.',
  unknownDeliveryType: 'Ce mode de livraison n’existe pas.',
  department: 'Veuillez choisir le département de livraison.',
  unknownDepartment: 'Ce département n’existe pas.',
  coupon: 'Code promo invalide.',
  options: 'Option de devis inconnue.',
  message: `Le message ne peut pas dépasser ${ESTIMATE_MESSAGE_MAX_LENGTH} caractères.`,
  /** Note of a delivery line priced « sur devis » (0 on the estimate). */
  deliveryOnQuote: 'Livraison sur devis : le tarif vous sera communiqué par votre conseiller.',
  /** Note of an option without a fixed price. */
  optionOnQuote: 'Étude personnalisée par votre conseiller, sans frais.',
} as const;

const requiredIdField = (message: string) => integerField(message);

/** Format checks the browser can run too; the API adds the database and promo-code checks. */
export const estimateRequestSchema = z.object({
  vehicle_id: requiredIdField(ESTIMATE_MESSAGES.vehicle),
  delivery_type_id: requiredIdField(ESTIMATE_MESSAGES.deliveryType),
  department_id: requiredIdField(ESTIMATE_MESSAGES.department),
  coupon_id: z.union([requiredIdField(ESTIMATE_MESSAGES.coupon), z.null()], { error: ESTIMATE_MESSAGES.coupon }).optional().transform((v) => v ?? null),
  partner_code_id: z.union([requiredIdField(ESTIMATE_MESSAGES.coupon), z.null()], { error: ESTIMATE_MESSAGES.coupon }).optional().transform((v) => v ?? null),
  /** PromotionalCodeResult.proof, required with coupon_id / partner_code_id. */
  promo_proof: z.string({ error: PROMO_CODE_MESSAGES.proofInvalid }).max(1000, PROMO_CODE_MESSAGES.proofInvalid).nullable().optional().transform((v) => v || null),
  options: z
    .array(z.string({ error: ESTIMATE_MESSAGES.options }), { error: ESTIMATE_MESSAGES.options })
    .max(ESTIMATE_OPTION_SLUGS.length, ESTIMATE_MESSAGES.options)
    .nullable()
    .optional()
    .transform((v, ctx) => {
      const list = [...new Set(v ?? [])];
      if (list.some((o) => !(ESTIMATE_OPTION_SLUGS as string[]).includes(o))) {
        ctx.addIssue({ code: 'custom', message: ESTIMATE_MESSAGES.options });
        return z.NEVER;
      }
      return ESTIMATE_OPTION_SLUGS.filter((o) => list.includes(o));
    }),
  message: z
    .string({ error: ESTIMATE_MESSAGES.message })
    .trim()
    .max(ESTIMATE_MESSAGE_MAX_LENGTH, ESTIMATE_MESSAGES.message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type EstimateRequestData = z.output<typeof estimateRequestSchema>;

/** POST /api/user/estimates/store */
export interface EstimateRequest {
  vehicle_id: Id;
  delivery_type_id: Id;
  department_id: Id;
  /** From PromotionalCodeResult: at most one of the two. */
  coupon_id?: Id | null;
  partner_code_id?: Id | null;
  /** PromotionalCodeResult.proof of the code (required with either id). */
  promo_proof?: string | null;
  options?: EstimateOption[] | null;
  message?: string | null;
}

export const ESTIMATE_LINE_KINDS = ['vehicle', 'delivery', 'option', 'discount'] as const;
export type EstimateLineKind = (typeof ESTIMATE_LINE_KINDS)[number];
/** One line of the estimate; amounts in cents, negative for the discount. */
export interface EstimateLine {
  kind: EstimateLineKind;
  label: string;
  /** e.g. delivery « sur devis », code used for the discount. */
  note: string | null;
  ht_cents: number;
  tva_cents: number;
  ttc_cents: number;
}
export interface Estimate {
  id: Id;
  /** e.g. "GA-2026-000123". */
  number: string;
  status: RequestStatus;
  vehicle: VehicleCard;
  /** `delivery_price`: euros TTC when the estimate was made; null = « sur devis ». */
  delivery_type: { id: Id; name: string; at_home: boolean; delivery_price: number | null };
  department: { id: Id; name: string };
  coupon_id: Id | null;
  partner_code_id: Id | null;
  /** The code applied (snapshot), null without one. */
  promo_code: { code: string; label: string } | null;
  options: EstimateOption[];
  /** Vehicle price TTC (euros) when the estimate was made. */
  price: number;
  lines: EstimateLine[];
  vat_rate_percent: number;
  total_ht_cents: number;
  total_tva_cents: number;
  total_ttc_cents: number;
  message: string | null;
  /** Last day the prices hold (Paris). */
  valid_until: IsoDate;
  created_at: IsoDateTime;
}

/** GET /api/funding-types → List<FundingType> */
export interface FundingType {
  id: Id;
  slug: FundingKind;
  name: string;
  description: string;
  /** LLD and crédit-bail: company accounts (`is_comp`) only. */
  for_companies: boolean;
  /** True when vehicles carry offers (rents) of this kind. */
  has_offers: boolean;
}

/**
 * POST /api/user/fundings/store → 201 Resource<Funding> (status `nouvelle`).
 * With `rent_id` (an offer of the vehicle) the API computes the financing for `options` and keeps
 * the figures; `funding_type_id` is then the offer's type (may be left out). Without `rent_id`,
 * `funding_type_id` is required (e.g. LLD or crédit-bail, company accounts only) and the figures
 * stay null until the lender's quote. 404: unknown vehicle; 422 per field (`rent_id` of another
 * vehicle, `options.*` as for the custom-funding call, `phone`, `message`).
 */
export interface FundingRequest {
  vehicle_id: Id;
  rent_id: Id | null;
  funding_type_id?: Id | null;
  options: FundingOptions;
  phone: string;
  message: string | null;
}
/**
 * GET /api/user/fundings → List<Funding> (own requests, newest first).
 * DELETE /api/user/fundings/{id} → 204: the request is deleted (it leaves the list); another
 * user's id → 404.
 */
export interface Funding {
  id: Id;
  vehicle: VehicleCard;
  rent_id: Id | null;
  funding_type: { id: Id; slug: FundingKind; name: string };
  status: RequestStatus;
  /** Vehicle price TTC when the request was made. */
  amount: number;
  contribution: number;
  duration_months: number;
  mileage_per_year: number | null;
  /** Computed figures (null without an offer). */
  monthly: number | null;
  apr_percent: number | null;
  purchase_option: number | null;
  total_due: number | null;
  phone: string;
  message: string | null;
  created_at: IsoDateTime;
}

/*
 * Call-back requests (« être rappelé »). The dealership calls back Monday to Saturday, 9 h – 19 h.
 *
 * POST /api/user/calls/store  CallRequestInput → 201 Resource<CallRequest> (status `nouvelle`);
 *      404 unknown vehicle; 422 per field (phone, preferred_date: from today to today +
 *      CALL_MAX_LEAD_DAYS (Paris), never a Sunday; slot: one of CALL_SLOTS and, for today, not
 *      already over; message ≤ CALL_MESSAGE_MAX_LENGTH).
 * GET  /api/user/calls                          → List<CallRequest>, own requests, newest first
 */
export const CALL_SLOTS = ['matin', 'midi', 'apres-midi', 'soir'] as const;
export type CallSlot = (typeof CALL_SLOTS)[number];
export const CALL_SLOT_LABELS: Record<CallSlot, string> = {
  matin: '9 h – 12 h',
  midi: '12 h – 14 h',
  'apres-midi': '14 h – 17 h',
  soir: '17 h – 19 h',
};
/** Hour (Paris) at which each slot ends: a slot of today can be chosen until then. */
export const CALL_SLOT_END_HOURS: Record<CallSlot, number> = { matin: 12, midi: 14, 'apres-midi': 17, soir: 19 };
/** Latest preferred day: today (Paris) + this. */
export const CALL_MAX_LEAD_DAYS = 14;
export const CALL_MESSAGE_MAX_LENGTH = 1000;

export const CALL_MESSAGES = {
  vehicle: 'Véhicule invalide.',
  vehicleNotFound: 'Véhicule introuvable.',
  date: 'Veuillez choisir le jour où vous souhaitez être rappelé (AAAA-MM-JJ).',
  dateTooEarly: 'Le jour choisi est déjà passé : veuillez choisir une date à partir d’aujourd’hui.',
  /** {date} is JJ/MM/AAAA. */
  dateTooLate: `Nous pouvons vous rappeler dans les ${CALL_MAX_LEAD_DAYS} prochains jours, au plus tard le {date}.`,
  sunday: 'Nous ne rappelons pas le dimanche : veuillez choisir un jour du lundi au samedi.',
  /** {name} is the holiday, e.g. « Noël ». */
  holiday: 'Nous ne rappelons pas les jours fériés ({name}) : veuillez choisir un autre jour.',
  slot: 'Veuillez choisir un créneau : 9 h – 12 h, 12 h – 14 h, 14 h – 17 h ou 17 h – 19 h.',
  slotOver: 'Ce créneau est déjà passé aujourd’hui : veuillez en choisir un autre.',
  message: `Le message ne peut pas dépasser ${CALL_MESSAGE_MAX_LENGTH} caractères.`,
} as const;

/** Format checks the browser can run too; the API adds the date window and the vehicle check. */
export const callRequestSchema = z.object({
  /** Absent, "" or null: a general call-back, about no vehicle in particular. */
  vehicle_id: z
    .union([z.number(), z.string(), z.null()], { error: CALL_MESSAGES.vehicle })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = integerIn(v);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: CALL_MESSAGES.vehicle });
        return z.NEVER;
      }
      return n;
    }),
  phone: phoneField,
  preferred_date: z
    .string({ error: CALL_MESSAGES.date })
    .trim()
    .refine(isIsoDate, { error: CALL_MESSAGES.date, abort: true })
    .refine((v) => !isSunday(v), CALL_MESSAGES.sunday)
    .superRefine((v, ctx) => {
      const holiday = publicHolidayName(v);
      if (holiday && !isSunday(v)) ctx.addIssue({ code: 'custom', message: CALL_MESSAGES.holiday.replace('{name}', holiday) });
    }),
  slot: z.enum(CALL_SLOTS, { error: CALL_MESSAGES.slot }),
  message: z
    .string({ error: CALL_MESSAGES.message })
    .trim()
    .max(CALL_MESSAGE_MAX_LENGTH, CALL_MESSAGES.message)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CallRequestData = z.output<typeof callRequestSchema>;

/** POST /api/user/calls/store */
export interface CallRequestInput {
  vehicle_id?: Id | null;
  phone: string;
  preferred_date: IsoDate;
  slot: CallSlot;
  message?: string | null;
}
export interface CallRequest {
  id: Id;
  status: RequestStatus;
  /** The vehicle the call is about, or null. */
  vehicle: VehicleCard | null;
  /** National form « 06 12 34 56 78 ». */
  phone: string;
  preferred_date: IsoDate;
  slot: CallSlot;
  /** e.g. « 14 h – 17 h ». */
  slot_label: string;
  message: string | null;
  created_at: IsoDateTime;
}

/*
 * Bookings. A booking holds a vehicle, without deposit, for BOOKING_PENDING_TTL_HOURS while an
 * advisor confirms it (en_attente → confirmee); past its `expires_at` a pending booking is
 * `expiree`, and the customer can cancel it (`annulee`). A vehicle has at most one pending or
 * confirmed booking: the loser of a race gets 409 BOOKING_MESSAGES.alreadyReserved.
 *
 * POST   /api/user/bookings/store  BookingRequest       → 201 Resource<Booking>; 404 unknown vehicle; 409 already reserved; 422
 * GET    /api/user/bookings                             → List<Booking>, newest first, cancelled ones left out (docs/spec-notes.md §4)
 * GET    /api/user/bookings/{id}                        → Resource<Booking> (cancelled ones too)
 * PUT    /api/user/bookings/{id}   BookingUpdateRequest → Resource<Booking>; 409 when the booking is no longer pending; 422
 * DELETE /api/user/bookings/{id}                        → 204: cancels (status annulee) and frees the vehicle; idempotent
 */

/** Preferred half-day for the handover (pick-up in a centre or delivery at home). */
export const BOOKING_SLOTS = ['matin', 'apres-midi'] as const;
export type BookingSlot = (typeof BOOKING_SLOTS)[number];
export const BOOKING_SLOT_LABELS: Record<BookingSlot, string> = {
  matin: 'Matin (9 h – 12 h)',
  'apres-midi': 'Après-midi (14 h – 18 h)',
};
/** Earliest preferred date: today (Paris) + max(this, the delivery type's `delay_days`). */
export const BOOKING_MIN_LEAD_DAYS = 2;
/** Latest preferred date: today (Paris) + this. */
export const BOOKING_MAX_LEAD_DAYS = 60;
/** Pending or confirmed bookings one customer may hold at once. */
export const BOOKING_MAX_ACTIVE_PER_USER = 3;
/**
 * Hours before an account may book again a vehicle whose booking it cancelled or let lapse (no
 * endless renewal of the 48-hour hold by cancel + re-book).
 */
export const BOOKING_REHOLD_COOLDOWN_HOURS = 24;
export const BOOKING_MESSAGE_MAX_LENGTH = 1000;

export const BOOKING_MESSAGES = {
  vehicle: 'Veuillez choisir un véhicule.',
  vehicleNotFound: 'Véhicule introuvable.',
  notFound: 'Réservation introuvable.',
  alreadyReserved: 'Ce véhicule vient d’être réservé par un autre client.',
  alreadyYours: 'Vous avez déjà une réservation en cours pour ce véhicule.',
  tooMany: `Vous avez déjà ${BOOKING_MAX_ACTIVE_PER_USER} réservations en cours : annulez-en une pour réserver ce véhicule.`,
  notPending: 'Cette réservation n’est plus en attente de confirmation : elle ne peut plus être modifiée.',
  deliveryType: 'Veuillez choisir un mode de livraison valide.',
  unknownDeliveryType: 'Ce mode de livraison n’existe pas.',
  department: 'Veuillez choisir un département valide.',
  departmentRequired: 'Veuillez choisir le département de livraison.',
  unknownDepartment: 'Ce département n’existe pas.',
  date: 'Veuillez saisir une date valide (AAAA-MM-JJ).',
  /** {date} is JJ/MM/AAAA. */
  dateTooEarly: 'La date souhaitée doit être au plus tôt le {date}.',
  dateTooLate: 'La date souhaitée doit être au plus tard le {date}.',
  sunday: 'Nos centres sont fermés le dimanche : veuillez choisir un autre jour.',
  /** {name} is the holiday, e.g. « Noël ». */
  holiday: 'Nos centres sont fermés les jours fériés ({name}) : veuillez choisir un autre jour.',
  slot: 'Veuillez choisir un créneau : matin ou après-midi.',
  slotNeedsDate: 'Veuillez choisir une date pour ce créneau.',
  message: `Le message ne peut pas dépasser ${BOOKING_MESSAGE_MAX_LENGTH} caractères.`,
  /** 403: a first booking needs a confirmed e-mail address. */
  emailNotVerified:
    'Pour réserver un véhicule, confirmez d’abord votre adresse e-mail avec le lien que nous vous avons envoyé. Vous pouvez le recevoir de nouveau depuis « Mon compte ».',
  /** 409: the same account cancelled (or let lapse) a booking of this vehicle a moment ago. {date} JJ/MM/AAAA à HH:MM. */
  rehold: `Votre réservation de ce véhicule a pris fin (annulée ou expirée) il y a moins de ${BOOKING_REHOLD_COOLDOWN_HOURS} h : vous pourrez le réserver de nouveau à partir du {date}.`,
  /** 429: too many bookings created from one connection. */
  tooManyFromIp: 'Trop de réservations ont été faites depuis votre connexion. Veuillez réessayer dans {minutes} minute(s).',
} as const;

/** "" and null → null; a positive integer (or its digits as a string) → the number. */
const nullableIdField = (message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((v, ctx) => {
    if (v === null || v === '') return null;
    const n = integerIn(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** A real calendar date "AAAA-MM-JJ". */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const preferredDateField = z
  .union([z.string(), z.null()], { error: BOOKING_MESSAGES.date })
  .transform((v, ctx) => {
    const value = v?.trim() ?? '';
    if (value === '') return null;
    if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.date });
    else if (isSunday(value)) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.sunday });
    else if (publicHolidayName(value)) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.holiday.replace('{name}', publicHolidayName(value)!) });
    return value;
  });

const preferredSlotField = z.preprocess((v) => (v === '' ? null : v), z.enum(BOOKING_SLOTS, { error: BOOKING_MESSAGES.slot }).nullable());

const bookingMessageField = z
  .string({ error: BOOKING_MESSAGES.message })
  .trim()
  .max(BOOKING_MESSAGE_MAX_LENGTH, BOOKING_MESSAGES.message)
  .nullable()
  .transform((v) => (v ? v : null));

/** Every detail is optional: absent = unchanged (update) or default (creation); null clears it. */
const bookingDetailsShape = {
  /** null: the handover is arranged with the advisor. */
  delivery_type_id: nullableIdField(BOOKING_MESSAGES.deliveryType).optional(),
  /** Required with a delivery type (the delivery price depends on it). */
  department_id: nullableIdField(BOOKING_MESSAGES.department).optional(),
  preferred_date: preferredDateField.optional(),
  preferred_slot: preferredSlotField.optional(),
  /** Absent or null on creation: the profile's phone. */
  phone: phoneField.nullable().optional(),
  message: bookingMessageField.optional(),
};

/** Format checks the browser can run too; the API adds the database and date-window checks. */
export const bookingRequestSchema = z.object({
  vehicle_id: nullableIdField(BOOKING_MESSAGES.vehicle).pipe(z.number({ error: BOOKING_MESSAGES.vehicle })),
  ...bookingDetailsShape,
});
export const bookingUpdateSchema = z.object(bookingDetailsShape);
export type BookingRequestData = z.output<typeof bookingRequestSchema>;
export type BookingUpdateData = z.output<typeof bookingUpdateSchema>;

/** POST /api/user/bookings/store */
export interface BookingRequest {
  vehicle_id: Id;
  delivery_type_id?: Id | null;
  department_id?: Id | null;
  preferred_date?: IsoDate | null;
  preferred_slot?: BookingSlot | null;
  phone?: string | null;
  message?: string | null;
}
/** PUT /api/user/bookings/{id}: the details of a pending booking; only the fields sent change. */
export type BookingUpdateRequest = Omit<BookingRequest, 'vehicle_id'>;

export interface Booking {
  id: Id;
  status: BookingStatus;
  vehicle: VehicleCard;
  /**
   * null: to be arranged with the advisor. `delivery_price`: null = on quote, 0 = free, else euros
   * TTC; `delivery_price_etax` the same HT (what company accounts read first).
   */
  delivery_type: { id: Id; name: string; at_home: boolean; delivery_price: number | null; delivery_price_etax: number | null } | null;
  department: { id: Id; name: string } | null;
  preferred_date: IsoDate | null;
  preferred_slot: BookingSlot | null;
  phone: string;
  message: string | null;
  /** Vehicle price (TTC), price before VAT and discount when the booking was made. */
  price: number;
  price_etax: number;
  discount: number;
  /** End of the hold while pending; when it lapsed once expired; null otherwise. */
  expires_at: IsoDateTime | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/*
 * Partner requests: a signed-in user asks to become a business partner of the dealership
 * (« partenariat »: referral, dealer network, works council…) or to equip a company fleet
 * (« flotte »). The sales team answers by phone.
 *
 * POST /api/user/partner-requests  PartnerRequestInput → 201 Resource<PartnerRequest> (status
 *      `nouvelle`); 422 per field.
 */
export const PARTNER_REQUEST_KINDS = ['partenariat', 'flotte'] as const;
export type PartnerRequestKind = (typeof PARTNER_REQUEST_KINDS)[number];
export const PARTNER_REQUEST_KIND_LABELS: Record<PartnerRequestKind, string> = {
  partenariat: 'Devenir partenaire',
  flotte: 'Équiper la flotte de mon entreprise',
};
export const PARTNER_REQUEST_MESSAGE_MIN_LENGTH = 20;
export const PARTNER_REQUEST_MESSAGE_MAX_LENGTH = 2000;
export const PARTNER_REQUEST_FLEET_MAX = 10_000;

export const PARTNER_REQUEST_MESSAGES = {
  kind: 'Veuillez choisir le type de demande : partenariat ou flotte d’entreprise.',
  companyName: 'Veuillez indiquer la raison sociale de la société (2 à 190 caractères).',
  siret: 'Le numéro SIRET doit comporter 14 chiffres et être valide.',
  fleetSize: `Veuillez indiquer un nombre de véhicules entier entre 1 et ${PARTNER_REQUEST_FLEET_MAX}.`,
  message: `Veuillez décrire votre demande (${PARTNER_REQUEST_MESSAGE_MIN_LENGTH} à ${PARTNER_REQUEST_MESSAGE_MAX_LENGTH} caractères).`,
  created: 'Votre demande a bien été envoyée : notre équipe commerciale vous recontacte sous 48 h ouvrées.',
} as const;

/** Format checks the browser can run too (the API runs the same). */
export const partnerRequestSchema = z.object({
  kind: z.enum(PARTNER_REQUEST_KINDS, { error: PARTNER_REQUEST_MESSAGES.kind }),
  company_name: z
    .string({ error: PARTNER_REQUEST_MESSAGES.companyName })
    .trim()
    .min(2, PARTNER_REQUEST_MESSAGES.companyName)
    .max(190, PARTNER_REQUEST_MESSAGES.companyName),
  /** Optional; spaces allowed, stored as 14 digits. */
  company_siret: z
    .string({ error: PARTNER_REQUEST_MESSAGES.siret })
    .nullish()
    .transform((v, ctx) => {
      if (!v || v.trim() === '') return null;
      if (!isValidSiret(v)) {
        ctx.addIssue({ code: 'custom', message: PARTNER_REQUEST_MESSAGES.siret });
        return z.NEVER;
      }
      return normalizeSiret(v);
    }),
  /** Vehicles wanted or in the fleet; optional. */
  fleet_size: z
    .union([z.number(), z.string(), z.null()], { error: PARTNER_REQUEST_MESSAGES.fleetSize })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > PARTNER_REQUEST_FLEET_MAX) {
        ctx.addIssue({ code: 'custom', message: PARTNER_REQUEST_MESSAGES.fleetSize });
        return z.NEVER;
      }
      return n;
    }),
  phone: phoneField,
  message: z
    .string({ error: PARTNER_REQUEST_MESSAGES.message })
    .trim()
    .min(PARTNER_REQUEST_MESSAGE_MIN_LENGTH, PARTNER_REQUEST_MESSAGES.message)
    .max(PARTNER_REQUEST_MESSAGE_MAX_LENGTH, PARTNER_REQUEST_MESSAGES.message),
});
export type PartnerRequestData = z.output<typeof partnerRequestSchema>;

/** POST /api/user/partner-requests */
export interface PartnerRequestInput {
  kind: PartnerRequestKind;
  company_name: string;
  company_siret?: string | null;
  fleet_size?: number | null;
  phone: string;
  message: string;
}
export interface PartnerRequest {
  id: Id;
  kind: PartnerRequestKind;
  company_name: string;
  /** 14 digits, or null. */
  company_siret: string | null;
  fleet_size: number | null;
  /** National form « 06 12 34 56 78 ». */
  phone: string;
  message: string;
  status: RequestStatus;
  created_at: IsoDateTime;
}
