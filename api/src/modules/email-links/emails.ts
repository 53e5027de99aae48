/**
 * The French e-mails of the links: confirm the address, confirm a new address, sign in. They go to
 * an address nobody may have confirmed yet (anyone can sign up, or ask for a link, with someone
 * else's address), so they greet nobody by name and quote nothing a visitor typed: the site never
 * relays chosen text from the dealership's address (docs/security.md).
 */
import { EMAIL_CONFIRM_PATH, SIGN_IN_LINK_PATH } from '@ga/contracts';
import type { Config } from '../../config';
import { renderEmail, type MailMessage } from '../mailer';

type Site = Pick<Config, 'brandName' | 'siteUrl'>;
const link = (config: Site, path: string, token: string) =>
  `${config.siteUrl}${path}?token=${encodeURIComponent(token)}`;

export function verifyEmail(config: Site, user: { email: string }, token: string): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: 'Bonjour,',
    paragraphs: [
      `Bienvenue chez ${config.brandName} ! Pour confirmer que l’adresse ${user.email} est bien la vôtre, ouvrez le lien ci-dessous (valable 48 heures).`,
      'Une adresse confirmée est nécessaire pour réserver un véhicule : c’est par e-mail que votre conseiller vous envoie la confirmation de la réservation et les documents.',
    ],
    action: { label: 'Confirmer mon adresse e-mail', url: link(config, EMAIL_CONFIRM_PATH, token) },
    after: [
      'Si vous n’avez pas créé de compte, ignorez cet e-mail : sans ce lien, personne ne pourra réserver de véhicule avec cette adresse.',
    ],
  });
  return { to: user.email, subject: `Confirmez votre adresse e-mail – ${config.brandName}`, ...body };
}

export function changeEmail(config: Site, _user: unknown, newEmail: string, token: string): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: 'Bonjour,',
    paragraphs: [
      `Vous avez demandé que ${newEmail} devienne l’adresse e-mail de votre compte ${config.brandName}.`,
      'Ouvrez le lien ci-dessous pour confirmer ce changement (valable 24 heures). D’ici là, votre ancienne adresse reste celle du compte.',
    ],
    action: { label: 'Confirmer ma nouvelle adresse', url: link(config, EMAIL_CONFIRM_PATH, token) },
    after: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne changera.'],
  });
  return { to: newEmail, subject: `Confirmez votre nouvelle adresse e-mail – ${config.brandName}`, ...body };
}

export function signInLinkEmail(config: Site, user: { email: string }, token: string): MailMessage {
  const body = renderEmail({
    brandName: config.brandName,
    greeting: 'Bonjour,',
    paragraphs: [
      `Voici votre lien de connexion à votre compte ${config.brandName}. Il est valable 15 minutes et ne sert qu’une fois.`,
      'Si de nombreuses tentatives de connexion ont ralenti l’accès à votre compte, ce lien vous connecte sans attendre et lève ces délais.',
    ],
    action: { label: 'Me connecter', url: link(config, SIGN_IN_LINK_PATH, token) },
    after: [
      'Si vous n’avez pas demandé ce lien, quelqu’un essaie peut-être d’accéder à votre compte : ne le transmettez à personne, et choisissez un mot de passe que vous n’utilisez nulle part ailleurs.',
    ],
  });
  return { to: user.email, subject: `Votre lien de connexion – ${config.brandName}`, ...body };
}
