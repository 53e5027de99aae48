import { injectEndpoints } from '@ga/core';
import type { CallRequest, CallRequestInput, Resource } from '@ga/contracts';

export const callBackApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/user/calls/store — « Être rappelé » (signed in). */
    catalogueRequestCall: build.mutation<CallRequest, CallRequestInput>({
      query: (body) => ({ url: '/api/user/calls/store', method: 'POST', body }),
      transformResponse: (reply: Resource<CallRequest>) => reply.data,
    }),
  }),
});

export const { useCatalogueRequestCallMutation } = callBackApi;
