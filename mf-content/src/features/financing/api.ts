import { injectEndpoints } from '@ga/core';
import type { FundingQuote, FundingSimulationQuery, FundingType, List, Resource } from '@ga/contracts';

export const financingApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/funding-types */
    contentFundingTypes: build.query<FundingType[], void>({
      query: () => '/api/funding-types',
      transformResponse: (reply: List<FundingType>) => reply.data,
    }),
    /** GET /api/funding-simulations — the simulator, on the server's rate grid and maths. */
    contentFundingSimulation: build.query<FundingQuote, FundingSimulationQuery>({
      query: (params) => ({ url: '/api/funding-simulations', params: { ...params } }),
      transformResponse: (reply: Resource<FundingQuote>) => reply.data,
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useContentFundingTypesQuery, useContentFundingSimulationQuery } = financingApi;
