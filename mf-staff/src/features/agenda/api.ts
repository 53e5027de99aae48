import { injectEndpoints } from '@ga/core';
import type {
  AgendaAppointment,
  AgendaBlock,
  AppointmentBlockRequest,
  AppointmentDay,
  AppointmentKind,
  StaffAgenda,
} from '@ga/contracts';

export type AgendaParams = { place?: string; from?: string; days?: number; kind?: AppointmentKind };

/** The agenda (docs/staff.md « Appointments »): a week, moves, cancellations, closed periods. */
export const staffAgendaApi = injectEndpoints({
  endpoints: (build) => ({
    staffAgenda: build.query<{ data: StaffAgenda }, AgendaParams>({
      query: (params) => ({ url: '/api/staff/agenda', params }),
      providesTags: ['StaffAgenda'],
    }),
    /** The public slot finder: the free slots a visitor would be offered (closed periods left out). */
    staffFreeSlots: build.query<
      { data: AppointmentDay[] },
      { kind: AppointmentKind; resource: string | null; from: string; to: string }
    >({
      query: ({ resource, ...params }) => ({
        url: '/api/appointments/slots',
        params: resource ? { ...params, resource } : params,
      }),
      providesTags: ['StaffAgenda'],
    }),
    staffMoveAppointment: build.mutation<{ message: string }, { id: number; starts_at: string }>({
      query: ({ id, starts_at }) => ({
        url: `/api/staff/appointments/${id}/move`,
        method: 'POST',
        body: { starts_at },
      }),
      invalidatesTags: ['StaffAgenda', 'StaffInbox'],
    }),
    staffCancelAppointment: build.mutation<{ message: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/api/staff/appointments/${id}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: ['StaffAgenda', 'StaffInbox'],
    }),
    staffAddBlock: build.mutation<
      { message: string; data: { block: AgendaBlock; affected: AgendaAppointment[] } },
      AppointmentBlockRequest
    >({
      query: (body) => ({ url: '/api/staff/appointment-blocks', method: 'POST', body }),
      invalidatesTags: ['StaffAgenda'],
    }),
    staffRemoveBlock: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/api/staff/appointment-blocks/${id}`, method: 'DELETE' }),
      invalidatesTags: ['StaffAgenda'],
    }),
  }),
});

export const {
  useStaffAgendaQuery,
  useStaffFreeSlotsQuery,
  useStaffMoveAppointmentMutation,
  useStaffCancelAppointmentMutation,
  useStaffAddBlockMutation,
  useStaffRemoveBlockMutation,
} = staffAgendaApi;
