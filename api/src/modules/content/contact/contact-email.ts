/**
 * The acknowledgement e-mail of a contact request (to the visitor).
 */
import { CONTACT_SUBJECT_LABELS, DEALERSHIP, type ContactRequestData } from '@ga/contracts';
import type { Config } from '../../../config';
import { renderEmail, type MailMessage } from '../../mailer';

export function contactAcknowledgement(config: Pick<Config, 'brandName'>, request: Pick<ContactRequestData, 'fullname' | 'email' | 'subject' | 'message'>, reference: string): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${request.fullname},`,
    paragraphs: [
      `Nous avons bien reçu votre message (référence ${reference}, objet : ${CONTACT_SUBJECT_LABELS[request.subject].toLowerCase()}). Un conseiller vous répond sous 24 heures ouvrées, du lundi au samedi.`,
      `Votre message : « ${request.message} »`,
    ],
    after: [`Pour compléter votre demande, rappelez cette référence en nous écrivant de nouveau depuis le site ou en nous appelant au ${DEALERSHIP.phone} (${DEALERSHIP.hours}).`],
  });
  return { to: request.email, subject: `Votre message a bien été reçu (${reference}) – ${config.brandName}`, ...body };
}
