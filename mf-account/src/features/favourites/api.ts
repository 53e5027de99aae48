import { injectEndpoints } from '@ga/core';
import type { BookmarkToggleResponse, BookmarkedVehicle, List, WithStatus } from '@ga/contracts';
import { LIST_CACHE_SECONDS } from '../../shared/account-area/use-cached-list';

export const favouritesApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/bookmarks — the bookmarked vehicles as cards. */
    accountBookmarks: build.query<BookmarkedVehicle[], void>({
      query: () => '/api/user/bookmarks',
      transformResponse: (reply: List<BookmarkedVehicle>) => reply.data,
      providesTags: ['Bookmarks'],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    /**
     * POST /api/user/bookmarks/store {vehicle_id} — a toggle: 201 added, 200 removed (docs/spec-notes.md §4).
     * A removed vehicle leaves the list at once; the user (and its bookmark ids) is reloaded.
     */
    accountToggleBookmark: build.mutation<WithStatus<BookmarkToggleResponse>, number>({
      query: (vehicleId) => ({ url: '/api/user/bookmarks/store', method: 'POST', body: { vehicle_id: vehicleId } }),
      invalidatesTags: (result) => (!result ? [] : result.status === 201 ? ['User', 'Bookmarks'] : ['User']),
      async onQueryStarted(vehicleId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status !== 201) {
            dispatch(
              favouritesApi.util.updateQueryData('accountBookmarks', undefined, (list) =>
                list.filter((v) => v.id !== vehicleId),
              ),
            );
          }
        } catch {
          /* the card shows the failure */
        }
      },
    }),
  }),
});

export const { useAccountBookmarksQuery, useAccountToggleBookmarkMutation } = favouritesApi;
