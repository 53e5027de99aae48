import type { Resource, User } from '@ga/contracts';
import { injectEndpoints } from '../api-client/inject-endpoints';
import { errorStatus } from '../api-client/api-error';
import { clearToken } from './token-storage';
import { loggedOut, userLoaded } from './session-slice';

/** The session's own calls: who is signed in, and token revocation on logout. */
export const sessionApi = injectEndpoints({
  endpoints: (build) => ({
    sessionGetUser: build.query<User, void>({
      query: () => '/api/user',
      transformResponse: (reply: Resource<User>) => reply.data,
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch (failure) {
          const error = (failure as { error?: Parameters<typeof errorStatus>[0] }).error;
          if (errorStatus(error) === 401) {
            // docs/spec-notes.md §8: a 401 clears the stored token silently.
            clearToken();
            dispatch(loggedOut());
          } else {
            console.error('Chargement de l’utilisateur impossible', error);
          }
        }
      },
    }),
    /** POST /api/user/bookmarks/merge — the browser's favourites join the account's at sign-in. */
    sessionMergeBookmarks: build.mutation<{ data: { bookmarks: number[] } }, number[]>({
      query: (vehicleIds) => ({ url: '/api/user/bookmarks/merge', method: 'POST', body: { vehicle_ids: vehicleIds } }),
    }),
    sessionRevokeToken: build.mutation<void, void>({
      query: () => ({ url: '/oauth/revoke', method: 'POST' }),
    }),
  }),
});

export const { useSessionGetUserQuery } = sessionApi;
