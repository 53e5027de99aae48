// Runtime configuration of the front ends. The site server writes it into index.html as
// window.__GA_CONFIG__ so one build serves any environment: nothing here is compiled in. Without it
// (unit tests, a bundle opened outside the site server) the defaults are the local ones, from the
// one list of settings (@ga/config).
import { BROWSER_DEFAULTS as DEFAULTS } from '@ga/config';

export interface SiteConfig {
  /** Base URL of the JSON API, e.g. http://localhost:4000 */
  apiUrl: string;
  /** Public API key sent as X-Api-Key on every call. */
  apiKey: string;
  /** Brand shown in titles and the layout. */
  brandName: string;
  /** Public OAuth client (its secret ships in the bundle: no security boundary). */
  oauthClientId: string;
  oauthClientSecret: string;
  /** Absolute URL of the site, for canonical and Open Graph URLs. */
  siteUrl: string;
}

declare global {
  interface Window {
    __GA_CONFIG__?: Partial<SiteConfig>;
  }
  // Server rendering: the site server sets it once per process (apiUrl: its own way to the API).
  var __GA_SERVER_CONFIG__: Partial<SiteConfig> | undefined;
}

export const DEFAULT_CONFIG: SiteConfig = {
  apiUrl: `http://localhost:${DEFAULTS.API_PORT}`,
  apiKey: DEFAULTS.API_KEY,
  brandName: DEFAULTS.BRAND_NAME,
  oauthClientId: DEFAULTS.OAUTH_CLIENT_ID,
  oauthClientSecret: DEFAULTS.OAUTH_CLIENT_SECRET,
  siteUrl: `http://localhost:${DEFAULTS.SITE_PORT}`,
};

export function getConfig(): SiteConfig {
  const injected = typeof window !== 'undefined' ? window.__GA_CONFIG__ : globalThis.__GA_SERVER_CONFIG__;
  return { ...DEFAULT_CONFIG, ...injected };
}
