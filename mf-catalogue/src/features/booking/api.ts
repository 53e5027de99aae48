import { injectEndpoints } from '@ga/core';
import type { Booking, BookingRequest, BookingUpdateRequest, Resource } from '@ga/contracts';

export const bookingApi = injectEndpoints({
  endpoints: (build) => ({
    catalogueBooking: build.query<Booking, number>({
      query: (id) => `/api/user/bookings/${id}`,
      transformResponse: (reply: Resource<Booking>) => reply.data,
      providesTags: (_r, _e, id) => [{ type: 'Bookings', id }],
    }),
    catalogueCreateBooking: build.mutation<Booking, BookingRequest>({
      query: (body) => ({ url: '/api/user/bookings/store', method: 'POST', body }),
      transformResponse: (reply: Resource<Booking>) => reply.data,
      invalidatesTags: ['Bookings', 'Vehicles'],
    }),
    catalogueUpdateBooking: build.mutation<Booking, { id: number; body: BookingUpdateRequest }>({
      query: ({ id, body }) => ({ url: `/api/user/bookings/${id}`, method: 'PUT', body }),
      transformResponse: (reply: Resource<Booking>) => reply.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Bookings', id }, 'Bookings'],
    }),
    catalogueCancelBooking: build.mutation<void, number>({
      query: (id) => ({ url: `/api/user/bookings/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Bookings', 'Vehicles'],
    }),
  }),
});

export const {
  useCatalogueBookingQuery,
  useCatalogueCreateBookingMutation,
  useCatalogueUpdateBookingMutation,
  useCatalogueCancelBookingMutation,
} = bookingApi;
