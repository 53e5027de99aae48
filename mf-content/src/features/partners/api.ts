import { injectEndpoints } from '@ga/core';
import type { List, Partner, Resource } from '@ga/contracts';

export const partnersApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/partners */
    contentPartners: build.query<Partner[], void>({
      query: () => '/api/partners',
      transformResponse: (reply: List<Partner>) => reply.data,
    }),
    /** GET /api/partners/{id|slug}; unknown → 404. */
    contentPartner: build.query<Partner, string>({
      query: (slug) => `/api/partners/${encodeURIComponent(slug)}`,
      transformResponse: (reply: Resource<Partner>) => reply.data,
    }),
  }),
});

export const { useContentPartnersQuery, useContentPartnerQuery } = partnersApi;
