import { injectEndpoints } from '@ga/core';
import type { Paginated, Resource, Vehicle, VehicleCard } from '@ga/contracts';

export const teslaApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/vehicles?brands[]=tesla[&carmodels[]=…]: the Tesla range in stock, cheapest first. */
    contentTeslaStock: build.query<{ vehicles: VehicleCard[]; total: number }, { carmodel?: string; perPage?: number }>(
      {
        query: ({ carmodel, perPage = 12 }) => ({
          url: '/api/vehicles',
          params: {
            brands: ['tesla'],
            ...(carmodel ? { carmodels: [carmodel] } : {}),
            sort: 'price_asc',
            per_page: perPage,
          },
        }),
        transformResponse: (reply: Paginated<VehicleCard>) => ({ vehicles: reply.data, total: reply.meta.total }),
      },
    ),
    /** GET /api/vehicles/{id}: CO2, Crit’Air and WLTP range of a version (energy labels page). */
    contentTeslaVehicle: build.query<Vehicle, number>({
      query: (id) => `/api/vehicles/${id}`,
      transformResponse: (reply: Resource<Vehicle>) => reply.data,
    }),
  }),
});

export const { useContentTeslaStockQuery, useContentTeslaVehicleQuery } = teslaApi;
