/**
 * The French e-mails of a staff action on a booking. To an address nobody confirmed, fixed text
 * and the link only (as every e-mail of the site does), never the vehicle nor the reason typed.
 */
import type { Config } from '../../config';
import { parisDayTime, renderEmail, type MailMessage } from '../mailer';

export type BookingAction = { kind: 'confirm' } | { kind: 'extend'; until: Date } | { kind: 'cancel'; reason: string };

const SUBJECTS = {
  confirm: 'Votre réservation est confirmée',
  extend: 'Votre option de réservation est prolongée',
  cancel: 'Votre réservation est annulée',
} as const;

export function bookingActionEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  user: { email: string; fullname: string; confirmed: boolean },
  booking: { id: number; vehicle: string },
  action: BookingAction,
): MailMessage {
  const subject = `${SUBJECTS[action.kind]} – ${config.brandName}`;
  const link = { label: 'Voir mes réservations', url: `${config.siteUrl}/mon-compte/mes-reservations` };
  if (!user.confirmed) {
    const body = renderEmail({
      brandName: config.brandName,
      greeting: 'Bonjour,',
      paragraphs: [
        `Votre réservation n° ${booking.id} a changé. Le détail est dans « Mon compte », rubrique « Mes réservations ».`,
      ],
      action: link,
    });
    return { to: user.email, subject, ...body };
  }
  const paragraphs =
    action.kind === 'confirm'
      ? [
          `Bonne nouvelle : votre réservation du ${booking.vehicle} est confirmée. Le véhicule vous est réservé ; votre conseiller vous appelle pour organiser la suite (financement, reprise, livraison ou retrait).`,
        ]
      : action.kind === 'extend'
        ? [
            `Votre conseiller a prolongé l’option sur le ${booking.vehicle} : le véhicule vous reste réservé jusqu’au ${parisDayTime(action.until)}.`,
          ]
        : [
            `Votre réservation du ${booking.vehicle} est annulée par notre équipe, pour le motif suivant : « ${action.reason} »`,
            'Le véhicule est de nouveau proposé à la vente. Votre conseiller reste à votre disposition pour trouver un autre véhicule.',
          ];
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${user.fullname},`,
    paragraphs,
    action: link,
  });
  return { to: user.email, subject, ...body };
}
