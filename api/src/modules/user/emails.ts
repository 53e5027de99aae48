/**
 * The French e-mail sent to the OLD address when the account's e-mail address changes.
 */
import type { Config } from '../../config';
import { renderEmail, type MailMessage } from '../mailer';

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

export function emailChangedEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  user: { oldEmail: string; newEmail: string; fullname: string },
  at: Date = new Date(),
): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${user.fullname},`,
    paragraphs: [
      `L’adresse e-mail de votre compte ${config.brandName} a été modifiée le ${parisDateTime.format(at)} (heure de Paris) : elle est désormais ${user.newEmail}.`,
      'Vous recevez ce message à votre ancienne adresse pour vous prévenir. Les prochains e-mails du compte (réinitialisation du mot de passe comprise) seront envoyés à la nouvelle adresse.',
      `Si vous n’êtes pas à l’origine de ce changement, quelqu’un connaît peut-être votre mot de passe : contactez sans attendre notre service client avec le lien ci-dessous pour faire bloquer le compte et rétablir votre adresse, et changez le mot de passe des autres sites où vous utilisez le même.`,
    ],
    action: { label: 'Contacter le service client', url: `${config.siteUrl}/a-propos/contactez-nous` },
    after: ['Si c’est bien vous qui avez fait ce changement, vous n’avez rien à faire.'],
  });
  return { to: user.oldEmail, subject: `Votre adresse e-mail a été modifiée – ${config.brandName}`, ...body };
}
