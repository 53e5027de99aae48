import { injectEndpoints } from '@ga/core';
import type { List, VehicleCard } from '@ga/contracts';

export const recentlyViewedApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/recently-viewed — signed in. */
    catalogueRecentlyViewed: build.query<VehicleCard[], void>({
      query: () => '/api/user/recently-viewed',
      transformResponse: (reply: List<VehicleCard>) => reply.data,
      providesTags: [{ type: 'Vehicles', id: 'recently-viewed' }],
    }),
    /** POST /api/user/recently-viewed — notes a view. */
    catalogueRecordView: build.mutation<null, number>({
      query: (vehicleId) => ({ url: '/api/user/recently-viewed', method: 'POST', body: { vehicle_id: vehicleId } }),
      invalidatesTags: [{ type: 'Vehicles', id: 'recently-viewed' }],
    }),
    /** DELETE /api/user/recently-viewed. */
    catalogueClearRecentlyViewed: build.mutation<null, void>({
      query: () => ({ url: '/api/user/recently-viewed', method: 'DELETE' }),
      invalidatesTags: [{ type: 'Vehicles', id: 'recently-viewed' }],
    }),
    /** GET /api/vehicles/selection?ids= — the cards of the list kept in this browser. */
    catalogueVehicleSelection: build.query<VehicleCard[], string>({
      query: (ids) => ({ url: '/api/vehicles/selection', params: { ids } }),
      transformResponse: (reply: List<VehicleCard>) => reply.data,
    }),
  }),
});

export const {
  useCatalogueRecentlyViewedQuery,
  useCatalogueRecordViewMutation,
  useCatalogueClearRecentlyViewedMutation,
  useCatalogueVehicleSelectionQuery,
} = recentlyViewedApi;
