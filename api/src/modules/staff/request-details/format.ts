/** How staff read the visitor's values: French dates, euros, kilometres, yes / no. */
import { formatFrenchNumber, NUMBER_UNIT_SPACE } from '@ga/contracts';
import type { RequestFact } from '@ga/contracts';

const day = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dayTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** « samedi 12 décembre 2026 » from a calendar date « 2026-12-12 ». */
export const calendarDay = (iso: string): string => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
/** « samedi 12 décembre 2026 à 14 h 30 », Paris time. */
export const parisMoment = (d: Date): string => dayTime.format(d).replace(':', ' h ');
/** « 15 690 € », « 149,90 € ». */
export const euros = (n: number): string => `${formatFrenchNumber(n)}${NUMBER_UNIT_SPACE}€`;
export const eurosFromCents = (cents: number): string => euros(cents / 100);
export const kilometres = (n: number): string => `${formatFrenchNumber(n)}${NUMBER_UNIT_SPACE}km`;
/** « 4,99 % ». */
export const percent = (n: number): string => `${formatFrenchNumber(n, 2)}${NUMBER_UNIT_SPACE}%`;
export const yesNo = (b: boolean): string => (b ? 'Oui' : 'Non');

/** A fact, or nothing when the visitor left the field empty. */
export function fact(label: string, value: string | number | null | undefined, href: string | null = null) {
  if (value === null || value === undefined || value === '') return [];
  return [{ label, value: String(value), href } satisfies RequestFact];
}
export const phoneFact = (phone: string | null) =>
  fact('Téléphone', phone, phone ? `tel:${phone.replace(/[\s.]/g, '')}` : null);
export const emailFact = (email: string | null) => fact('E-mail', email, email ? `mailto:${email}` : null);
