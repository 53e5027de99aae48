/** The French the e-mails write dates and amounts in, once for every module that sends one. */

const dayTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** « mercredi 9 décembre à 18 h 22 », Paris time. */
export const parisDayTime = (d: Date): string => dayTime.format(d).replace(':', ' h ');

const whole = new Intl.NumberFormat('fr-FR');

/** « 15 690 € »: whole euros. */
export const wholeEuros = (n: number): string => `${whole.format(n)} €`;
