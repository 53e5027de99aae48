import { injectEndpoints } from '@ga/core';
import type { DeliveryType, Department, List, Locality } from '@ga/contracts';

/**
 * A failed load is only logged (docs/spec-notes.md §8): the modal shows what it has. An aborted one
 * is no failure (the site server aborts what a page's last render started: docs/server-rendering.md).
 */
const logFailure =
  (what: string) =>
  async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled;
    } catch (error) {
      if ((error as { error?: { name?: string } } | undefined)?.error?.name === 'AbortError') return;
      console.error(`Chargement impossible : ${what}`, error);
    }
  };

export const deliveryApi = injectEndpoints({
  endpoints: (build) => ({
    catalogueDepartments: build.query<Department[], void>({
      query: () => '/api/departments',
      transformResponse: (reply: List<Department>) => reply.data,
      onQueryStarted: logFailure('départements'),
    }),
    catalogueDeliveryTypes: build.query<DeliveryType[], { departmentId: number; onQuote?: boolean }>({
      query: ({ departmentId, onQuote }) =>
        `/api/delivery-types/departments/${departmentId}${onQuote ? '?on-estimate' : ''}`,
      transformResponse: (reply: List<DeliveryType>) => reply.data,
      onQueryStarted: logFailure('modes de livraison'),
    }),
    /** GET /api/localization?search= — communes by postal code or name, to find the department. */
    catalogueLocalities: build.query<Locality[], string>({
      query: (search) => ({ url: '/api/localization', params: { search } }),
      transformResponse: (reply: List<Locality>) => reply.data,
      onQueryStarted: logFailure('communes'),
    }),
  }),
});

export const { useCatalogueDepartmentsQuery, useCatalogueDeliveryTypesQuery, useCatalogueLocalitiesQuery } =
  deliveryApi;
