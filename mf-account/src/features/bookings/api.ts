import { injectEndpoints } from '@ga/core';
import type { Booking, List } from '@ga/contracts';
import { LIST_CACHE_SECONDS } from '../../shared/account-area/use-cached-list';

export const bookingsApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/bookings — newest first, cancelled ones left out. */
    accountBookings: build.query<Booking[], void>({
      query: () => '/api/user/bookings',
      transformResponse: (reply: List<Booking>) => reply.data,
      providesTags: ['Bookings'],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    /** DELETE /api/user/bookings/{id} → 204: cancelled, the vehicle is free again; it leaves the list. */
    accountCancelBooking: build.mutation<void, number>({
      query: (id) => ({ url: `/api/user/bookings/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Bookings', id }, 'Vehicles']),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            bookingsApi.util.updateQueryData('accountBookings', undefined, (list) =>
              list.filter((item) => item.id !== id),
            ),
          );
        } catch {
          /* the page shows the failure */
        }
      },
    }),
  }),
});

export const { useAccountBookingsQuery, useAccountCancelBookingMutation } = bookingsApi;
