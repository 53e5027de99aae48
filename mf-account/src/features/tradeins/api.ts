import { injectEndpoints } from '@ga/core';
import type { Paginated, Tradein } from '@ga/contracts';
import { LIST_CACHE_SECONDS } from '../../shared/account-area/use-cached-list';

/** docs/spec-notes.md §9: the trade-in list starts at page 1. */
export const TRADEINS_FIRST_PAGE = 1;

export const tradeinsApi = injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/user/reprises?page= (reads data, meta.total, meta.current_page). Pages load one
     * after the other and « Voir plus » appends the next one (RTK Query infinite query).
     */
    accountTradeins: build.infiniteQuery<Paginated<Tradein>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: TRADEINS_FIRST_PAGE,
        getNextPageParam: (lastPage, allPages) => {
          const loaded = allPages.reduce((count, page) => count + page.data.length, 0);
          return loaded < lastPage.meta.total && lastPage.data.length > 0 ? lastPage.meta.current_page + 1 : undefined;
        },
      },
      query: ({ pageParam }) => ({ url: '/api/user/reprises', params: { page: pageParam } }),
      providesTags: ['Reprises'],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    /**
     * DELETE /api/user/reprises/{id} → 204: the request leaves the list at once, then the pages
     * loaded so far are asked again (the following items moved up by one).
     */
    accountDeleteTradein: build.mutation<void, number>({
      query: (id) => ({ url: `/api/user/reprises/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Reprises']),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            tradeinsApi.util.updateQueryData('accountTradeins', undefined, (draft) => {
              for (const page of draft.pages) {
                const before = page.data.length;
                page.data = page.data.filter((item) => item.id !== id);
                if (page.data.length < before) for (const p of draft.pages) p.meta.total -= 1;
              }
            }),
          );
        } catch {
          /* the page shows the failure */
        }
      },
    }),
  }),
});

export const { useAccountTradeinsInfiniteQuery, useAccountDeleteTradeinMutation } = tradeinsApi;
