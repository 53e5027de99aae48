import type { LegalMentions, OfferKind, Resource } from '@ga/contracts';
import { injectEndpoints } from '../api-client/inject-endpoints';

/** The legal mentions of vehicle ads, the same call in every area that lists vehicles. */
export const adsApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/vehicles/{id}/fundings/legal-mentions[?kind] — a vehicle's representative example. */
    adsLegalMentions: build.query<LegalMentions, { vehicleId: number; kind?: OfferKind }>({
      query: ({ vehicleId, kind }) => ({
        url: `/api/vehicles/${vehicleId}/fundings/legal-mentions`,
        params: kind ? { kind } : undefined,
      }),
      transformResponse: (reply: Resource<LegalMentions>) => reply.data,
    }),
  }),
});

export const { useAdsLegalMentionsQuery } = adsApi;
