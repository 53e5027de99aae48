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
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(estimateApi.util.upsertQueryData('tradeinReprise', id, data));
        } catch {
          /* the page shows the failure */
        }
      },
      invalidatesTags: ['Reprises'],
    }),
    /** POST /api/user/calls/store: a call-back about the trade-in (no vehicle). */
    tradeinRequestCall: build.mutation<CallRequest, CallRequestInput>({
      query: (body) => ({ url: '/api/user/calls/store', method: 'POST', body }),
      transformResponse: (reply: Resource<CallRequest>) => reply.data,
    }),
  }),
});

export const { useTradeinRepriseQuery, useTradeinRefreshEstimateMutation, useTradeinRequestCallMutation } = estimateApi;
