import { getConfig, injectEndpoints } from '@ga/core';
import type { EmailLinkRequest, MessageReply, SignInLinkRequest, TokenResponse } from '@ga/contracts';

export const signInApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /oauth/token, password grant with the site's public OAuth client. */
    accountRequestToken: build.mutation<TokenResponse, { username: string; password: string }>({
      query: ({ username, password }) => {
        const { oauthClientId, oauthClientSecret } = getConfig();
        return {
          url: '/oauth/token',
          method: 'POST',
          body: {
            grant_type: 'password',
            client_id: oauthClientId,
            client_secret: oauthClientSecret,
            username,
            password,
          },
        };
      },
    }),
    /** POST /api/login-link/send-email — a one-time sign-in link (same reply whether the account exists or not). */
    accountSendSignInLink: build.mutation<MessageReply, SignInLinkRequest>({
      query: (body) => ({ url: '/api/login-link/send-email', method: 'POST', body }),
    }),
    /** POST /api/login-link/sign-in — the link's token for an access token (lifts the account's sign-in delays). */
    accountSignInWithLink: build.mutation<TokenResponse, EmailLinkRequest>({
      query: (body) => ({ url: '/api/login-link/sign-in', method: 'POST', body }),
    }),
  }),
});

export const { useAccountRequestTokenMutation, useAccountSendSignInLinkMutation, useAccountSignInWithLinkMutation } =
  signInApi;
