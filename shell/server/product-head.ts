import type { VehicleCard } from '@ga/contracts';
import type { SiteServerConfig } from './config';
import type { HeadData } from './page-head';
import { apiCallHeaders } from './api-headers';
import { vehicleHead } from './contracts';

const VEHICLE_PATH = /^\/achat\/vehicule\/[^/]+\/(\d+)\/?$/;

/**
 * Product pages get their head from the API, so crawlers and link previews see the vehicle:
 * title, description, Open Graph image and schema.org Car/Offer JSON-LD, written by the builder the
 * catalogue's vehicle page uses too (@ga/contracts vehicleHead). Any failure falls back to the
 * static head (the page still renders in the browser).
 */
export async function productHead(
  pathname: string,
  config: SiteServerConfig,
  requestId?: string,
): Promise<HeadData | null> {
  const id = VEHICLE_PATH.exec(pathname)?.[1];
  if (!id) return null;
  try {
    const response = await fetch(`${config.apiInternalUrl}/api/vehicles/${id}?light`, {
      headers: apiCallHeaders(config, requestId),
      signal: AbortSignal.timeout(1500),
    });
    if (!response.ok) return null;
    const { data } = (await response.json()) as { data: VehicleCard };
    return vehicleHead(data, config.brandName);
  } catch {
    return null;
  }
}
