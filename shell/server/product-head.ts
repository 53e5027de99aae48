import type { SiteServerConfig } from './config';
import type { HeadData } from './page-head';
import { REQUEST_ID_HEADER } from './contracts';

interface VehicleLight {
  id: number;
  title: string;
  version: string;
  year: number;
  mileage: number;
  price: number;
  image: string;
  energy: string;
  condition: 'new' | 'zero_km' | 'used';
  brand: { name: string };
  carmodel: { name: string };
  is_reserved: boolean;
}

const VEHICLE_PATH = /^\/achat\/vehicule\/[^/]+\/(\d+)\/?$/;

/**
 * Product pages get their head from the API, so crawlers and link previews see the vehicle:
 * title, description, Open Graph image and schema.org Car/Offer JSON-LD. Any failure falls back
 * to the static head (the page still renders in the browser).
 */
export async function productHead(pathname: string, config: SiteServerConfig, requestId?: string): Promise<HeadData | null> {
  const id = VEHICLE_PATH.exec(pathname)?.[1];
  if (!id) return null;
  try {
    const response = await fetch(`${config.apiInternalUrl}/api/vehicles/${id}?light`, {
      headers: { 'X-Api-Key': config.apiKey, Accept: 'application/json', ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
      signal: AbortSignal.timeout(1500),
    });
    if (!response.ok) return null;
    const { data: v } = (await response.json()) as { data: VehicleLight };
    const price = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(v.price);
    const km = new Intl.NumberFormat('fr-FR').format(v.mileage);
    return {
      title: `${v.title} ${v.version} ${v.year}`,
      description: `${v.title} ${v.version}, ${v.year}, ${km} km, ${price} € TTC. Livraison partout en France avec ${config.brandName}.`,
      image: v.image,
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Car',
        name: `${v.title} ${v.version}`,
        brand: { '@type': 'Brand', name: v.brand.name },
        model: v.carmodel.name,
        vehicleModelDate: String(v.year),
        mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'KMT' },
        itemCondition: v.condition === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
        image: v.image,
        offers: {
          '@type': 'Offer',
          price: v.price,
          priceCurrency: 'EUR',
          availability: v.is_reserved ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
          seller: { '@type': 'AutoDealer', name: config.brandName },
        },
      },
    };
  } catch {
    return null;
  }
}
