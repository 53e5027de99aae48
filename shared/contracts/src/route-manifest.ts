/**
 * Route manifests: each remote's release publishes `routes.json`, the public routes it
 * serves with their head. The site server reads the live ones (no remote imported) to write each
 * page's head and FAQPage JSON-LD into the HTML and to list the pages in sitemap.xml; /plan-du-site
 * reads them through the site server (GET /site-routes.json).
 */
export interface RouteManifestFaq {
  question: string;
  answer: string;
}
export interface RouteManifestEntry {
  /** A concrete path, e.g. « /a-propos/faq/financer » (no parameter). */
  path: string;
  /** The page's title without the brand. */
  title: string;
  description: string;
  /** Heading of the group the page is listed under on /plan-du-site. */
  section: string;
  /** Questions and answers of the page (FAQPage JSON-LD). */
  faq?: RouteManifestFaq[];
  /** False: not listed in sitemap.xml nor on /plan-du-site (sign-in, forms…). Default true. */
  listed?: boolean;
}
/**
 * What the site server can start for a page before the browser asks: the chunk of the
 * page, preloaded, and the public API calls of its first view, fetched and inlined in the HTML.
 */
export interface RouteManifestPrefetch {
  /** The route as React Router writes it: « /achat/vehicule/:slug/:vehicleId » (`:name?` optional). */
  pattern: string;
  /** The page's chunk name (webpackChunkName in routes.tsx); the build adds its files. */
  chunk?: string;
  /** Its JS and CSS files, written by the build (@ga/build route-manifest-plugin). */
  files?: string[];
  /**
   * Public GETs of the first view, path and query exactly as the page's base query builds them,
   * `:name` taken from the pattern; fetched only for a page address without a query string.
   */
  data?: string[];
}
export interface RouteManifest {
  app: string;
  routes: RouteManifestEntry[];
  prefetch?: RouteManifestPrefetch[];
}
/** GET /site-routes.json (site server): the live manifests, shell first. */
export interface SiteRoutes {
  manifests: RouteManifest[];
}

/** The département's name without its code: « 72 Sarthe » → « Sarthe ». */
export const departmentName = (d: { name: string; code: string }) => d.name.replace(new RegExp(`^${d.code}\\s+`), '');
/** Its delivery page's slug, from the name: « Sarthe » → sarthe, « Côtes-d’Armor » → cotes-d-armor. */
export const departmentSlug = (d: { name: string; code: string }) =>
  departmentName(d)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const departmentDeliveryPath = (d: { name: string; code: string }) => `/services/livraison-domicile/${departmentSlug(d)}`;
