/**
 * The newsletter's e-mails: the confirmation link of the double opt-in.
 */
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@ga/contracts';
import type { Config } from '../../../config';
import { renderEmail, type MailMessage } from '../../mailer';

type Site = Pick<Config, 'brandName' | 'siteUrl'>;
export const siteLink = (config: Site, path: string, token: string) =>
  `${config.siteUrl}${path}?token=${encodeURIComponent(token)}`;

export function confirmSubscriptionEmail(
  config: Site,
  email: string,
  confirmToken: string,
  unsubscribeToken: string,
): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: 'Bonjour,',
    paragraphs: [
      `Vous avez demandé à recevoir la newsletter de ${config.brandName} à l’adresse ${email} : nouveaux arrivages, offres du moment et conseils pour acheter ou vendre votre véhicule, deux fois par mois au plus.`,
      `Pour confirmer votre inscription, ouvrez le lien ci-dessous (valable ${NEWSLETTER_CONFIRM_DAYS} jours).`,
    ],
    action: { label: 'Confirmer mon inscription', url: siteLink(config, NEWSLETTER_CONFIRM_PATH, confirmToken) },
    after: [
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : sans confirmation, vous ne recevrez rien.',
      `Chacun de nos e-mails contient un lien de désinscription ; le voici : ${siteLink(config, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken)}`,
    ],
  });
  return { to: email, subject: `Confirmez votre inscription à la newsletter – ${config.brandName}`, ...body };
}
