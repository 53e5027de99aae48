/**
 * The visitor's e-mail when they ask to be called back: the day and the slot, the number that will
 * be called, what happens next. To an address nobody confirmed, fixed text and the link only (the
 * site relays no chosen text, docs/security.md); the message typed is never repeated.
 */
import type { CallRequest } from '@ga/contracts';
import type { Config } from '../../config';
import { renderEmail, type MailMessage } from '../mailer';

const day = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export function callReceivedEmail(
  config: Pick<Config, 'brandName' | 'siteUrl'>,
  user: { email: string; fullname: string; confirmed: boolean },
  call: Pick<CallRequest, 'id' | 'preferred_date' | 'slot_label' | 'phone' | 'vehicle'>,
): MailMessage {
  const subject = `Votre demande de rappel est enregistrée – ${config.brandName}`;
  const action = { label: 'Voir mes demandes', url: `${config.siteUrl}/mon-compte` };
  if (!user.confirmed) {
    const body = renderEmail({
      brandName: config.brandName,
      greeting: 'Bonjour,',
      paragraphs: [
        'Votre demande de rappel est enregistrée : un conseiller vous appelle au jour et au créneau choisis. Le détail est dans « Mon compte ».',
      ],
      action,
    });
    return { to: user.email, subject, ...body };
  }
  const about = call.vehicle ? ` au sujet du ${call.vehicle.brand.name} ${call.vehicle.carmodel.name}` : '';
  const body = renderEmail({
    brandName: config.brandName,
    greeting: `Bonjour ${user.fullname},`,
    paragraphs: [
      `Votre demande de rappel n° ${call.id} est enregistrée : un conseiller vous appelle le ${day(call.preferred_date)}, entre ${call.slot_label}, au ${call.phone}${about}.`,
      'Un empêchement ? Vous pouvez nous appeler du lundi au samedi, de 9 h à 19 h, ou faire une nouvelle demande depuis le site.',
    ],
    action,
  });
  return { to: user.email, subject, ...body };
}
