import { injectEndpoints } from '@ga/core';
import type { Estimate, List } from '@ga/contracts';
import { LIST_CACHE_SECONDS } from '../../shared/account-area/use-cached-list';

export const estimatesApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/estimates — the user's numbered quotes, newest first. */
    accountEstimates: build.query<Estimate[], void>({
      query: () => '/api/user/estimates',
      transformResponse: (reply: List<Estimate>) => reply.data,
      providesTags: ['Estimates'],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    /** DELETE /api/user/estimates/{id} → 204: the quote leaves the list. */
    accountDeleteEstimate: build.mutation<void, number>({
      query: (id) => ({ url: `/api/user/estimates/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            estimatesApi.util.updateQueryData('accountEstimates', undefined, (list) =>
              list.filter((item) => item.id !== id),
            ),
          );
        } catch {
          /* the page shows the failure */
        }
      },
    }),
  }),
});

export const { useAccountEstimatesQuery, useAccountDeleteEstimateMutation } = estimatesApi;
