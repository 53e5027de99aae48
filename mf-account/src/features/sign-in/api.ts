import { getConfig, injectEndpoints } from '@ga/core';
import type { TokenResponse } from '@ga/contracts';

export const signInApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /oauth/token, password grant with the site's public OAuth client. */
    accountRequestToken: build.mutation<TokenResponse, { username: string; password: string }>({
      query: ({ username, password }) => {
        const { oauthClientId, oauthClientSecret } = getConfig();
        return {
          url: '/oauth/token',
          method: 'POST',
          body: { grant_type: 'password', client_id: oauthClientId, client_secret: oauthClientSecret, username, password },
        };
      },
    }),
  }),
});

export const { useAccountRequestTokenMutation } = signInApi;
