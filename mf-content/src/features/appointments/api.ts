import { injectEndpoints } from '@ga/core';
import type { Appointment, AppointmentDay, AppointmentKind, List } from '@ga/contracts';

export interface AppointmentBody {
  kind: AppointmentKind;
  resource: string | null;
  starts_at: string;
  fullname: string;
  email: string;
  phone: string;
  message: string | null;
  captcha_token?: string;
}
type Reply = { message: string; data: Appointment };

export const appointmentsApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/appointments/slots — free slots day by day (never cached: a slot taken must go). */
    contentAppointmentSlots: build.query<
      AppointmentDay[],
      { kind: AppointmentKind; resource?: string; from?: string; to?: string }
    >({
      query: (params) => ({ url: '/api/appointments/slots', params }),
      transformResponse: (reply: List<AppointmentDay>) => reply.data,
      keepUnusedDataFor: 0,
    }),
    /** POST /api/appointments → 201; 409 on `starts_at` when the slot was taken meanwhile. */
    contentBookAppointment: build.mutation<Reply, AppointmentBody>({
      query: (body) => ({ url: '/api/appointments', method: 'POST', body }),
    }),
    contentConfirmAppointment: build.mutation<Reply, string>({
      query: (token) => ({ url: '/api/appointments/confirm', method: 'POST', body: { token } }),
    }),
    contentCancelAppointment: build.mutation<Reply, string>({
      query: (token) => ({ url: '/api/appointments/cancel', method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useContentAppointmentSlotsQuery,
  useContentBookAppointmentMutation,
  useContentConfirmAppointmentMutation,
  useContentCancelAppointmentMutation,
} = appointmentsApi;
