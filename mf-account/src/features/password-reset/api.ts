import { injectEndpoints } from '@ga/core';
import type { ForgotPasswordRequest, MessageReply, ResetPasswordRequest } from '@ga/contracts';

export const passwordResetApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/forgot-password/send-email — same neutral reply whether the address exists or not. */
    accountForgotPassword: build.mutation<MessageReply, ForgotPasswordRequest>({
      query: (body) => ({ url: '/api/forgot-password/send-email', method: 'POST', body }),
    }),
    /** POST /api/forgot-password/reset — new password; every token of the user is revoked. */
    accountResetPassword: build.mutation<MessageReply, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/forgot-password/reset', method: 'POST', body }),
    }),
  }),
});

export const { useAccountForgotPasswordMutation, useAccountResetPasswordMutation } = passwordResetApi;
