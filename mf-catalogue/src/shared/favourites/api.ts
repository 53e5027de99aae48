import { injectEndpoints } from '@ga/core';
import type { BookmarkToggleResponse, WithStatus } from '@ga/contracts';

export const favouritesApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/user/bookmarks/store — 201 added, 200 removed (docs/spec-notes.md §4). */
    catalogueToggleBookmark: build.mutation<WithStatus<BookmarkToggleResponse>, number>({
      query: (vehicleId) => ({ url: '/api/user/bookmarks/store', method: 'POST', body: { vehicle_id: vehicleId } }),
      invalidatesTags: ['User', 'Bookmarks'],
    }),
  }),
});

export const { useCatalogueToggleBookmarkMutation } = favouritesApi;
