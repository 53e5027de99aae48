/**
 * The appointment e-mails: « confirm within 30 minutes » (to an address nobody confirmed: fixed
 * text only, no name and no message of the visitor's) and the confirmation with its .ics
 * file (to a confirmed address: the account's, or one whose hold link was opened); both carry the
 * cancel link.
 */
import { APPOINTMENT_CANCEL_PATH, APPOINTMENT_CONFIRM_PATH, APPOINTMENT_HOLD_MINUTES, DEALERSHIP } from '@ga/contracts';
import type { Config } from '../../config';
import { renderEmail, type MailMessage } from '../mailer';
import { calendarFile } from './calendar-file';

type Site = Pick<Config, 'brandName' | 'siteUrl'>;
const link = (config: Site, path: string, token: string) => `${config.siteUrl}${path}?token=${encodeURIComponent(token)}`;

export interface AppointmentMail {
  reference: string;
  fullname: string;
  email: string;
  what: string;
  when: string;
  place: { name: string; address: string };
  starts_at: Date;
  ends_at: Date;
}

export function holdEmail(config: Site, a: AppointmentMail, confirmToken: string, cancelToken: string): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: 'Bonjour,',
    paragraphs: [
      `Un rendez-vous a été demandé sur notre site avec cette adresse e-mail : le créneau du ${a.when} (${a.what}), à ${a.place.address}.`,
      `Pour le confirmer, ouvrez le lien ci-dessous dans les ${APPOINTMENT_HOLD_MINUTES} minutes : passé ce délai, le créneau est de nouveau proposé aux autres visiteurs.`,
    ],
    action: { label: 'Confirmer mon rendez-vous', url: link(config, APPOINTMENT_CONFIRM_PATH, confirmToken) },
    after: [`Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail, ou annulez : ${link(config, APPOINTMENT_CANCEL_PATH, cancelToken)}`, `Référence : ${a.reference}.`],
  });
  return { to: a.email, subject: `Confirmez votre rendez-vous du ${a.when} – ${config.brandName}`, ...body };
}

export function confirmedEmail(config: Site, a: AppointmentMail, cancelToken: string): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${a.fullname},`,
    paragraphs: [
      `Votre rendez-vous est confirmé : ${a.what}, le ${a.when}, à ${a.place.name}, ${a.place.address}.`,
      'Le fichier joint l’ajoute à votre agenda. Pensez à votre permis de conduire pour un essai, à votre pièce d’identité pour un retrait.',
    ],
    action: { label: 'Annuler ce rendez-vous', url: link(config, APPOINTMENT_CANCEL_PATH, cancelToken) },
    after: [`Un empêchement ? Annulez avec le bouton ci-dessus ou appelez-nous au ${DEALERSHIP.phone}. Référence : ${a.reference}.`],
  });
  const ics = calendarFile({
    uid: `${a.reference}@glinche-automobiles.fr`,
    title: `${a.what} – ${config.brandName}`,
    description: `Référence ${a.reference}. Annulation : ${link(config, APPOINTMENT_CANCEL_PATH, cancelToken)}`,
    location: `${a.place.name}, ${a.place.address}`,
    start: a.starts_at,
    end: a.ends_at,
  });
  return {
    to: a.email,
    subject: `Rendez-vous confirmé le ${a.when} – ${config.brandName}`,
    ...body,
    attachments: [{ filename: 'rendez-vous.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  };
}
