import { injectEndpoints } from '@ga/core';
import type { CallRequest, CallRequestInput, Reprise, Resource } from '@ga/contracts';

export const estimateApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/reprises/{id} (owner only: another user's id → 404). */
    tradeinReprise: build.query<Reprise, number>({
      query: (id) => `/api/user/reprises/${id}`,
      transformResponse: (reply: Resource<Reprise>) => reply.data,
      providesTags: (_result, _error, id) => [{ type: 'Reprises', id }],
    }),
    /** POST /api/user/reprises/{id}/estimate: an expired estimate computed again at today's prices. */
    tradeinRefreshEstimate: build.mutation<Reprise, number>({
      query: (id) => ({ url: `/api/user/reprises/${id}/estimate`, method: 'POST', body: {} }),
      transformResponse: (reply: Resource<Reprise>) => reply.data,
      onQueryStarted: (id, api) => keepReprise(id, api),
      invalidatesTags: ['Reprises'],
    }),
    /** POST /api/user/reprises/{id}/offer/accept: the firm offer waiting is accepted (409: none waiting, or expired). */
    tradeinAcceptOffer: build.mutation<Reprise, number>({
      query: (id) => ({ url: `/api/user/reprises/${id}/offer/accept`, method: 'POST', body: {} }),
      transformResponse: (reply: Resource<Reprise>) => reply.data,
      onQueryStarted: (id, api) => keepReprise(id, api),
      invalidatesTags: ['Reprises'],
    }),
    /** POST /api/user/reprises/{id}/offer/decline {reason?}. */
    tradeinDeclineOffer: build.mutation<Reprise, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/api/user/reprises/${id}/offer/decline`, method: 'POST', body: reason ? { reason } : {} }),
      transformResponse: (reply: Resource<Reprise>) => reply.data,
      onQueryStarted: ({ id }, api) => keepReprise(id, api),
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
async function keepReprise(id: number, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Reprise }> }) {
  try {
    const { data } = await queryFulfilled;
    dispatch(estimateApi.util.upsertQueryData('tradeinReprise', id, data));
  } catch {
    /* the page shows the failure */
  }
}

export const {
  useTradeinRepriseQuery, useTradeinRefreshEstimateMutation, useTradeinRequestCallMutation, useTradeinAcceptOfferMutation, useTradeinDeclineOfferMutation,
} = estimateApi;
