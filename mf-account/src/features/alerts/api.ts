import { injectEndpoints } from '@ga/core';
import type { List, Resource, SearchAlert } from '@ga/contracts';
import { LIST_CACHE_SECONDS } from '../../shared/account-area/use-cached-list';

export const alertsApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/alerts. */
    accountAlerts: build.query<SearchAlert[], void>({
      query: () => '/api/user/alerts',
      transformResponse: (reply: List<SearchAlert>) => reply.data,
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    /** PUT /api/user/alerts/{id} — rename, pause, resume; the list takes the reply. */
    accountUpdateAlert: build.mutation<SearchAlert, { id: number; name?: string; paused?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/api/user/alerts/${id}`, method: 'PUT', body }),
      transformResponse: (reply: Resource<SearchAlert>) => reply.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            alertsApi.util.updateQueryData('accountAlerts', undefined, (list) =>
              list.map((a) => (a.id === data.id ? data : a)),
            ),
          );
        } catch {
          /* the card shows the failure */
        }
      },
    }),
    /** DELETE /api/user/alerts/{id}. */
    accountDeleteAlert: build.mutation<null, number>({
      query: (id) => ({ url: `/api/user/alerts/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            alertsApi.util.updateQueryData('accountAlerts', undefined, (list) => list.filter((a) => a.id !== id)),
          );
        } catch {
          /* the card shows the failure */
        }
      },
    }),
    /** POST /api/alerts/unsubscribe — the e-mail's link, no sign-in. */
    accountUnsubscribeAlert: build.mutation<{ message: string }, { alert: number; token: string }>({
      query: (body) => ({ url: '/api/alerts/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const {
  useAccountAlertsQuery,
  useAccountUpdateAlertMutation,
  useAccountDeleteAlertMutation,
  useAccountUnsubscribeAlertMutation,
} = alertsApi;
