/** The French e-mails of a company check: verified, or refused with the reason (only to a confirmed address; else fixed text). */
import type { Config } from '../../config';
import { renderEmail, type MailMessage } from '../mailer';

export function companyCheckEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  user: { email: string; fullname: string; confirmed: boolean; company: string },
  outcome: { verified: true } | { verified: false; reason: string },
): MailMessage {
  const subject = `${outcome.verified ? 'Votre entreprise est vérifiée' : 'Vérification de votre entreprise'} – ${config.brandName}`;
  const action = { label: 'Mon compte', url: `${config.siteUrl}/mon-compte` };
  const body = !user.confirmed
    ? renderEmail({
        brandName: config.brandName,
        greeting: 'Bonjour,',
        paragraphs: ['La vérification de votre compte professionnel a avancé : le détail est dans « Mon compte ».'],
        action,
      })
    : renderEmail({
        brandName: config.brandName,
        greeting: `Bonjour ${user.fullname},`,
        paragraphs: outcome.verified
          ? [
              `Nous avons vérifié ${user.company} (SIRET et secteur d’activité). Les conditions réservées aux professionnels de votre secteur s’appliquent désormais à vos devis.`,
            ]
          : [
              `Nous n’avons pas pu vérifier ${user.company}, pour le motif suivant : « ${outcome.reason} »`,
              'Corrigez les informations de votre entreprise dans « Mon compte », ou répondez à cet e-mail avec votre extrait Kbis.',
            ],
        action,
      });
  return { to: user.email, subject, ...body };
}
