/**
 * The signed-in user's requests: estimates, fundings, call-backs, bookings, partner requests.
 * Every list is `List<T>`; another user's id answers 404; DELETE answers 204.
 */
import { z } from 'zod';
import type { Id, IsoDate, IsoDateTime } from './common';
import type { FundingKind, FundingOptions, VehicleCard } from './catalogue';
import { phoneField } from './fields';
import type { BookingStatus, RequestStatus } from './statuses';

/** POST /api/promotional-codes {vehicle_id, code} → Resource<PromotionalCodeResult> */
export interface PromotionalCodeRequest {
  vehicle_id: Id;
  code: string;
}
export interface PromotionalCodeResult {
  coupon_id: Id | null;
  partner_code_id: Id | null;
  discount: number;
  label: string;
}

/** POST /api/user/estimates/store → 201 Resource<Estimate> */
export interface EstimateRequest {
  vehicle_id: Id;
  delivery_type_id: Id;
  department_id: Id;
  coupon_id: Id | null;
  partner_code_id: Id | null;
  trade_in: boolean;
  funding: boolean;
  message: string | null;
}
export interface Estimate {
  id: Id;
  vehicle: VehicleCard;
  status: RequestStatus;
  delivery_type: { id: Id; name: string; delivery_price: number | null; at_home: boolean };
  department: { id: Id; name: string };
  price: number;
  price_etax: number;
  discount: number;
  delivery_price: number | null;
  total: number | null;
  message: string | null;
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

/** POST /api/user/calls/store → 201 Resource<CallRequest> */
export interface CallRequestInput {
  phone: string;
  /** Preferred slot, e.g. "matin", "midi", "apres-midi", "soir". */
  slot: 'matin' | 'midi' | 'apres-midi' | 'soir';
  vehicle_id: Id | null;
  subject: string | null;
}
export interface CallRequest extends CallRequestInput {
  id: Id;
  status: RequestStatus;
  created_at: IsoDateTime;
}

/*
 * Bookings. A booking holds a vehicle, without deposit, for BOOKING_PENDING_TTL_HOURS while an
 * advisor confirms it (en_attente → confirmee); past its `expires_at` a pending booking is
 * `expiree`, and the customer can cancel it (`annulee`). A vehicle has at most one pending or
 * confirmed booking: the loser of a race gets 409 BOOKING_MESSAGES.alreadyReserved.
 *
 * POST   /api/user/bookings/store  BookingRequest       → 201 Resource<Booking>; 404 unknown vehicle; 409 already reserved; 422
 * GET    /api/user/bookings                             → List<Booking>, newest first, cancelled ones left out (SPEC §4)
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
  slot: 'Veuillez choisir un créneau : matin ou après-midi.',
  slotNeedsDate: 'Veuillez choisir une date pour ce créneau.',
  message: `Le message ne peut pas dépasser ${BOOKING_MESSAGE_MAX_LENGTH} caractères.`,
} as const;

/** "" and null → null; a positive integer (or its digits as a string) → the number. */
const nullableIdField = (message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((v, ctx) => {
    if (v === null || v === '') return null;
    const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
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
export const isSunday = (isoDate: string): boolean => new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 0;

const preferredDateField = z
  .union([z.string(), z.null()], { error: BOOKING_MESSAGES.date })
  .transform((v, ctx) => {
    const value = v?.trim() ?? '';
    if (value === '') return null;
    if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.date });
    else if (isSunday(value)) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.sunday });
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
  /** null: to be arranged with the advisor. `delivery_price`: null = on quote, 0 = free, else euros TTC. */
  delivery_type: { id: Id; name: string; at_home: boolean; delivery_price: number | null } | null;
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

/** POST /api/user/partner-requests → 201 Resource<PartnerRequest> */
export interface PartnerRequestInput {
  partner_id: Id;
  message: string | null;
}
export interface PartnerRequest extends PartnerRequestInput {
  id: Id;
  status: RequestStatus;
  created_at: IsoDateTime;
}
