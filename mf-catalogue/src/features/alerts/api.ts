import { injectEndpoints } from '@ga/core';
import type { Resource, SearchAlert } from '@ga/contracts';

export const alertsApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/user/alerts — « Créer une alerte » on a listing. */
    catalogueCreateAlert: build.mutation<SearchAlert, { name: string; path: string; query: Record<string, unknown> }>({
      query: (body) => ({ url: '/api/user/alerts', method: 'POST', body }),
      transformResponse: (reply: Resource<SearchAlert>) => reply.data,
    }),
  }),
});

export const { useCatalogueCreateAlertMutation } = alertsApi;
