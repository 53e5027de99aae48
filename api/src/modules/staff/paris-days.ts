/** Days of the staff filters, in Paris time: « le 3 mars » is 00:00 to 24:00 in Écommoy, not UTC. */
import { TZDate } from '@date-fns/tz';

const TIME_ZONE = 'Europe/Paris';

/** The first instant of a day `AAAA-MM-JJ` (Paris); `offsetDays` 1 gives the instant it ends. */
export function parisDayStart(day: string, offsetDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + offsetDays, TIME_ZONE).getTime());
}

/** [start, end) of a day, Paris time. */
export const parisDayRange = (day: string): [Date, Date] => [parisDayStart(day), parisDayStart(day, 1)];
