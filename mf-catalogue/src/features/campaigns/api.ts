import { injectEndpoints } from '@ga/core';
import type { EventPage, PromotionPage, Resource } from '@ga/contracts';

export const campaignApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/events/{id|slug} — /evenement/{slug}. */
    catalogueEvent: build.query<EventPage, string>({
      query: (slug) => `/api/events/${encodeURIComponent(slug)}`,
      transformResponse: (reply: Resource<EventPage>) => reply.data,
    }),
    /** GET /api/promotions/{slug} — /promotion/{slug}. */
    cataloguePromotion: build.query<PromotionPage, string>({
      query: (slug) => `/api/promotions/${encodeURIComponent(slug)}`,
      transformResponse: (reply: Resource<PromotionPage>) => reply.data,
    }),
  }),
});

export const { useCatalogueEventQuery, useCataloguePromotionQuery } = campaignApi;
