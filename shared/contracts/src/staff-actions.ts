/**
 * Staff actions on bookings and company checks (docs/staff.md « Bookings and company checks »).
 *
 * POST /api/staff/bookings/{id}/confirm              a pending booking becomes confirmed
 * POST /api/staff/bookings/{id}/extend {hours}       its hold lasts 24, 48 or 72 hours longer,
 *                                                     within BOOKING_MAX_HOLD_DAYS of the request
 * POST /api/staff/bookings/{id}/cancel {reason}      cancelled; the vehicle is back in stock at once
 * POST /api/staff/companies/{id}/verify               the company's SIRET and sector are checked
 * POST /api/staff/companies/{id}/refuse {reason}      refused, with the reason sent to its owner
 * Each visitor gets a French e-mail; each action is audited on the request's inbox record.
 */
import { z } from './z';

export const BOOKING_EXTENSION_HOURS = [24, 48, 72] as const;
/** A hold never lasts longer than this after the booking was made. */
export const BOOKING_MAX_HOLD_DAYS = 7;

export const STAFF_ACTION_MESSAGES = {
  bookingNotFound: 'Réservation introuvable.',
  bookingNotPending: 'Seule une réservation en attente de confirmation peut être confirmée ou prolongée.',
  bookingClosed: 'Cette réservation est déjà annulée ou expirée.',
  extendHours: 'Prolongez l’option de 24, 48 ou 72 heures.',
  extendTooFar: `Une option ne dure pas plus de ${BOOKING_MAX_HOLD_DAYS} jours après la réservation : confirmez-la ou laissez-la expirer.`,
  reason: 'Indiquez le motif : le visiteur le lit dans l’e-mail (500 caractères au plus).',
  companyNotFound: 'Compte professionnel introuvable.',
  confirmed: 'Réservation confirmée : le visiteur est prévenu par e-mail.',
  extended: 'Option prolongée : le visiteur est prévenu par e-mail.',
  cancelled: 'Réservation annulée : le véhicule est de nouveau disponible et le visiteur est prévenu.',
  verified: 'Entreprise vérifiée : son secteur d’activité compte désormais pour les codes partenaires.',
  refused: 'Vérification refusée : le titulaire du compte reçoit le motif par e-mail.',
} as const;

export const staffReasonSchema = z.object({
  reason: z
    .string({ error: STAFF_ACTION_MESSAGES.reason })
    .trim()
    .min(3, STAFF_ACTION_MESSAGES.reason)
    .max(500, STAFF_ACTION_MESSAGES.reason),
});
export const bookingExtendSchema = z.object({
  hours: z.literal(BOOKING_EXTENSION_HOURS, { error: STAFF_ACTION_MESSAGES.extendHours }),
});
