import { injectEndpoints, setStaffCsrfToken } from '@ga/core';

export interface StaffMe {
  id: number;
  email: string;
  full_name: string;
  role: 'conseiller' | 'responsable' | 'admin';
}
export interface StaffSessionReply {
  data: StaffMe;
  csrf_token: string;
}

/** Who is signed in (GET /api/staff/me, which also gives the CSRF token again after a reload) and sign-out. */
export const staffSessionApi = injectEndpoints({
  endpoints: (build) => ({
    staffMe: build.query<StaffSessionReply, void>({
      query: () => '/api/staff/me',
      providesTags: ['StaffMe'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          setStaffCsrfToken((await queryFulfilled).data.csrf_token);
        } catch {
          setStaffCsrfToken(null);
        }
      },
    }),
    staffSignOut: build.mutation<unknown, void>({
      query: () => ({ url: '/api/staff/sign-out', method: 'POST' }),
    }),
  }),
});

export const { useStaffMeQuery, useStaffSignOutMutation } = staffSessionApi;
