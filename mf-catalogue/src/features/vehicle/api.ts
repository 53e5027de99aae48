import { injectEndpoints } from '@ga/core';
import type { List, Resource, Vehicle, VehicleCard } from '@ga/contracts';

export const vehicleApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/vehicles/{id} — the vehicle page. */
    catalogueVehicle: build.query<Vehicle, string>({
      query: (id) => `/api/vehicles/${encodeURIComponent(id)}`,
      transformResponse: (reply: Resource<Vehicle>) => reply.data,
      providesTags: (_r, _e, id) => [{ type: 'Vehicles', id }],
    }),
    /** GET /api/vehicles/suggestions?vehicle_id= — similar vehicles. */
    catalogueVehicleSuggestions: build.query<VehicleCard[], number>({
      query: (vehicleId) => ({ url: '/api/vehicles/suggestions', params: { vehicle_id: vehicleId, limit: 8 } }),
      transformResponse: (reply: List<VehicleCard>) => reply.data,
    }),
  }),
});

export const { useCatalogueVehicleQuery, useCatalogueVehicleSuggestionsQuery } = vehicleApi;
