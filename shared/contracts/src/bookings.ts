import { z } from './z';
import type { Id, IsoDate, IsoDateTime } from './common';
import type { VehicleCard } from './catalogue';
import { isIsoDate, isSunday, publicHolidayName } from './calendar';
import { phoneField } from './fields';
import type { BookingStatus } from './statuses';
import { integerField, integerIn, wholeNumberMembers } from './integer';
import {
  fundingChoiceField,
  promoChoiceShape,
  type ChosenFunding,
  type ChosenPromo,
  type FundingChoice,
} from './purchase-choices';

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
  tooManyFromIp: 'Trop de réservations ont été faites depuis votre connexion. Veuillez réessayer dans {delay}.',
} as const;

/** "" and null → null; a positive integer (or its digits as a string) → the number. */
const nullableIdField = (message: string) =>
  z.union([...wholeNumberMembers(message), z.literal(''), z.null()], { error: message }).transform((v, ctx) => {
    if (v === null || v === '') return null;
    const n = integerIn(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const preferredDateField = z
  .union([z.string(), z.null()], { error: BOOKING_MESSAGES.date })
  .transform((v, ctx) => {
    const value = v?.trim() ?? '';
    if (value === '') return null;
    if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.date });
    else if (isSunday(value)) ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.sunday });
    else if (publicHolidayName(value))
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.holiday.replace('{name}', publicHolidayName(value)!) });
    return value;
  })
  // A calendar date, as the document says it (the window, Sundays and holidays are the API's rules).
  .meta({ format: 'date', pattern: z.regexes.date.source });

const preferredSlotField = z.preprocess(
  (v) => (v === '' ? null : v),
  z.enum(BOOKING_SLOTS, { error: BOOKING_MESSAGES.slot }).nullable(),
);

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
  // Required: null and "" are refused with the same message (integerField), as the document says.
  vehicle_id: integerField(BOOKING_MESSAGES.vehicle),
  ...bookingDetailsShape,
  // What the buyer chose on the vehicle page, set when the booking is made (docs/product-decisions.md).
  ...promoChoiceShape,
  funding: fundingChoiceField,
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
  /** The code applied on the vehicle page (PromotionalCodeResult): at most one id, with its proof. */
  coupon_id?: Id | null;
  partner_code_id?: Id | null;
  promo_proof?: string | null;
  /** The financing simulation chosen on the vehicle page. */
  funding?: FundingChoice | null;
}
/** PUT /api/user/bookings/{id}: the details of a pending booking; only the fields sent change. */
export type BookingUpdateRequest = Omit<
  BookingRequest,
  'vehicle_id' | 'coupon_id' | 'partner_code_id' | 'promo_proof' | 'funding'
>;

export interface Booking {
  id: Id;
  status: BookingStatus;
  vehicle: VehicleCard;
  /**
   * null: to be arranged with the advisor. `delivery_price`: null = on quote, 0 = free, else euros
   * TTC; `delivery_price_etax` the same HT (what company accounts read first).
   */
  delivery_type: {
    id: Id;
    name: string;
    at_home: boolean;
    delivery_price: number | null;
    delivery_price_etax: number | null;
  } | null;
  department: { id: Id; name: string } | null;
  preferred_date: IsoDate | null;
  preferred_slot: BookingSlot | null;
  phone: string;
  message: string | null;
  /** Vehicle price (TTC), price before VAT and discount when the booking was made. */
  price: number;
  price_etax: number;
  discount: number;
  /**
   * The code the buyer brought, checked when the booking was made, and its discount that day (the
   * advisor applies it to the sale; a hold counts no use of the code). null without one.
   */
  promo: ChosenPromo | null;
  /** The financing simulation chosen on the vehicle page, as computed that day; null without one. */
  funding: ChosenFunding | null;
  /** End of the hold while pending; when it lapsed once expired; null otherwise. */
  expires_at: IsoDateTime | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}
