import { injectEndpoints } from '@ga/core';
import type { City, CityPage, List, Resource } from '@ga/contracts';

export const cityApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/cities/{slug}?type=utilitaires — /achat-utilitaire/{city}. */
    catalogueCity: build.query<CityPage, string>({
      query: (slug) => ({ url: `/api/cities/${encodeURIComponent(slug)}`, params: { type: 'utilitaires' } }),
      transformResponse: (reply: Resource<CityPage>) => reply.data,
    }),
    /** GET /api/cities — the other city pages, linked at the bottom. */
    catalogueCities: build.query<City[], void>({
      query: () => '/api/cities',
      transformResponse: (reply: List<City>) => reply.data,
    }),
  }),
});

export const { useCatalogueCityQuery, useCatalogueCitiesQuery } = cityApi;
