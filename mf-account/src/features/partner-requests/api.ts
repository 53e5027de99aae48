import { injectEndpoints } from '@ga/core';
import type { PartnerRequest, PartnerRequestData, Resource } from '@ga/contracts';

export const partnerRequestsApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/user/partner-requests → 201 Resource<PartnerRequest>; 422 `errors` per field. */
    accountCreatePartnerRequest: build.mutation<PartnerRequest, PartnerRequestData>({
      query: (body) => ({ url: '/api/user/partner-requests', method: 'POST', body }),
      transformResponse: (reply: Resource<PartnerRequest>) => reply.data,
    }),
  }),
});

export const { useAccountCreatePartnerRequestMutation } = partnerRequestsApi;
