/**
 * The acknowledgement e-mail of a contact request (to the visitor).
 *
 * The address was typed in a public form and nobody confirmed it: the e-mail holds only our
 * reference and fixed text (no name, no message, no link of the sender's), so the form cannot be
 * used to relay someone's text from the dealership's address to a third party. The
 * subject is one of our own labels.
 */
import { CONTACT_SUBJECT_LABELS, DEALERSHIP, type ContactRequestData } from '@ga/contracts';
import type { Config } from '../../../config';
import { renderEmail, type MailMessage } from '../../mailer';

export function contactAcknowledgement(
  config: Pick<Config, 'brandName'>,
  request: Pick<ContactRequestData, 'email' | 'subject'>,
  reference: string,
): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: 'Bonjour,',
    paragraphs: [
      `Nous avons bien reçu un message envoyé depuis notre site avec cette adresse e-mail (référence ${reference}, objet : ${CONTACT_SUBJECT_LABELS[request.subject].toLowerCase()}). Un conseiller y répond sous 24 heures ouvrées, du lundi au samedi.`,
      'Si vous n’êtes pas à l’origine de ce message, ignorez cet e-mail : nous ne vous écrirons pas davantage à ce sujet.',
    ],
    after: [
      `Pour compléter votre demande, rappelez cette référence en nous écrivant de nouveau depuis le site ou en nous appelant au ${DEALERSHIP.phone} (${DEALERSHIP.hours}).`,
    ],
  });
  return { to: request.email, subject: `Votre message a bien été reçu (${reference}) – ${config.brandName}`, ...body };
}
