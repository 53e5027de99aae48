import { daysBetween, formatDate, formatMonthYear, formatRelativeDays, formatShortDate } from './date';

// Intl may use a typographic apostrophe (aujourd’hui): compare on a plain one.
const plain = (s: string): string => s.replace(/[\u2019]/g, "'").replace(/[\u00A0\u202F]/g, ' ');

describe('formatDate', () => {
  it('formats a calendar day in long French form', () => {
    expect(formatDate('2026-11-21')).toBe('21 novembre 2026');
    expect(formatDate('2026-01-01')).toBe('1 janvier 2026');
    expect(formatDate('2026-08-15')).toBe('15 août 2026');
  });

  it('shows instants in Paris time', () => {
    // 23:30 UTC on 21 November is already 22 November in Paris (UTC+1).
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22 novembre 2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 21, 12)))).toBe('21 novembre 2026');
  });

  it('returns "" for an invalid date', () => {
    expect(formatDate('pas une date')).toBe('');
    expect(formatDate('2026-13-45')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('writes a first registration in French, whatever the zone', () => {
    expect(formatMonthYear(6, 2020)).toBe('juin 2020');
    expect(formatMonthYear(1, 2019)).toBe('janvier 2019');
    expect(formatMonthYear(12, 2021)).toBe('décembre 2021');
    expect(formatMonthYear(13, 2021)).toBe('2021');
  });
});

describe('formatShortDate', () => {
  it('formats as dd/mm/yyyy', () => {
    expect(formatShortDate('2026-11-21')).toBe('21/11/2026');
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
    expect(formatShortDate('nope')).toBe('');
  });
});

describe('formatRelativeDays', () => {
  const now = new Date('2026-11-21T10:00:00+01:00');

  it('names today, yesterday and tomorrow', () => {
    expect(plain(formatRelativeDays('2026-11-21', now))).toBe("aujourd'hui");
    expect(formatRelativeDays('2026-11-20', now)).toBe('hier');
    expect(formatRelativeDays('2026-11-22', now)).toBe('demain');
  });

  it('counts days in the past and in the future', () => {
    expect(plain(formatRelativeDays('2026-11-16', now))).toBe('il y a 5 jours');
    expect(plain(formatRelativeDays('2026-11-24', now))).toBe('dans 3 jours');
  });

  it('counts calendar days, not 24-hour periods', () => {
    const lateEvening = new Date('2026-11-21T23:50:00+01:00');
    expect(daysBetween('2026-11-22T00:10:00+01:00', lateEvening)).toBe(1);
  });

  it('returns "" for an invalid date', () => {
    expect(formatRelativeDays('n/a', now)).toBe('');
  });
});
