import type { RouteManifest, SiteRoutes } from '@ga/contracts';
import { apiData } from './api';
import { apiAs } from './account-api';
import { SITE_URL } from './env';
import { planWalk, unfilledMessage, type PlannedPage, type WalkData } from './walk-routes';

/** A page to visit: its address (with the query its page reads), and what the plan says of it. */
export interface WalkPage extends Omit<PlannedPage, 'fill'> {
  path: string;
}

/** The live route manifests, as the site server publishes them (GET /site-routes.json). */
export async function siteManifests(): Promise<RouteManifest[]> {
  const response = await fetch(`${SITE_URL}/site-routes.json`);
  if (!response.ok) throw new Error(`/site-routes.json : ${response.status}`);
  const { manifests } = (await response.json()) as SiteRoutes;
  return manifests;
}

/** GETs of the API, each asked once per walk (several fillers read the same list). */
function walkData(token?: string): WalkData {
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key) as Promise<T>;
  };
  return {
    get: <T>(apiPath: string) => once(apiPath, () => apiData<T>(apiPath)),
    ...(token
      ? {
          getAsVisitor: <T>(apiPath: string) =>
            once(`visitor ${apiPath}`, async () => {
              const reply = await apiAs<{ data: T }>(token, 'GET', apiPath);
              if (reply.status !== 200) throw new Error(`${apiPath} : ${reply.status}`);
              return reply.json.data;
            }),
        }
      : {}),
  };
}

/**
 * The pages of a walk, from the live manifests: those `which` keeps, in the manifests' order, their
 * addresses filled through the API. Fails, naming them, on the patterns of these pages that no
 * filler fills (walk-routes.ts).
 *
 * @param token the signed-in visitor's, for the signed-in walk's fillers
 */
export async function walkPages(
  which: (page: Pick<PlannedPage, 'app' | 'signedIn'>) => boolean,
  token?: string,
): Promise<WalkPage[]> {
  const plan = planWalk(await siteManifests());
  const unfilled = plan.unfilled.filter(which);
  if (unfilled.length) throw new Error(unfilledMessage(unfilled));
  const data = walkData(token);
  const pages = await Promise.all(
    plan.pages.filter(which).map(async ({ fill, ...page }) => {
      const paths = await fill(data, page.pattern);
      return (Array.isArray(paths) ? paths : [paths]).map((path) => ({ ...page, path }));
    }),
  );
  return pages.flat();
}
