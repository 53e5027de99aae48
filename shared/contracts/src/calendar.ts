// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types and every app compiles this file from source
/// <reference path="./types/jours-feries.d.ts" />
/**
 * The dealership's calendar: centres and advisors work Monday to Saturday, except on French public
 * holidays (metropolitan calendar, from @socialgouv/jours-feries). Bookings and call-backs refuse
 * closed days; the tests pick their dates with nextOpenDay().
 */
import joursFeries from '@socialgouv/jours-feries';

const pad = (n: number) => String(n).padStart(2, '0');
const byYear = new Map<number, Map<string, string>>();

function holidays(year: number): Map<string, string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map(
      // French typographic apostrophe in the names shown to visitors (« Jour de l’an »).
      Object.entries(joursFeries(year)).map(([name, d]) => [
        `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
        name.replace(/'/g, '’'),
      ]),
    );
    byYear.set(year, days);
  }
  return days;
}

/** « Noël », « Lundi de Pâques »… when `isoDate` (AAAA-MM-JJ) is a French public holiday, else null. */
export function publicHolidayName(isoDate: string): string | null {
  const year = Number(isoDate.slice(0, 4));
  if (!Number.isInteger(year)) return null;
  return holidays(year).get(isoDate) ?? null;
}

export const isSunday = (isoDate: string): boolean => new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 0;

/** Sunday or public holiday: no handover, no call-back. */
export const isClosedDay = (isoDate: string): boolean => isSunday(isoDate) || publicHolidayName(isoDate) !== null;

/** `isoDate` plus `days` calendar days. */
export function addIsoDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first open day from `isoDate` on (itself when open). */
export function nextOpenDay(isoDate: string): string {
  let day = isoDate;
  while (isClosedDay(day)) day = addIsoDays(day, 1);
  return day;
}

/** A real calendar date "AAAA-MM-JJ". */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
