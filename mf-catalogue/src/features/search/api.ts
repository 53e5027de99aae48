import { injectEndpoints } from '@ga/core';
import type { Paginated, Resource, VehicleCard, VehicleFilters, VehicleSearchQuery } from '@ga/contracts';

export const searchApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/vehicles — one page of results. */
    catalogueSearchVehicles: build.query<Paginated<VehicleCard>, VehicleSearchQuery>({
      query: (params) => ({ url: '/api/vehicles', params: params as Record<string, string> }),
      providesTags: ['Vehicles'],
    }),
    /** GET /api/vehicles/filters — facet counts over the whole filtered set. */
    catalogueVehicleFilters: build.query<VehicleFilters, VehicleSearchQuery>({
      query: ({ page: _page, per_page: _perPage, sort: _sort, ...params }) => ({
        url: '/api/vehicles/filters',
        params: params as Record<string, string>,
      }),
      transformResponse: (reply: Resource<VehicleFilters>) => reply.data,
    }),
  }),
});

export const { useCatalogueSearchVehiclesQuery, useCatalogueVehicleFiltersQuery } = searchApi;
