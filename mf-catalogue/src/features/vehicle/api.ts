import { injectEndpoints } from '@ga/core';
import type { List, PriceHistory, Resource, Vehicle, VehicleCard } from '@ga/contracts';

export const vehicleApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/vehicles/{id} — the vehicle page. */
    catalogueVehicle: build.query<Vehicle, string>({
      // ?booking: the signed-in visitor's own active booking of this vehicle, if any.
      query: (id) => `/api/vehicles/${encodeURIComponent(id)}?booking`,
      transformResponse: (reply: Resource<Vehicle>) => reply.data,
      providesTags: (_r, _e, id) => ['Vehicles', { type: 'Vehicles', id }],
    }),
    /** GET /api/vehicles/suggestions?vehicle_id= — similar vehicles. */
    catalogueVehicleSuggestions: build.query<VehicleCard[], number>({
      query: (vehicleId) => ({ url: '/api/vehicles/suggestions', params: { vehicle_id: vehicleId, limit: 8 } }),
      transformResponse: (reply: List<VehicleCard>) => reply.data,
    }),
    /** GET /api/vehicles/{id}/price-history — the last 12 months of prices. */
    catalogueVehiclePriceHistory: build.query<PriceHistory, number>({
      query: (vehicleId) => `/api/vehicles/${vehicleId}/price-history`,
      transformResponse: (reply: Resource<PriceHistory>) => reply.data,
      providesTags: (_r, _e, id) => [{ type: 'Vehicles', id: String(id) }],
    }),
  }),
});

export const { useCatalogueVehicleQuery, useCatalogueVehicleSuggestionsQuery, useCatalogueVehiclePriceHistoryQuery } =
  vehicleApi;
