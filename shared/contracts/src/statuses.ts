/**
 * Statuses the spec leaves open, decided once here (docs/architecture.md "Data").
 */

/** Estimate, funding, trade-in and call-back requests. */
export const REQUEST_STATUSES = ['nouvelle', 'en_cours', 'traitee', 'annulee'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  nouvelle: 'Nouvelle',
  en_cours: 'En cours de traitement',
  traitee: 'Traitée',
  annulee: 'Annulée',
};

/** Vehicle bookings. A pending booking expires after BOOKING_PENDING_TTL_HOURS. */
export const BOOKING_STATUSES = ['en_attente', 'confirmee', 'annulee', 'expiree'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  en_attente: 'En attente de confirmation',
  confirmee: 'Confirmée',
  annulee: 'Annulée',
  expiree: 'Expirée',
};
export const BOOKING_PENDING_TTL_HOURS = 48;
/** A vehicle with a booking in one of these statuses is shown "Réservé". */
export const BOOKING_ACTIVE_STATUSES: readonly BookingStatus[] = ['en_attente', 'confirmee'];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}
