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

/**
 * The visitor's answer to a firm offer, acknowledged to them: accepted, what happens next (the call
 * to arrange the handover, the documents); declined, that another offer may follow. To an address
 * nobody confirmed, fixed text and the link only.
 */
export function offerAnsweredEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  user: { email: string; fullname: string; confirmed: boolean },
  tradein: { id: number; car: string },
  answer: { accepted: boolean; amount: number },
): MailMessage {
  const subject = `${answer.accepted ? 'Vous avez accepté notre offre de reprise' : 'Vous avez refusé notre offre de reprise'} – ${config.brandName}`;
  const action = { label: 'Voir ma reprise', url: `${config.siteUrl}/devis-reprise/${tradein.id}` };
  if (!user.confirmed) {
    const body = renderEmail({
      brandName: config.brandName,
      greeting: 'Bonjour,',
      paragraphs: [
        `Votre réponse à l’offre ferme de votre demande de reprise n° ${tradein.id} est enregistrée. Le détail est dans « Mon compte », rubrique « Mes reprises ».`,
      ],
      action,
    });
    return { to: user.email, subject, ...body };
  }
  const paragraphs = answer.accepted
    ? [
        `Vous avez accepté notre offre ferme de ${euros.format(answer.amount)} pour votre ${tradein.car} (demande n° ${tradein.id}).`,
        'Et maintenant ? Votre conseiller vous appelle pour convenir de la remise du véhicule. Le jour venu, apportez la carte grise barrée et signée, le certificat de cession, un certificat de non-gage de moins de 15 jours, le carnet d’entretien et les doubles des clés ; le montant vous est payé par virement à la remise.',
      ]
    : [
        `Vous avez refusé notre offre ferme pour votre ${tradein.car} (demande n° ${tradein.id}).`,
        'Votre conseiller peut vous proposer une nouvelle offre, par exemple après une expertise du véhicule : il vous recontacte si vous l’avez demandé.',
      ];
  const body = renderEmail({ brandName: config.brandName, greeting: `Bonjour ${user.fullname},`, paragraphs, action });
  return { to: user.email, subject, ...body };
}

/**
 * The staff member following the request, told of the visitor's answer (the live inbox shows it to
 * whoever has it open). Nothing the visitor typed is copied: the reason is on the request's page.
 */
export function offerAnsweredStaffEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  staff: { email: string; full_name: string },
  request: { inboxId: string; tradeinId: number; car: string },
  answer: { accepted: boolean; amount: number },
): MailMessage {
  const verdict = answer.accepted ? 'acceptée' : 'refusée';
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${staff.full_name},`,
    paragraphs: [
      `Le visiteur a ${answer.accepted ? 'accepté' : 'refusé'} l’offre ferme de ${euros.format(answer.amount)} de la reprise n° ${request.tradeinId} (${request.car}), une demande que vous suivez.`,
      answer.accepted
        ? 'Appelez-le pour convenir de la remise du véhicule.'
        : 'Sa raison, s’il en a donné une, est sur la page de la demande.',
    ],
    action: { label: 'Ouvrir la demande', url: `${config.siteUrl}/espace-conseiller/demandes/${request.inboxId}` },
  });
  return { to: staff.email, subject: `Offre de reprise ${verdict} – reprise n° ${request.tradeinId}`, ...body };
}
