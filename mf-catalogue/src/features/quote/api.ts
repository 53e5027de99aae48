import { injectEndpoints } from '@ga/core';
import type { Quote, QuoteRequest, PromotionalCodeRequest, PromotionalCodeResult, Resource } from '@ga/contracts';

export const quoteApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/promotional-codes — checks a code for this vehicle (→ coupon_id / partner_code_id). */
    catalogueCheckPromoCode: build.mutation<PromotionalCodeResult, PromotionalCodeRequest>({
      query: (body) => ({ url: '/api/promotional-codes', method: 'POST', body }),
      transformResponse: (reply: Resource<PromotionalCodeResult>) => reply.data,
    }),
    /** POST /api/user/estimates/store — a numbered quote, kept for « Mes devis ». */
    catalogueCreateQuote: build.mutation<Quote, QuoteRequest>({
      query: (body) => ({ url: '/api/user/estimates/store', method: 'POST', body }),
      transformResponse: (reply: Resource<Quote>) => reply.data,
      invalidatesTags: ['Estimates'],
    }),
  }),
});

export const { useCatalogueCheckPromoCodeMutation, useCatalogueCreateQuoteMutation } = quoteApi;
