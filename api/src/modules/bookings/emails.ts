/**
 * The visitor's e-mail when their booking is made: what is held, until when, and what happens next.
 * A booking needs a confirmed address (service.ts), so the e-mail may name the vehicle; the message
 * the visitor typed is not repeated (the site relays no chosen text, docs/security.md).
 */
import type { Booking } from '@ga/contracts';
import type { Config } from '../../config';
import { parisDayTime, renderEmail, wholeEuros, type MailMessage } from '../mailer';

export function bookingReceivedEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  user: { email: string; fullname: string },
  booking: Pick<Booking, 'id' | 'vehicle' | 'expires_at' | 'price'>,
): MailMessage {
  const car = `${booking.vehicle.brand.name} ${booking.vehicle.carmodel.name} ${booking.vehicle.version}`;
  const until = booking.expires_at ? parisDayTime(new Date(booking.expires_at)) : null;
  const price = `${wholeEuros(booking.price)} TTC`;
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${user.fullname},`,
    paragraphs: [
      `Votre réservation n° ${booking.id} est enregistrée : le ${car}, à ${price}, vous est réservé${until ? ` jusqu’au ${until}` : ''}, sans acompte.`,
      'Et maintenant ? Un conseiller vous appelle pour confirmer la réservation et organiser la suite : financement, reprise de votre véhicule, livraison ou retrait. Sans confirmation avant la fin de l’option, le véhicule est de nouveau proposé à la vente.',
    ],
    action: { label: 'Voir ma réservation', url: `${config.siteUrl}/mon-compte/mes-reservations` },
  });
  return {
    to: user.email,
    subject: `Votre réservation n° ${booking.id} est enregistrée – ${config.brandName}`,
    ...body,
  };
}
