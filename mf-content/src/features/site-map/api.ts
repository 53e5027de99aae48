import { getConfig, injectEndpoints } from '@ga/core';
import type { List, SiteRoutes, SitemapEntry } from '@ga/contracts';

export type SitemapKind = 'vehicles' | 'brands' | 'carmodels' | 'pages';
export type SitemapLink = Pick<SitemapEntry, 'path' | 'slug' | 'label'>;

export const siteMapApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /site-routes.json of the site server (same origin): the live route manifests. */
    contentSiteRoutes: build.query<SiteRoutes, void>({
      queryFn: async () => {
        try {
          // Relative in the browser; absolute when the page is rendered on the site server.
          const url = typeof window === 'undefined' ? `${getConfig().siteUrl}/site-routes.json` : '/site-routes.json';
          const response = await fetch(url, { headers: { Accept: 'application/json' } });
          if (!response.ok) return { error: { status: response.status, data: null } };
          return { data: (await response.json()) as SiteRoutes };
        } catch {
          return { error: { status: 'FETCH_ERROR', error: 'Le plan du site est momentanément indisponible.' } };
        }
      },
    }),
    /** GET /api/sitemap/{vehicles|brands|carmodels|pages} */
    contentSitemap: build.query<SitemapLink[], SitemapKind>({
      query: (kind) => `/api/sitemap/${kind}`,
      transformResponse: (reply: List<SitemapLink>) => reply.data,
    }),
  }),
});

export const { useContentSiteRoutesQuery, useContentSitemapQuery } = siteMapApi;
