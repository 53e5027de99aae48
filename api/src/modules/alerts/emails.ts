/**
 * The alert digest e-mail, in French: new vehicles of the saved search, its price drops, the
 * favourites that dropped, « Voir les résultats » and the one-click link to stop this alert.
 */
import { ALERT_UNSUBSCRIBE_PATH, type VehicleCard } from '@ga/contracts';
import type { Config } from '../../config';
import { renderEmail, wholeEuros, type MailMessage } from '../mailer';

type Site = Pick<Config, 'brandName' | 'siteUrl'>;
const vehicleUrl = (site: Site, v: VehicleCard) => `${site.siteUrl}/achat/vehicule/${v.slug}/${v.id}`;
const line = (site: Site, v: VehicleCard) =>
  `• ${v.title} ${v.version}, ${v.year}, ${new Intl.NumberFormat('fr-FR').format(v.mileage)} km : ${wholeEuros(v.price)} TTC — ${vehicleUrl(site, v)}`;
const dropLine = (site: Site, v: VehicleCard) =>
  `• ${v.title} ${v.version} : ${wholeEuros(v.price)} TTC au lieu de ${wholeEuros(v.price_drop?.reference_price ?? v.price)} (prix de référence) — ${vehicleUrl(site, v)}`;

export interface DigestContent {
  to: string;
  fullname: string;
  alert: { id: number; name: string; path: string };
  fresh: VehicleCard[];
  freshCount: number;
  drops: VehicleCard[];
  favourites: VehicleCard[];
  unsubscribeToken: string;
}

export function alertDigestEmail(site: Site, d: DigestContent): MailMessage {
  const unsubscribe = `${site.siteUrl}${ALERT_UNSUBSCRIBE_PATH}?alerte=${d.alert.id}&jeton=${encodeURIComponent(d.unsubscribeToken)}`;
  const paragraphs: string[] = [];
  if (d.freshCount > 0) {
    paragraphs.push(
      d.freshCount === 1
        ? `Un nouveau véhicule correspond à votre alerte « ${d.alert.name} » :`
        : `${d.freshCount} nouveaux véhicules correspondent à votre alerte « ${d.alert.name} » :`,
    );
    paragraphs.push(d.fresh.map((v) => line(site, v)).join('\n'));
    if (d.freshCount > d.fresh.length) paragraphs.push(`Et ${d.freshCount - d.fresh.length} de plus sur le site.`);
  }
  if (d.drops.length > 0) {
    paragraphs.push(`Baisse de prix dans votre recherche « ${d.alert.name} » :`);
    paragraphs.push(d.drops.map((v) => dropLine(site, v)).join('\n'));
  }
  if (d.favourites.length > 0) {
    paragraphs.push('Vos favoris dont le prix a baissé :');
    paragraphs.push(d.favourites.map((v) => dropLine(site, v)).join('\n'));
  }
  const body = renderEmail({
    brandName: site.brandName,
    greeting: `Bonjour ${d.fullname},`,
    paragraphs,
    action: { label: 'Voir les résultats', url: `${site.siteUrl}${d.alert.path}` },
    after: [
      'Le prix de référence d’une baisse est le prix le plus bas pratiqué au cours des 30 jours qui la précèdent.',
      `Vous recevez cet e-mail au plus une fois par jour parce que vous avez créé cette alerte. Ne plus la recevoir : ${unsubscribe}`,
    ],
  });
  const subject =
    d.freshCount > 0
      ? `${d.freshCount === 1 ? 'Un nouveau véhicule' : `${d.freshCount} nouveaux véhicules`} pour votre alerte « ${d.alert.name} »`
      : `Baisse de prix pour votre alerte « ${d.alert.name} »`;
  return { to: d.to, subject: `${subject} – ${site.brandName}`, ...body };
}
