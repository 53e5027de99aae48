import { injectEndpoints } from '@ga/core';
import type { Resource, Vehicle360View } from '@ga/contracts';

export const view360Api = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/vehicles/{id}/view-360 — the turntable frames (≥ 24, evenly spaced angles). */
    catalogueVehicle360: build.query<Vehicle360View, number>({
      query: (id) => `/api/vehicles/${id}/view-360`,
      transformResponse: (reply: Resource<Vehicle360View>) => reply.data,
    }),
  }),
});

export const { useCatalogueVehicle360Query } = view360Api;
