import { api, injectEndpoints, setStaffCsrfToken } from '@ga/core';
import type { StaffSessionReply } from '../../shared/session/api';

export interface ChallengeReply {
  step: 'totp' | 'enrolment';
  challenge: string;
  expires_in: number;
}
export interface EnrolmentReply {
  otpauth_uri: string;
  qr_svg: string;
  secret: string;
}
export type EnrolledReply = StaffSessionReply & { recovery_codes: string[] };

/** A session opened: the CSRF token kept in memory, and the signed-in person known to every page. */
const keepSession = async (
  queryFulfilled: Promise<{ data: StaffSessionReply }>,
  dispatch: (action: unknown) => unknown,
) => {
  try {
    const { data } = await queryFulfilled;
    setStaffCsrfToken(data.csrf_token);
    dispatch(api.util.invalidateTags(['StaffMe', 'StaffInbox']));
  } catch {
    // the form shows the error
  }
};

/** The two-factor sign-in of docs/staff.md: password, then a TOTP code, a recovery code or the enrolment. */
export const staffSignInApi = injectEndpoints({
  endpoints: (build) => ({
    staffSignIn: build.mutation<ChallengeReply, { email: string; password: string }>({
      query: (body) => ({ url: '/api/staff/sign-in', method: 'POST', body }),
    }),
    staffSignInTotp: build.mutation<StaffSessionReply, { challenge: string; code: string }>({
      query: (body) => ({ url: '/api/staff/sign-in/totp', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => keepSession(queryFulfilled, dispatch),
    }),
    staffSignInRecovery: build.mutation<
      StaffSessionReply & { recovery_codes_left: number },
      { challenge: string; recovery_code: string }
    >({
      query: (body) => ({ url: '/api/staff/sign-in/recovery', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => keepSession(queryFulfilled, dispatch),
    }),
    staffEnrolmentStart: build.mutation<EnrolmentReply, { challenge: string }>({
      query: (body) => ({ url: '/api/staff/sign-in/enrolment', method: 'POST', body }),
    }),
    staffEnrolmentConfirm: build.mutation<EnrolledReply, { challenge: string; code: string }>({
      query: (body) => ({ url: '/api/staff/sign-in/enrolment/confirm', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => keepSession(queryFulfilled, dispatch),
    }),
    staffEnrolmentLink: build.mutation<ChallengeReply, { token: string; password: string }>({
      query: (body) => ({ url: '/api/staff/enrolment', method: 'POST', body }),
    }),
  }),
});

export const {
  useStaffSignInMutation,
  useStaffSignInTotpMutation,
  useStaffSignInRecoveryMutation,
  useStaffEnrolmentStartMutation,
  useStaffEnrolmentConfirmMutation,
  useStaffEnrolmentLinkMutation,
} = staffSignInApi;
