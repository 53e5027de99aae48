import { injectEndpoints } from '@ga/core';
import type { InboxDetail, InboxItem, InboxNote, InboxPage, InboxStatus } from '@ga/contracts';

export type InboxParams = Partial<Record<'kind' | 'status' | 'assigned' | 'from' | 'to' | 'q' | 'before', string>>;
export interface Colleague {
  id: number;
  full_name: string;
  role: string;
}

/** The inbox (docs/staff.md « Inbox »): list and details, assignment, status and notes. */
export const staffInboxApi = injectEndpoints({
  endpoints: (build) => ({
    staffInboxList: build.query<InboxPage, InboxParams>({
      query: (params) => ({ url: '/api/staff/inbox', params }),
      providesTags: ['StaffInbox'],
    }),
    staffInboxItem: build.query<InboxDetail, string>({
      query: (id) => `/api/staff/inbox/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'StaffInbox', id }],
    }),
    staffColleagues: build.query<{ data: Colleague[] }, void>({
      query: () => '/api/staff/colleagues',
    }),
    staffInboxAssign: build.mutation<{ data: InboxItem }, { id: string; staff_id: number | null }>({
      query: ({ id, staff_id }) => ({
        url: `/api/staff/inbox/${encodeURIComponent(id)}/assignment`,
        method: 'PUT',
        body: { staff_id },
      }),
      invalidatesTags: ['StaffInbox'],
    }),
    staffInboxSetStatus: build.mutation<{ data: InboxItem }, { id: string; status: InboxStatus }>({
      query: ({ id, status }) => ({
        url: `/api/staff/inbox/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: ['StaffInbox'],
    }),
    staffBookingAction: build.mutation<
      { message: string },
      | { id: number; action: 'confirm' }
      | { id: number; action: 'extend'; hours: number }
      | { id: number; action: 'cancel'; reason: string }
    >({
      query: ({ id, action, ...body }) => ({ url: `/api/staff/bookings/${id}/${action}`, method: 'POST', body }),
      invalidatesTags: ['StaffInbox'],
    }),
    staffCompanyCheck: build.mutation<
      { message: string },
      { id: number; action: 'verify' } | { id: number; action: 'refuse'; reason: string }
    >({
      query: ({ id, action, ...body }) => ({ url: `/api/staff/companies/${id}/${action}`, method: 'POST', body }),
      invalidatesTags: ['StaffInbox'],
    }),
    staffInboxAddNote: build.mutation<{ data: InboxNote }, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `/api/staff/inbox/${encodeURIComponent(id)}/notes`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'StaffInbox', id }],
    }),
  }),
});

export const {
  useStaffInboxListQuery,
  useStaffInboxItemQuery,
  useStaffColleaguesQuery,
  useStaffInboxAssignMutation,
  useStaffInboxSetStatusMutation,
  useStaffInboxAddNoteMutation,
  useStaffBookingActionMutation,
  useStaffCompanyCheckMutation,
} = staffInboxApi;
