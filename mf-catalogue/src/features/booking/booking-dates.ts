import { BOOKING_MAX_LEAD_DAYS, BOOKING_MIN_LEAD_DAYS } from '@ga/contracts';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The window of dates a visitor may ask for (the API checks it again, with the delivery delay). */
export function bookingDateWindow(today = new Date(), delayDays = 0) {
  const min = new Date(today);
  min.setUTCDate(min.getUTCDate() + Math.max(BOOKING_MIN_LEAD_DAYS, delayDays));
  const max = new Date(today);
  max.setUTCDate(max.getUTCDate() + BOOKING_MAX_LEAD_DAYS);
  return { min: iso(min), max: iso(max) };
}
