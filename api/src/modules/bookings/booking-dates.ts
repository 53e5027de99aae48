/**
 * Calendar of the preferred handover date: days are counted in Paris, dates are "YYYY-MM-DD".
 */
import { bookingDateWindow } from '@ga/contracts';

/** "2025-03-07" → "07/03/2025". */
export const frenchDate = (isoDate: string): string => isoDate.split('-').reverse().join('/');

/** Earliest and latest preferred date for a delivery type's delay (null: no type chosen): the form's own window. */
export function preferredDateWindow(
  delayDays: number | null,
  now: Date = new Date(),
): { earliest: string; latest: string } {
  const { min, max } = bookingDateWindow(delayDays, now);
  return { earliest: min, latest: max };
}
