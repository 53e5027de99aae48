import { lazy } from '../utils/lazy';

/** Time zone of the dealership: dates with a time are shown as seen in Écommoy. */
export const TIME_ZONE = 'Europe/Paris';

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date-only string (`2026-11-21`) is a calendar day: read it as UTC midnight and format it in
 * UTC so it never shifts by a day. Anything else is an instant, shown in Paris time.
 */
function toInstant(input: DateInput): { date: Date; timeZone: string } | null {
  if (typeof input === 'string') {
    const m = DATE_ONLY.exec(input.trim());
    if (m) {
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      // Date.UTC rolls 2026-13-45 over into 2027: reject days that do not exist.
      const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
      return exists ? { date, timeZone: 'UTC' } : null;
    }
  }
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: TIME_ZONE };
}

/**
 * One formatter per kind and time zone, built on first use and kept: building an
 * `Intl.DateTimeFormat` with a time zone costs about a millisecond (several on a phone), a price
 * list of dated lines paid it per line, in the server's render and in the browser's hydration.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions & { timeZone: string }): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** `21 novembre 2026`. Invalid input gives an empty string. */
export function formatDate(input: DateInput): string {
  const parsed = toInstant(input);
  if (!parsed) return '';
  return formatter('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: parsed.timeZone }).format(
    parsed.date,
  );
}

/** `21/11/2026`. Invalid input gives an empty string. */
export function formatShortDate(input: DateInput): string {
  const parsed = toInstant(input);
  if (!parsed) return '';
  return formatter('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: parsed.timeZone }).format(
    parsed.date,
  );
}

/** A month of a year (a first registration): `juin 2020`. Out of range gives the year alone. */
export function formatMonthYear(month: number, year: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return String(year);
  return formatter('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Calendar day number (days since epoch) of an instant in its time zone. */
function dayNumber(date: Date, timeZone: string): number {
  const parts = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(date);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000;
}

const relative = lazy(() => new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' }));

/** Whole calendar days from `now` to `input` (negative in the past). */
export function daysBetween(input: DateInput, now: DateInput = new Date()): number | null {
  const target = toInstant(input);
  const origin = toInstant(now);
  if (!target || !origin) return null;
  return dayNumber(target.date, target.timeZone) - dayNumber(origin.date, origin.timeZone);
}

/**
 * Relative calendar days in French: `aujourd’hui`, `hier`, `demain`, `avant-hier`,
 * `il y a 5 jours`, `dans 3 jours`. Invalid input gives an empty string.
 */
export function formatRelativeDays(input: DateInput, now: DateInput = new Date()): string {
  const days = daysBetween(input, now);
  if (days === null) return '';
  return relative().format(days, 'day');
}
