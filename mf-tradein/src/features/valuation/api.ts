import { injectEndpoints } from '@ga/core';
import type {
  CallRequest,
  CallRequestInput,
  Tradein,
  TradeinOfferAccept,
  TradeinOfferDecline,
  Resource,
} from '@ga/contracts';

export const valuationApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/reprises/{id} (owner only: another user's id → 404). */
    tradeinRequest: build.query<Tradein, number>({
      query: (id) => `/api/user/reprises/${id}`,
      transformResponse: (reply: Resource<Tradein>) => reply.data,
      providesTags: (_result, _error, id) => [{ type: 'Reprises', id }],
    }),
    /** POST /api/user/reprises/{id}/estimate: an expired valuation computed again at today's prices. */
    tradeinRefreshValuation: build.mutation<Tradein, number>({
      query: (id) => ({ url: `/api/user/reprises/${id}/estimate`, method: 'POST', body: {} }),
      transformResponse: (reply: Resource<Tradein>) => reply.data,
      onQueryStarted: (id, api) => keepTradein(id, api),
      invalidatesTags: ['Reprises'],
    }),
    /**
     * POST /api/user/reprises/{id}/offer/accept {offer_id}: the offer shown is accepted. 409 when it
     * is no longer the one waiting (replaced meanwhile), none waits, or it expired; the trade-in is
     * fetched again after a failure too (`invalidatesTags` also applies to a rejected mutation), so
     * the page shows the offer now waiting.
     */
    tradeinAcceptOffer: build.mutation<Tradein, { id: number } & TradeinOfferAccept>({
      query: ({ id, offer_id }) => ({
        url: `/api/user/reprises/${id}/offer/accept`,
        method: 'POST',
        body: { offer_id },
      }),
      transformResponse: (reply: Resource<Tradein>) => reply.data,
      onQueryStarted: ({ id }, api) => keepTradein(id, api),
      invalidatesTags: ['Reprises'],
    }),
    /** POST /api/user/reprises/{id}/offer/decline {offer_id, reason?}: the same, declined. */
    tradeinDeclineOffer: build.mutation<Tradein, { id: number; offer_id: number; reason: string }>({
      query: ({ id, offer_id, reason }) => ({
        url: `/api/user/reprises/${id}/offer/decline`,
        method: 'POST',
        body: (reason ? { offer_id, reason } : { offer_id }) satisfies TradeinOfferDecline,
      }),
      transformResponse: (reply: Resource<Tradein>) => reply.data,
      onQueryStarted: ({ id }, api) => keepTradein(id, api),
      invalidatesTags: ['Reprises'],
    }),
    /** POST /api/user/calls/store: a call-back about the trade-in (no vehicle). */
    tradeinRequestCall: build.mutation<CallRequest, CallRequestInput>({
      query: (body) => ({ url: '/api/user/calls/store', method: 'POST', body }),
      transformResponse: (reply: Resource<CallRequest>) => reply.data,
    }),
  }),
});

/** The reply of a change becomes the page's trade-in at once. */
async function keepTradein(
  id: number,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Tradein }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(valuationApi.util.upsertQueryData('tradeinRequest', id, data));
  } catch {
    /* the page shows the failure */
  }
}

export const {
  useTradeinRequestQuery,
  useTradeinRefreshValuationMutation,
  useTradeinRequestCallMutation,
  useTradeinAcceptOfferMutation,
  useTradeinDeclineOfferMutation,
} = valuationApi;
