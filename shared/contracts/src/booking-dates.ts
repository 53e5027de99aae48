/**
 * The window of preferred handover dates of a booking, days counted in Paris (the dealership's
 * clock), whatever the time zone of the visitor's phone or of the server: the booking form and the
 * API compute it with this one function, so they agree late in the evening too.
 */
import { BOOKING_MAX_LEAD_DAYS, BOOKING_MIN_LEAD_DAYS } from './bookings';
import { addIsoDays } from './calendar';
import { parisNow } from './call-dates';

/** Today in Paris, "YYYY-MM-DD". */
export const parisToday = (now: Date = new Date()): string => parisNow(now).date;

/** Earliest and latest preferred date, for a delivery lead time of `delayDays` (null: none chosen). */
export function bookingDateWindow(delayDays: number | null = 0, now: Date = new Date()): { min: string; max: string } {
  const today = parisToday(now);
  return {
    min: addIsoDays(today, Math.max(BOOKING_MIN_LEAD_DAYS, delayDays ?? 0)),
    max: addIsoDays(today, BOOKING_MAX_LEAD_DAYS),
  };
}
