import { injectEndpoints } from '@ga/core';
import type { DeliveryType, Department, List } from '@ga/contracts';

export const deliveryApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/departments — the 101 départements (« 72 Sarthe »). */
    contentDepartments: build.query<Department[], void>({
      query: () => '/api/departments',
      transformResponse: (reply: List<Department>) => reply.data,
    }),
    /** GET /api/delivery-types/departments/{id}?on-estimate — every mode, on-quote ones included. */
    contentDeliveryTypes: build.query<DeliveryType[], number>({
      query: (departmentId) => `/api/delivery-types/departments/${departmentId}?on-estimate`,
      transformResponse: (reply: List<DeliveryType>) => reply.data,
    }),
  }),
});

export const { useContentDepartmentsQuery, useContentDeliveryTypesQuery } = deliveryApi;
