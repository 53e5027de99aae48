/**
 * The favourites' e-mail, in French: price drops (with the reference price), favourites someone
 * booked, favourites sold; « Voir mes favoris » and the link that stops these e-mails.
 */
import { FAVOURITE_ALERTS_UNSUBSCRIBE_PATH, type VehicleCard } from '@ga/contracts';
import type { Config } from '../../config';
import { renderEmail, wholeEuros, type MailMessage } from '../mailer';

type Site = Pick<Config, 'brandName' | 'siteUrl'>;
const vehicleUrl = (site: Site, v: VehicleCard) => `${site.siteUrl}/achat/vehicule/${v.slug}/${v.id}`;
const name = (v: VehicleCard) => `${v.title} ${v.version}`;

export interface FavouritesDigest {
  to: string;
  fullname: string;
  userId: number;
  drops: VehicleCard[];
  booked: VehicleCard[];
  sold: VehicleCard[];
  unsubscribeToken: string;
}

export function favouritesDigestEmail(site: Site, d: FavouritesDigest): MailMessage {
  const unsubscribe = `${site.siteUrl}${FAVOURITE_ALERTS_UNSUBSCRIBE_PATH}?compte=${d.userId}&jeton=${encodeURIComponent(d.unsubscribeToken)}`;
  const paragraphs: string[] = [];
  if (d.drops.length > 0) {
    paragraphs.push(
      d.drops.length === 1 ? 'Un de vos favoris a baissé de prix :' : 'Vos favoris dont le prix a baissé :',
    );
    paragraphs.push(
      d.drops
        .map(
          (v) =>
            `• ${name(v)} : ${wholeEuros(v.price)} TTC au lieu de ${wholeEuros(v.price_drop?.reference_price ?? v.price)} (prix de référence) — ${vehicleUrl(site, v)}`,
        )
        .join('\n'),
    );
  }
  if (d.booked.length > 0) {
    paragraphs.push(
      d.booked.length === 1
        ? 'Un de vos favoris vient d’être réservé par un autre client. Si la réservation n’aboutit pas, il sera de nouveau disponible :'
        : 'Ces favoris viennent d’être réservés par d’autres clients. Si une réservation n’aboutit pas, le véhicule sera de nouveau disponible :',
    );
    paragraphs.push(d.booked.map((v) => `• ${name(v)} — ${vehicleUrl(site, v)}`).join('\n'));
  }
  if (d.sold.length > 0) {
    paragraphs.push(d.sold.length === 1 ? 'Un de vos favoris a été vendu :' : 'Ces favoris ont été vendus :');
    paragraphs.push(d.sold.map((v) => `• ${name(v)}`).join('\n'));
    paragraphs.push('Nos véhicules proches vous attendent sur le site.');
  }
  const body = renderEmail({
    brandName: site.brandName,
    greeting: `Bonjour ${d.fullname},`,
    paragraphs,
    action: { label: 'Voir mes favoris', url: `${site.siteUrl}/mon-compte/mes-favoris` },
    after: [
      ...(d.drops.length > 0
        ? ['Le prix de référence d’une baisse est le prix le plus bas pratiqué au cours des 30 jours qui la précèdent.']
        : []),
      `Vous recevez cet e-mail au plus une fois par jour parce que vous l’avez demandé depuis « Mes favoris ». Ne plus le recevoir : ${unsubscribe}`,
    ],
  });
  const subject =
    d.drops.length > 0
      ? d.drops.length === 1
        ? 'Un de vos favoris a baissé de prix'
        : `${d.drops.length} de vos favoris ont baissé de prix`
      : 'Du nouveau sur vos favoris';
  return { to: d.to, subject: `${subject} – ${site.brandName}`, ...body };
}
