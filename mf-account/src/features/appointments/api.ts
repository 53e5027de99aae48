import { injectEndpoints } from '@ga/core';
import type { MyAppointment } from '@ga/contracts';
import { LIST_CACHE_SECONDS } from '../../shared/account-area/use-cached-list';

export const appointmentsApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/appointments — the ones to come first (soonest first), then the past ones. */
    accountAppointments: build.query<MyAppointment[], void>({
      query: () => '/api/user/appointments',
      transformResponse: (reply: { data: MyAppointment[] }) => reply.data,
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    /** POST /api/user/appointments/{id}/cancel: the slot is offered again; the item shows « Annulé ». */
    accountCancelAppointment: build.mutation<{ message: string; data: MyAppointment }, number>({
      query: (id) => ({ url: `/api/user/appointments/${id}/cancel`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            appointmentsApi.util.updateQueryData('accountAppointments', undefined, (list) =>
              list.map((item) => (item.id === id ? data.data : item)),
            ),
          );
        } catch {
          /* the page shows the failure */
        }
      },
    }),
  }),
});

export const { useAccountAppointmentsQuery, useAccountCancelAppointmentMutation } = appointmentsApi;
