import type { VehicleCard } from './catalogue';
import { formatFrenchNumber, NUMBER_UNIT_SPACE as UNIT } from './french-numbers';

/**
 * What a vehicle page's head needs of the vehicle: what GET /api/vehicles/{id}?light answers (a
 * VehicleCard), which the full Vehicle of the page includes too.
 */
export type VehicleHeadSource = Pick<
  VehicleCard,
  'title' | 'version' | 'year' | 'mileage' | 'price' | 'image' | 'condition' | 'is_reserved'
> & {
  brand: Pick<VehicleCard['brand'], 'name'>;
  carmodel: Pick<VehicleCard['carmodel'], 'name'>;
};

/**
 * A vehicle page's head. The canonical URL and the Open Graph / Twitter tags are derived from it by
 * whoever writes the head (the site server into index.html, usePageHead in the browser), both from
 * the site URL and the page's path.
 */
export interface VehicleHead {
  title: string;
  description: string;
  /** Absolute URL of the vehicle's first picture (Open Graph / Twitter image). */
  image: string;
  type: 'product';
  /** schema.org Car with its Offer, for search engines. */
  jsonLd: Record<string, unknown>;
}

/**
 * The one head of /achat/vehicule/{slug}/{id}: the site server writes it for crawlers and link
 * previews, the catalogue's vehicle page sets it again in the browser. One builder, so both say the
 * same thing about the vehicle. Pure: the brand name comes from the caller's config.
 */
export function vehicleHead(vehicle: VehicleHeadSource, brandName: string): VehicleHead {
  const { title, version, year, mileage, price, image } = vehicle;
  return {
    title: `${title} ${version} ${year}`,
    description: `${title} ${version}, ${year}, ${formatFrenchNumber(Math.round(mileage))}${UNIT}km, ${formatFrenchNumber(price, 0)}${UNIT}€${UNIT}TTC. Livraison partout en France avec ${brandName}.`,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: `${title} ${version}`,
      brand: { '@type': 'Brand', name: vehicle.brand.name },
      model: vehicle.carmodel.name,
      vehicleModelDate: String(year),
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: mileage, unitCode: 'KMT' },
      itemCondition:
        vehicle.condition === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      image,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'EUR',
        availability: vehicle.is_reserved ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: brandName },
      },
    },
  };
}
