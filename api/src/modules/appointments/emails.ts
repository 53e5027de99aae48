/**
 * The appointment e-mails: « confirm within 30 minutes » (to an address nobody confirmed: fixed
 * text only, no name and no message of the visitor's) and the confirmation with its .ics
 * file (to a confirmed address: the account's, or one whose hold link was opened); both carry the
 * cancel link.
 */
import { APPOINTMENT_CANCEL_PATH, APPOINTMENT_CONFIRM_PATH, APPOINTMENT_HOLD_MINUTES, DEALERSHIP } from '@ga/contracts';
import type { Config } from '../../config';
import { renderEmail, type MailMessage } from '../mailer';
import { calendarContentType, calendarFile } from './calendar-file';

type Site = Pick<Config, 'brandName' | 'siteUrl'>;
const link = (config: Site, path: string, token: string) =>
  `${config.siteUrl}${path}?token=${encodeURIComponent(token)}`;

export interface AppointmentMail {
  reference: string;
  fullname: string;
  email: string;
  what: string;
  when: string;
  place: { name: string; address: string };
  starts_at: Date;
  ends_at: Date;
  /** The .ics SEQUENCE (0 at booking). */
  sequence?: number;
}

/** The appointment as an .ics attachment: same UID all its life, its SEQUENCE, cancelled or not. */
function icsAttachment(config: Site, a: AppointmentMail, cancelToken: string | null, cancelled = false) {
  const event = { sequence: a.sequence ?? 0, cancelled };
  const content = calendarFile({
    uid: `${a.reference}@glinche-automobiles.fr`,
    title: `${a.what} – ${config.brandName}`,
    description: cancelToken
      ? `Référence ${a.reference}. Annulation : ${link(config, APPOINTMENT_CANCEL_PATH, cancelToken)}`
      : `Référence ${a.reference}. Rendez-vous annulé.`,
    location: `${a.place.name}, ${a.place.address}`,
    start: a.starts_at,
    end: a.ends_at,
    ...event,
  });
  return { filename: 'rendez-vous.ics', contentType: calendarContentType(event), content };
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
    after: [
      `Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail, ou annulez : ${link(config, APPOINTMENT_CANCEL_PATH, cancelToken)}`,
      `Référence : ${a.reference}.`,
    ],
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
    after: [
      `Un empêchement ? Annulez avec le bouton ci-dessus ou appelez-nous au ${DEALERSHIP.phone}. Référence : ${a.reference}.`,
    ],
  });
  return {
    to: a.email,
    subject: `Rendez-vous confirmé le ${a.when} – ${config.brandName}`,
    ...body,
    attachments: [icsAttachment(config, a, cancelToken)],
  };
}

/**
 * Moved by the staff: the new time, and the .ics with the same UID and SEQUENCE + 1 that replaces
 * the visitor's copy. To an address nobody confirmed (a hold never confirmed cannot be moved):
 * not sent.
 */
export function movedEmail(config: Site, a: AppointmentMail, previousWhen: string, cancelToken: string): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${a.fullname},`,
    paragraphs: [
      `Votre rendez-vous (${a.what}) prévu le ${previousWhen} est déplacé par notre équipe au ${a.when}, à ${a.place.name}, ${a.place.address}.`,
      'Le fichier joint met à jour votre agenda. Ce nouvel horaire ne vous convient pas ? Annulez avec le bouton ci-dessous ou appelez-nous : nous en trouverons un autre.',
    ],
    action: { label: 'Annuler ce rendez-vous', url: link(config, APPOINTMENT_CANCEL_PATH, cancelToken) },
    after: [`Téléphone : ${DEALERSHIP.phone}. Référence : ${a.reference}.`],
  });
  return {
    to: a.email,
    subject: `Votre rendez-vous est déplacé au ${a.when} – ${config.brandName}`,
    ...body,
    attachments: [icsAttachment(config, a, cancelToken)],
  };
}

/** Cancelled by the staff, with their reason: the .ics (same UID, SEQUENCE + 1, METHOD:CANCEL) removes it from the visitor's agenda. */
export function staffCancelledEmail(config: Site, a: AppointmentMail, reason: string): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${a.fullname},`,
    paragraphs: [
      `Nous devons annuler votre rendez-vous (${a.what}) du ${a.when}, pour le motif suivant : « ${reason} »`,
      'Le fichier joint le retire de votre agenda. Nous vous prions de nous en excuser : reprenez rendez-vous en ligne quand vous le souhaitez, ou appelez-nous.',
    ],
    action: { label: 'Prendre un autre rendez-vous', url: `${config.siteUrl}/services/prise-rendez-vous-en-ligne` },
    after: [`Téléphone : ${DEALERSHIP.phone}. Référence : ${a.reference}.`],
  });
  return {
    to: a.email,
    subject: `Votre rendez-vous du ${a.when} est annulé – ${config.brandName}`,
    ...body,
    attachments: [icsAttachment(config, a, null, true)],
  };
}
