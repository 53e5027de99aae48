import { injectEndpoints } from '@ga/core';
import type { Funding, List } from '@ga/contracts';
import { LIST_CACHE_SECONDS } from '../../shared/account-area/use-cached-list';

export const fundingsApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/fundings — the user's funding requests, newest first. */
    accountFundings: build.query<Funding[], void>({
      query: () => '/api/user/fundings',
      transformResponse: (reply: List<Funding>) => reply.data,
      providesTags: ['Fundings'],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    /** DELETE /api/user/fundings/{id} → 204: the request leaves the list. */
    accountDeleteFunding: build.mutation<void, number>({
      query: (id) => ({ url: `/api/user/fundings/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            fundingsApi.util.updateQueryData('accountFundings', undefined, (list) =>
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

export const { useAccountFundingsQuery, useAccountDeleteFundingMutation } = fundingsApi;
