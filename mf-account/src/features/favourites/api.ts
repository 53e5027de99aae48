import { injectEndpoints } from '@ga/core';
import type {
  BookmarkToggleResponse,
  BookmarkedVehicle,
  FavouriteAlerts,
  List,
  Resource,
  WithStatus,
} from '@ga/contracts';
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
    /** GET /api/user/favourite-alerts — the favourites' e-mail, asked for or not. */
    accountFavouriteAlerts: build.query<FavouriteAlerts, void>({
      query: () => '/api/user/favourite-alerts',
      transformResponse: (reply: Resource<FavouriteAlerts>) => reply.data,
    }),
    /** PUT /api/user/favourite-alerts {enabled} — the reply is the new state (and the message to show). */
    accountSetFavouriteAlerts: build.mutation<{ message: string; data: FavouriteAlerts }, boolean>({
      query: (enabled) => ({ url: '/api/user/favourite-alerts', method: 'PUT', body: { enabled } }),
      // The box follows the click at once, and goes back if the API refuses.
      async onQueryStarted(enabled, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favouritesApi.util.updateQueryData('accountFavouriteAlerts', undefined, (state) => {
            state.enabled = enabled;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(favouritesApi.util.upsertQueryData('accountFavouriteAlerts', undefined, data.data));
        } catch {
          patch.undo(); // the switch shows the failure
        }
      },
    }),
    /** POST /api/favourite-alerts/unsubscribe — the e-mail's link, no sign-in. */
    accountUnsubscribeFavourites: build.mutation<{ message: string }, { user: number; token: string }>({
      query: (body) => ({ url: '/api/favourite-alerts/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const {
  useAccountBookmarksQuery,
  useAccountToggleBookmarkMutation,
  useAccountFavouriteAlertsQuery,
  useAccountSetFavouriteAlertsMutation,
  useAccountUnsubscribeFavouritesMutation,
} = favouritesApi;
