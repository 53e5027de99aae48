import { injectEndpoints } from '@ga/core';
import type { Estimate, EstimateRequest, PromotionalCodeRequest, PromotionalCodeResult, Resource } from '@ga/contracts';

export const estimateApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/promotional-codes — checks a code for this vehicle (→ coupon_id / partner_code_id). */
    catalogueCheckPromoCode: build.mutation<PromotionalCodeResult, PromotionalCodeRequest>({
      query: (body) => ({ url: '/api/promotional-codes', method: 'POST', body }),
      transformResponse: (reply: Resource<PromotionalCodeResult>) => reply.data,
    }),
    /** POST /api/user/estimates/store — a numbered quote, kept for « Mes devis ». */
    catalogueCreateEstimate: build.mutation<Estimate, EstimateRequest>({
      query: (body) => ({ url: '/api/user/estimates/store', method: 'POST', body }),
      transformResponse: (reply: Resource<Estimate>) => reply.data,
      invalidatesTags: ['Estimates'],
    }),
  }),
});

export const { useCatalogueCheckPromoCodeMutation, useCatalogueCreateEstimateMutation } = estimateApi;
