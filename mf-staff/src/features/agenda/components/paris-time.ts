/** Dates and hours of the agenda, in Paris time whatever the computer's zone. */
const TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** « 09 h 30 ». */
export const parisTime = (iso: string) => TIME.format(new Date(iso)).replace(':', ' h ');
/** The Paris date, AAAA-MM-JJ, of an instant. */
export const parisDate = (iso: string) => DATE.format(new Date(iso));
/** « jeudi 3 décembre » of a Paris date. */
export const parisDayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));
