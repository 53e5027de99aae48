import { injectEndpoints } from '@ga/core';
import type { BusinessSector, List, Locality } from '@ga/contracts';

export const accountFieldsApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/business-sectors — the list of the company account's sector select. */
    accountBusinessSectors: build.query<BusinessSector[], void>({
      query: () => '/api/business-sectors',
      transformResponse: (reply: List<BusinessSector>) => reply.data,
      keepUnusedDataFor: 3600,
    }),
    /** GET /api/localization?search= — postal code / city suggestions of the address fields. */
    accountSearchLocalities: build.query<Locality[], string>({
      query: (search) => ({ url: '/api/localization', params: { search } }),
      transformResponse: (reply: List<Locality>) => reply.data,
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useAccountBusinessSectorsQuery, useAccountSearchLocalitiesQuery } = accountFieldsApi;
