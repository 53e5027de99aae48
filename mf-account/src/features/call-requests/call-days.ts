import { parisToday, type CallRequest } from '@ga/contracts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A calendar day (AAAA-MM-JJ) as « lundi 23 novembre »; anything else is returned as is. */
export function formatCallDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(date.getTime()) ? dayFormat.format(date) : isoDate;
}

/**
 * Upcoming requests (today or later, soonest first) and past ones (most recent first). A request
 * whose day has come stays « à venir » until the day is over.
 */
export function splitCalls(
  calls: readonly CallRequest[],
  today: string = parisToday(),
): { upcoming: CallRequest[]; past: CallRequest[] } {
  const upcoming = calls
    .filter((call) => call.preferred_date >= today)
    .sort((a, b) => a.preferred_date.localeCompare(b.preferred_date) || a.id - b.id);
  const past = calls
    .filter((call) => call.preferred_date < today)
    .sort((a, b) => b.preferred_date.localeCompare(a.preferred_date) || b.id - a.id);
  return { upcoming, past };
}
