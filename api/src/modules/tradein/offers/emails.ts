/**
 * The French e-mail of a firm trade-in offer. To an account whose address is confirmed: the car,
 * the amount, the validity and what it depends on. To an address nobody confirmed: fixed text
 * only, and the link to the offer in « Mon compte » (as tradeinReceivedEmail does).
 */
import { SUBJECT_TO_INSPECTION, type TradeinOffer } from '@ga/contracts';
import type { Config } from '../../../config';
import { renderEmail, type MailMessage } from '../../mailer';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const day = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

export function offerEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  user: { email: string; fullname: string; confirmed: boolean },
  tradein: { id: number; car: string },
  offer: TradeinOffer,
): MailMessage {
  const action = { label: 'Voir et répondre à l’offre', url: `${config.siteUrl}/devis-reprise/${tradein.id}` };
  const subject = `Votre offre de reprise ferme – ${config.brandName}`;
  if (!user.confirmed) {
    const body = renderEmail({
      brandName: config.brandName,
      greeting: 'Bonjour,',
      paragraphs: [
        `Une offre ferme vous attend pour votre demande de reprise n° ${tradein.id}.`,
        'Vous la retrouvez dans « Mon compte », rubrique « Mes reprises », où vous pouvez l’accepter ou la refuser.',
      ],
      action,
      after: ['Si vous n’avez pas fait de demande de reprise, ignorez cet e-mail.'],
    });
    return { to: user.email, subject, ...body };
  }
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${user.fullname},`,
    paragraphs: [
      `Nous vous proposons de reprendre votre ${tradein.car} pour ${euros.format(offer.amount)}. Cette offre est valable jusqu’au ${day(offer.valid_until)} inclus.`,
      offer.subject_to_inspection
        ? SUBJECT_TO_INSPECTION
        : `Elle tient compte de l’expertise ${offer.expertise?.reference ?? ''} de votre véhicule.`.replace(' .', '.'),
      'Vous pouvez l’accepter ou la refuser en ligne ; le détail du calcul et les conditions sont sur la page de votre offre.',
    ],
    action,
    after: ['Une question ? Répondez à votre conseiller, ou appelez-nous du lundi au samedi.'],
  });
  return { to: user.email, subject, ...body };
}
