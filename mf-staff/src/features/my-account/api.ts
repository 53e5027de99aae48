import { injectEndpoints } from '@ga/core';

export interface StaffSession {
  id: number;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
}

/** The signed-in person's sessions and password (docs/staff.md « Sessions »). */
export const staffAccountApi = injectEndpoints({
  endpoints: (build) => ({
    staffSessions: build.query<{ data: StaffSession[] }, void>({
      query: () => '/api/staff/sessions',
      providesTags: ['StaffMe'],
    }),
    staffRevokeSession: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/staff/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['StaffMe'],
    }),
    staffChangePassword: build.mutation<unknown, { current_password: string; password: string }>({
      query: (body) => ({ url: '/api/staff/password', method: 'PUT', body }),
    }),
  }),
});

export const { useStaffSessionsQuery, useStaffRevokeSessionMutation, useStaffChangePasswordMutation } = staffAccountApi;
