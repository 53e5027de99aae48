/**
 * The French e-mail that confirms a trade-in request, with its valuation and the link to it.
 */
import { TRADEIN_VALUATION_VALIDITY_DAYS, type Tradein } from '@ga/contracts';
import type { Config } from '../../config';
import { renderEmail, type MailMessage } from '../mailer';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/**
 * To an account whose address is confirmed: the name, the car and the valuation. To an address
 * nobody confirmed (anyone can sign up with someone else's): the reference and fixed text only,
 * nothing the visitor typed (name, make and model entered by hand).
 */
export function tradeinReceivedEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  user: { email: string; fullname: string; confirmed: boolean },
  tradein: Tradein,
): MailMessage {
  if (!user.confirmed) {
    const body = renderEmail({
      brandName: config.brandName,
      greeting: 'Bonjour,',
      paragraphs: [
        `Nous avons bien reçu votre demande de reprise n° ${tradein.id}.`,
        'Votre estimation et le détail de votre demande sont dans « Mon compte », rubrique « Mes reprises ». Un conseiller vous appelle sous 48 heures ouvrées.',
      ],
      action: { label: 'Voir mon estimation', url: `${config.siteUrl}/devis-reprise/${tradein.id}` },
      after: ['Si vous n’avez pas fait cette demande, ignorez cet e-mail.'],
    });
    return { to: user.email, subject: `Votre demande de reprise – ${config.brandName}`, ...body };
  }
  const car = `${tradein.brand} ${tradein.carmodel}${tradein.finish ? ` ${tradein.finish}` : ''} (${tradein.year})`;
  const range =
    tradein.estimate_min !== null && tradein.estimate_max !== null
      ? `entre ${euros.format(tradein.estimate_min)} et ${euros.format(tradein.estimate_max)}`
      : null;
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${user.fullname},`,
    paragraphs: [
      `Nous avons bien reçu votre demande de reprise pour votre ${car}, ${new Intl.NumberFormat('fr-FR').format(tradein.mileage)} km.`,
      range
        ? `Notre estimation immédiate : ${range}, valable ${TRADEIN_VALUATION_VALIDITY_DAYS} jours, sous réserve d’expertise du véhicule.`
        : 'Un conseiller étudie votre véhicule et vous propose une estimation.',
      'Un conseiller vous appelle sous 48 heures ouvrées pour convenir de l’expertise, chez vous ou dans notre centre d’Écommoy.',
    ],
    action: { label: 'Voir mon estimation', url: `${config.siteUrl}/devis-reprise/${tradein.id}` },
    after: ['Vous retrouvez toutes vos demandes dans « Mon compte », rubrique « Mes reprises ».'],
  });
  return { to: user.email, subject: `Votre demande de reprise – ${config.brandName}`, ...body };
}
