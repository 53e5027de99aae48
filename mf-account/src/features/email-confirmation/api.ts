import { injectEndpoints, sessionApi } from '@ga/core';
import type { EmailConfirmReply, EmailLinkRequest, MessageReply } from '@ga/contracts';

export const emailConfirmationApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/email/confirm — opens a confirmation link (the account's address, or a new one). */
    accountConfirmEmail: build.mutation<EmailConfirmReply, EmailLinkRequest>({
      query: (body) => ({ url: '/api/email/confirm', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // email_verified / the new address: the signed-in user is loaded again.
          dispatch(sessionApi.util.invalidateTags(['User']));
        } catch {
          /* the page shows the error */
        }
      },
    }),
    /** POST /api/user/email/verification — sends the confirmation link again. */
    accountResendEmailLink: build.mutation<MessageReply, void>({
      query: () => ({ url: '/api/user/email/verification', method: 'POST' }),
    }),
  }),
});

export const { useAccountConfirmEmailMutation, useAccountResendEmailLinkMutation } = emailConfirmationApi;
