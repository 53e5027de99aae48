import { injectEndpoints } from '@ga/core';
import type { CustomFundingContent, CustomFundingRequest, Funding, FundingRequest, Resource } from '@ga/contracts';

export const financingApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/vehicles/{id}/custom-fundings/legal-mentions — the modal, recomputed on the server. */
    catalogueCustomFunding: build.mutation<CustomFundingContent, { vehicleId: number; body: CustomFundingRequest }>({
      query: ({ vehicleId, body }) => ({
        url: `/api/vehicles/${vehicleId}/custom-fundings/legal-mentions`,
        method: 'POST',
        body,
      }),
      transformResponse: (reply: Resource<CustomFundingContent>) => reply.data,
    }),
    /**
     * The same call as a query: the simulation the buyer chose (kept in the tab), shown on the
     * vehicle and booking pages; cached per vehicle, offer and options.
     */
    catalogueFundingSimulation: build.query<CustomFundingContent, { vehicleId: number; body: CustomFundingRequest }>({
      query: ({ vehicleId, body }) => ({
        url: `/api/vehicles/${vehicleId}/custom-fundings/legal-mentions`,
        method: 'POST',
        body,
      }),
      transformResponse: (reply: Resource<CustomFundingContent>) => reply.data,
    }),
    /** POST /api/user/fundings/store — the financing request. */
    catalogueRequestFunding: build.mutation<Funding, FundingRequest>({
      query: (body) => ({ url: '/api/user/fundings/store', method: 'POST', body }),
      transformResponse: (reply: Resource<Funding>) => reply.data,
      invalidatesTags: ['Fundings'],
    }),
  }),
});

export const {
  useCatalogueCustomFundingMutation,
  useCatalogueFundingSimulationQuery,
  useCatalogueRequestFundingMutation,
} = financingApi;
