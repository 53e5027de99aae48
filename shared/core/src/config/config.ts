// Runtime configuration of the front ends. The site server writes it into index.html as
// window.__GA_CONFIG__ so one build serves any environment: nothing here is compiled in.
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
}

export const DEFAULT_CONFIG: SiteConfig = {
  apiUrl: 'http://localhost:4000',
  apiKey: 'ga-local-dev-key',
  brandName: 'Glinche Automobiles',
  oauthClientId: 'ga-web',
  oauthClientSecret: 'ga-web-public-secret',
  siteUrl: 'http://localhost:3000',
};

export function getConfig(): SiteConfig {
  const injected = typeof window !== 'undefined' ? window.__GA_CONFIG__ : undefined;
  return { ...DEFAULT_CONFIG, ...injected };
}
