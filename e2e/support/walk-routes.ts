import type { RouteManifest } from '@ga/contracts';

/**
 * The pages the walks visit (accessibility.spec.ts, content-pages.spec.ts), derived from the route
 * manifests every remote publishes with its release (`routes.json`, read back through the site
 * server's GET /site-routes.json; @ga/contracts RouteManifest): their `routes` (concrete paths) and
 * their `ssr` and `client` lists, which together name every pattern of the remote's page table.
 * A new page is walked without editing a spec: a concrete path as it is, a path with parameters
 * (`:slug`, `:id`…) through its filler below, which picks a real record through the API. A pattern
 * with neither a filler nor an entry in EXCLUDED fails the walk, naming it (and walk-routes.test.ts
 * fails on it before any browser starts).
 *
 * Plain data and functions: no Playwright and no settings here, so that jest can check the plan
 * against the manifests built from the sources.
 */

/** What a filler may read: the `data` of a public GET of the API, or of a GET as the signed-in visitor. */
export interface WalkData {
  get<T>(apiPath: string): Promise<T>;
  /** Only in the signed-in walk. */
  getAsVisitor?<T>(apiPath: string): Promise<T>;
}

/** The address (or addresses) to visit for a pattern: a path, with the query its page reads if any. */
export type Filler = (data: WalkData, pattern: string) => Promise<string | string[]>;

/** `:name` and `:name?` segments, as React Router writes them (the site server's matchPattern, shell/server/route-manifests.ts). */
export function matchPattern(pattern: string, pathname: string): boolean {
  const wanted = pathname.split('?')[0]!.replace(/(.)\/+$/, '$1');
  const segments = pattern.split('/').filter(Boolean);
  const parts = wanted.split('/').filter(Boolean);
  let i = 0;
  for (const segment of segments) {
    const part = parts[i];
    if (part === undefined) {
      if (segment.endsWith('?')) continue;
      return false;
    }
    if (!segment.startsWith(':') && segment !== part) return false;
    i += 1;
  }
  return i === parts.length;
}

const hasParameter = (pattern: string) => pattern.includes(':');

type Vehicle = { id: number; slug: string; is_reserved: boolean };

/** Vehicles nobody holds, among the newest (never fixed ids): at least `count` of them. */
async function freeVehicles(data: WalkData, count: number): Promise<Vehicle[]> {
  const free = (await data.get<Vehicle[]>('/api/vehicles?per_page=24&sort=newest')).filter((v) => !v.is_reserved);
  if (free.length < count) throw new Error(`moins de ${count} véhicule(s) libre(s) parmi les plus récents`);
  return free.slice(0, count);
}
const vehiclePath = (v: Vehicle) => `/achat/vehicule/${v.slug}/${v.id}`;

/** The first page of an API sitemap list (GET /api/sitemap/{kind}) that the pattern matches. */
async function sitemapPath(data: WalkData, kind: 'brands' | 'carmodels' | 'pages', pattern: string): Promise<string> {
  const found = (await data.get<{ path: string }[]>(`/api/sitemap/${kind}`)).find((e) => matchPattern(pattern, e.path));
  if (!found) throw new Error(`${pattern} : aucune page de GET /api/sitemap/${kind} ne correspond`);
  return found.path;
}
const fromSitemap =
  (kind: 'brands' | 'carmodels' | 'pages'): Filler =>
  (data, pattern) =>
    sitemapPath(data, kind, pattern);

/**
 * Records the API serves one at a time but does not list (events, promotions, form pages): their
 * slugs are those of the demo data (api/seeds/), each asked of the API first, so that one it no
 * longer knows fails the walk here rather than walking a « page introuvable ».
 */
const seeded =
  (apiBase: string, pathBase: string, slugs: string[]): Filler =>
  async (data) => {
    for (const slug of slugs) await data.get(`${apiBase}/${slug}`);
    return slugs.map((slug) => `${pathBase}/${slug}`);
  };

/**
 * How the first-visit walks fill each pattern with parameters, keyed by the pattern as the page
 * table writes it; also a concrete page that needs a query to show what it is for.
 */
export const FILLERS: Record<string, Filler> = {
  // mf-catalogue
  '/achat/vehicule/:slug/:vehicleId': async (data) => vehiclePath((await freeVehicles(data, 1))[0]!),
  '/achat/comparer': async (data) => `/achat/comparer?ids=${(await freeVehicles(data, 2)).map((v) => v.id).join(',')}`,
  // The used vehicles of a brand: the brand of the brands' sitemap list, without its model.
  '/achat/occasion/:brand/:carmodel?': async (data) =>
    `/achat/occasion/${(await sitemapPath(data, 'brands', '/achat-par-marque/:slug')).split('/').pop()}`,
  '/achat-par-marque/:slug': fromSitemap('brands'),
  '/achat-par-modele/:slug': fromSitemap('carmodels'),
  '/achat-utilitaire/:city': async (data) => {
    const [city] = await data.get<{ slug: string }[]>('/api/cities');
    if (!city) throw new Error('aucune ville dans GET /api/cities');
    return `/achat-utilitaire/${city.slug}`;
  },
  '/evenement/:slug': seeded('/api/events', '/evenement', ['journees-portes-ouvertes-ecommoy']),
  '/promotion/:slug': seeded('/api/promotions', '/promotion', ['soldes-d-hiver']),
  // mf-content
  '/a-propos/partenaires/:slug': fromSitemap('pages'),
  '/services/livraison-domicile/:slug': fromSitemap('pages'),
  '/formulaire/:slug': seeded('/api/form-pages', '/formulaire', [
    'recherche-personnalisee',
    'devis-amenagement-utilitaire',
    'reprise-flotte',
  ]),
  // mf-account: pages of the account area opened from an e-mail, walked on a first visit (signed
  // out) like the visitor who follows the link. Without a valid token they say the link does not work.
  '/mon-compte/alertes/desinscription': async () => '/mon-compte/alertes/desinscription?alerte=1&jeton=x',
  '/mon-compte/confirmer-email': async () => '/mon-compte/confirmer-email',
};

/**
 * The account area (mf-account's AREA_PATH, mf-account/src/pages.ts): its pages are behind
 * sign-in (the shell's `auth` middleware), so the signed-in walk takes them, every one but those
 * FILLERS claims for the first visit.
 */
export const SIGNED_IN_AREA = '/mon-compte';

/** Pages behind sign-in outside the area, and how the signed-in walk fills them. */
export const SIGNED_IN_FILLERS: Record<string, Filler> = {
  '/achat/vehicule/:slug/:vehicleId/reservation/:bookingId?': async (data) =>
    `${vehiclePath((await freeVehicles(data, 1))[0]!)}/reservation`,
  '/devis-reprise/:id': async (data) => {
    const [tradein] = await data.getAsVisitor!<{ id: number }[]>('/api/user/reprises');
    if (!tradein) throw new Error('le compte de démonstration n’a aucune reprise (GET /api/user/reprises)');
    return `/devis-reprise/${tradein.id}`;
  },
};

/**
 * Patterns no walk of these specs visits, with the reason. Short on purpose: each entry is a page
 * nobody checks for accessibility here.
 */
export const EXCLUDED: Record<string, string> = {};

/**
 * Apps whose pages these walks leave out. mf-staff publishes an empty manifest on purpose (its
 * pages are for the dealership's staff, never named to the public: docs/staff.md); should it ever
 * list one, it would still stay out of the public walks: the staff specs (staff.spec.ts,
 * staff-admin.spec.ts, staff-agenda.spec.ts) walk them signed in as staff.
 */
export const EXCLUDED_APPS: Record<string, string> = {
  'mf-staff': 'pages du personnel, parcourues par les specs staff*.spec.ts',
};

/**
 * The shell has no page table nor manifest: its own pages are the home page and the not-found page
 * (shell/src/app/router.tsx), both rendered by the server, the latter with its 404.
 */
export const SHELL_PAGES: { path: string; status: number }[] = [
  { path: '/', status: 200 },
  { path: '/page-qui-n-existe-pas', status: 404 },
];

/** The app of the content area, walked by content-pages.spec.ts; the other apps by accessibility.spec.ts. */
export const CONTENT_APP = 'mf-content';

/** One pattern of the plan: where it comes from and how its address is found. */
export interface PlannedPage {
  app: string;
  /** The manifest's concrete path, or the page table's pattern. */
  pattern: string;
  /** The address(es) to visit. */
  fill: Filler;
  /** Behind sign-in: walked by the signed-in walk. */
  signedIn: boolean;
  /**
   * Rendered by the site server, as it decides (shell/server/ssr/ssr-policy.ts): the app's manifest
   * has an `ssr` list and no `client` pattern matches the page.
   */
  serverRendered: boolean;
  /** HTTP status of the page: 200, 404 for the not-found page. */
  status: number;
  /**
   * For a page the manifest lists that a pattern with parameters of its app also matches (the fixed
   * listings and categories of /achat/:category/:type?, the energies, the leasing offers): that
   * pattern. The same template with other vehicles: the phone walk checks axe on one of them.
   */
  variantOf?: string;
  /**
   * A page the manifest lists that is no page of the table: the pattern `variantOf` serves it with
   * another parameter (the categories, the energies, the leasing offers). The desktop walk too
   * checks axe on one of them per pattern.
   */
  patternServed?: true;
}

export interface WalkPlan {
  pages: PlannedPage[];
  /** The patterns nobody knows how to fill: the walks that would take them fail on them. */
  unfilled: Pick<PlannedPage, 'app' | 'pattern' | 'signedIn'>[];
}

const asIs: Filler = async (_data, pattern) => pattern;
const inArea = (pattern: string) => pattern === SIGNED_IN_AREA || pattern.startsWith(`${SIGNED_IN_AREA}/`);

/** The plan of the walks from the manifests (GET /site-routes.json, or built from the sources in jest). */
export function planWalk(manifests: RouteManifest[]): WalkPlan {
  const pages: PlannedPage[] = SHELL_PAGES.map(({ path, status }) => ({
    app: 'shell',
    pattern: path,
    fill: asIs,
    signedIn: false,
    serverRendered: true,
    status,
  }));
  const unfilled: WalkPlan['unfilled'] = [];
  for (const manifest of manifests) {
    if (EXCLUDED_APPS[manifest.app]) continue;
    const tablePatterns = [...(manifest.ssr ?? []), ...(manifest.client ?? [])];
    const withParameters = tablePatterns.filter(hasParameter);
    const routes = manifest.routes.map((r) => r.path);
    const serverRendered = (pattern: string) =>
      manifest.ssr !== undefined && !(manifest.client ?? []).some((p) => matchPattern(p, pattern));
    for (const pattern of [...new Set([...routes, ...tablePatterns])]) {
      if (EXCLUDED[pattern]) continue;
      let fill = SIGNED_IN_FILLERS[pattern] ?? FILLERS[pattern];
      const signedIn = SIGNED_IN_FILLERS[pattern] !== undefined || (inArea(pattern) && !FILLERS[pattern]);
      if (!fill && !hasParameter(pattern)) fill = asIs;
      // A pattern whose pages the manifest lists (/achat/:category/:type?, /achat-par-energie/:slug…)
      // is walked through them; any other one needs a filler.
      if (!fill && routes.some((path) => matchPattern(pattern, path))) continue;
      if (!fill) {
        unfilled.push({ app: manifest.app, pattern, signedIn });
        continue;
      }
      const variantOf = routes.includes(pattern) ? withParameters.find((p) => matchPattern(p, pattern)) : undefined;
      pages.push({
        app: manifest.app,
        pattern,
        fill,
        signedIn,
        serverRendered: serverRendered(pattern),
        status: 200,
        ...(variantOf ? { variantOf } : {}),
        ...(variantOf && !tablePatterns.includes(pattern) ? { patternServed: true as const } : {}),
      });
    }
  }
  return { pages, unfilled };
}

/** The message a walk fails with when patterns of its pages have no filler. */
export const unfilledMessage = (unfilled: WalkPlan['unfilled']) =>
  `La marche ne sait pas remplir ${unfilled.map((u) => `${u.pattern} (${u.app})`).join(', ')} : ajoutez un remplisseur ` +
  `dans FILLERS ou SIGNED_IN_FILLERS (e2e/support/walk-routes.ts), ou le motif à EXCLUDED avec sa raison.`;
