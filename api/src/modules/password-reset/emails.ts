/**
 * The French e-mails of the password reset and of a password change.
 */
import { PASSWORD_RESET_PATH } from '@ga/contracts';
import type { Config } from '../../config';
import { renderEmail, type MailMessage } from '../mailer';

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** `${SITE_URL}/mot-de-passe-oublie/reinitialisation?token=…&email=…` */
export function resetLink(siteUrl: string, token: string, email: string): string {
  return `${siteUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

function minutesLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes % 60 === 0) return minutes === 60 ? '1 heure' : `${minutes / 60} heures`;
  return `${minutes} minutes`;
}

export function resetLinkEmail(config: Config, user: { email: string; fullname: string }, token: string): MailMessage {
  const link = resetLink(config.siteUrl, token, user.email);
  const body = renderEmail({
    brandName: config.brandName,
    greeting: 'Bonjour,',
    paragraphs: [
      `Vous avez demandé la réinitialisation du mot de passe de votre compte ${config.brandName}.`,
      `Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous. Il est valable ${minutesLabel(config.resetTokenTtlSeconds)} et ne peut servir qu’une fois.`,
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: link },
    after: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.'],
  });
  return { to: user.email, subject: `Réinitialisation de votre mot de passe ${config.brandName}`, ...body };
}

export function passwordChangedEmail(
  config: Config,
  user: { email: string; fullname: string },
  at: Date = new Date(),
): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${user.fullname},`,
    paragraphs: [
      `Le mot de passe de votre compte ${config.brandName} a été modifié le ${parisDateTime.format(at)} (heure de Paris).`,
      'Par sécurité, les sessions ouvertes avec l’ancien mot de passe ont été déconnectées.',
      `Si vous n’êtes pas à l’origine de ce changement, réinitialisez tout de suite votre mot de passe avec le lien ci-dessous, puis contactez notre service client.`,
    ],
    action: { label: 'Réinitialiser mon mot de passe', url: `${config.siteUrl}/mot-de-passe-oublie` },
  });
  return { to: user.email, subject: `Votre mot de passe ${config.brandName} a été modifié`, ...body };
}
