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
  /** False: a page of a visitor's own space (the account area), never listed. Default true. */
  public?: boolean;
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
  /**
   * The patterns of the pages the site server renders (the page table's `ssr`, React Router's
   * syntax): an allow-list, every other page of the app is rendered in the browser.
   */
  ssr?: string[];
  /**
   * The patterns of the pages rendered in the browser only. They win over `ssr`: `/achat/comparer`
   * is also matched by `/achat/:category/:type?`, as React Router ranks it.
   */
  client?: string[];
}

/** The manifest's `ssr` and `client` lists, from a page table. */
export const renderingOf = (
  pages: ReadonlyArray<Pick<PageTableEntry, 'path' | 'ssr'>>,
): Pick<RouteManifest, 'ssr' | 'client'> => ({
  ssr: pages.filter((page) => page.ssr).map((page) => page.path),
  client: pages.filter((page) => !page.ssr).map((page) => page.path),
});
/** A page's title (without the brand) and meta description. */
export interface PageHead {
  title: string;
  description: string;
}

/** The head of the not-found page: written by the browser (@ga/core NotFoundPage) and by the server for a 404. */
export const NOT_FOUND_HEAD: PageHead = {
  title: 'Page introuvable',
  description: 'La page demandée n’existe pas ou a été déplacée.',
};

/**
 * One page of a remote's page table (src/pages.ts): the one place a page is declared. The remote's
 * routes.tsx, its route manifest and its heads are built from the table. Plain data: the loader is a
 * lazy import, run only when the route is visited, so the table costs nothing to the first load.
 */
export interface PageTableEntry<Load = () => Promise<unknown>> {
  /** The route as React Router writes it (`:name` parameters allowed; only concrete paths reach the manifest). */
  path: string;
  /** template: a content file rendered by the template of its kind; component: a page component of a feature. */
  kind: 'template' | 'component';
  /** Lazy import of the page: what React Router's `lazy` returns. */
  load: Load;
  /**
   * The page's head: given here, or 'content' when it is kept beside the page (its content file,
   * or the remote's heads file), so that its text loads with the page and not with the routes
   * chunk; the route manifest reads it at build time. A page without a head is left out of the
   * manifest (links opened from an e-mail, parameterised routes).
   */
  head?: PageHead | 'content';
  /** The page's chunk (its webpackChunkName), for the site server to preload it. */
  chunk?: string;
  /** Public GETs of the page's first view, for the site server to fetch ahead (RouteManifestPrefetch.data). */
  data?: string[];
  /** Listed in sitemap.xml and on /plan-du-site. */
  listed: boolean;
  /** Open to every visitor; false for a visitor's own space (the account area). */
  public: boolean;
  /**
   * Rendered on the server. The rule: true for a public page whose first view is a plain read of
   * content or catalogue data (the same for every visitor); false for the account area, forms and
   * pages opened from a personal link, whose first view depends on the visitor or a token.
   */
  ssr: boolean;
  /** Route handle: the middleware the shell runs first (`auth`, `guest`, `search`), the page's layout. */
  handle?: { middleware?: string[]; layout?: string };
}

/** The manifest entry of a table page, once its head is known (key order as the manifests always had it). */
export function manifestEntry(
  page: Pick<PageTableEntry, 'path' | 'listed' | 'public'>,
  head: PageHead & { faq?: RouteManifestFaq[] },
  section: string,
): RouteManifestEntry {
  return {
    path: page.path,
    title: head.title,
    description: head.description,
    section,
    ...(head.faq ? { faq: head.faq } : {}),
    ...(page.listed ? {} : { listed: false }),
    ...(page.public ? {} : { public: false }),
  };
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
export const departmentDeliveryPath = (d: { name: string; code: string }) =>
  `/services/livraison-domicile/${departmentSlug(d)}`;
