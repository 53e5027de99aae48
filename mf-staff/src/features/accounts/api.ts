import { injectEndpoints } from '@ga/core';
import type { StaffRoleName } from '@ga/contracts';

export interface StaffAccount {
  id: number;
  email: string;
  full_name: string;
  role: StaffRoleName;
  totp_enrolled: boolean;
  disabled_at: string | null;
  created_at: string;
}
export interface Invitation {
  data: StaffAccount;
  enrolment_link: { url: string; expires_at: string };
}
type AccountChange =
  | { id: number; action: 'role'; role: StaffRoleName; current_password: string }
  | { id: number; action: 'disable' | 'reset-2fa'; current_password: string };

/** Staff accounts for an admin (docs/staff.md « Staff accounts »): each change asks for the admin's password again. */
export const staffAccountsApi = injectEndpoints({
  endpoints: (build) => ({
    staffAccounts: build.query<{ data: StaffAccount[] }, void>({
      query: () => '/api/staff/accounts',
      providesTags: ['StaffAccounts'],
    }),
    staffInvite: build.mutation<
      Invitation,
      { email: string; full_name: string; role: StaffRoleName; current_password: string }
    >({
      query: (body) => ({ url: '/api/staff/accounts', method: 'POST', body }),
      invalidatesTags: ['StaffAccounts'],
    }),
    staffAccountChange: build.mutation<{ data: StaffAccount }, AccountChange>({
      query: ({ id, action, ...body }) =>
        action === 'role'
          ? { url: `/api/staff/accounts/${id}/role`, method: 'PUT', body }
          : { url: `/api/staff/accounts/${id}/${action}`, method: 'POST', body },
      invalidatesTags: ['StaffAccounts'],
    }),
  }),
});

export const { useStaffAccountsQuery, useStaffInviteMutation, useStaffAccountChangeMutation } = staffAccountsApi;
