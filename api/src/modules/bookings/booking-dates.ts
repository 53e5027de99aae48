/**
 * Calendar of the preferred handover date: days are counted in Paris, dates are "YYYY-MM-DD".
 */
import { BOOKING_MAX_LEAD_DAYS, BOOKING_MIN_LEAD_DAYS } from '@ga/contracts';

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

export const parisToday = (now: Date = new Date()): string => parisDay.format(now);

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "2025-03-07" → "07/03/2025". */
export const frenchDate = (isoDate: string): string => isoDate.split('-').reverse().join('/');

/** Earliest and latest preferred date for a delivery type's delay (null: no type chosen). */
export function preferredDateWindow(delayDays: number | null, now: Date = new Date()): { earliest: string; latest: string } {
  const today = parisToday(now);
  return { earliest: addDays(today, Math.max(BOOKING_MIN_LEAD_DAYS, delayDays ?? 0)), latest: addDays(today, BOOKING_MAX_LEAD_DAYS) };
}
