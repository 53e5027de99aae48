import { injectEndpoints } from '@ga/core';
import type { Quote, List } from '@ga/contracts';
import { LIST_CACHE_SECONDS } from '../../shared/account-area/use-cached-list';

export const quotesApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/estimates — the user's numbered quotes, newest first. */
    accountQuotes: build.query<Quote[], void>({
      query: () => '/api/user/estimates',
      transformResponse: (reply: List<Quote>) => reply.data,
      providesTags: ['Estimates'],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    /** DELETE /api/user/estimates/{id} → 204: the quote leaves the list. */
    accountDeleteQuote: build.mutation<void, number>({
      query: (id) => ({ url: `/api/user/estimates/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            quotesApi.util.updateQueryData('accountQuotes', undefined, (list) => list.filter((item) => item.id !== id)),
          );
        } catch {
          /* the page shows the failure */
        }
      },
    }),
  }),
});

export const { useAccountQuotesQuery, useAccountDeleteQuoteMutation } = quotesApi;
