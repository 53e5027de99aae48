import type { SiteServerConfig } from './config';
import { REQUEST_ID_HEADER } from './contracts';

/** The site server's credential at the API (BEACON_SECRET; the API's http/site-credential.ts). */
export const SITE_CREDENTIAL_HEADER = 'x-site-credential';

/**
 * The headers of the site server's own calls to the API (first data, a product page's head, the
 * sitemap, beacons): the public API key, and with the page's request id its credential too, when
 * it has one — the API keeps a request id only from a caller that proves it is the site server, so
 * a page and the API calls made for it share one id in both logs (docs/reliability.md).
 */
export function apiCallHeaders(
  config: Pick<SiteServerConfig, 'apiKey' | 'beaconSecret'>,
  requestId?: string,
): Record<string, string> {
  return {
    'X-Api-Key': config.apiKey,
    Accept: 'application/json',
    ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
    ...(requestId && config.beaconSecret ? { [SITE_CREDENTIAL_HEADER]: config.beaconSecret } : {}),
  };
}
