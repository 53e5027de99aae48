import { injectEndpoints, userLoaded } from '@ga/core';
import type { MessageReply, PasswordUpdateRequest, ProfileUpdateData, Resource, User } from '@ga/contracts';

export const profileApi = injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /api/user — 422 `errors` per field (e-mail already used…), shown by the fields. A new
     * e-mail address needs `current_password` (422 on it when missing or wrong).
     */
    accountUpdateProfile: build.mutation<User, ProfileUpdateData & { current_password?: string }>({
      query: (body) => ({ url: '/api/user', method: 'PUT', body }),
      transformResponse: (reply: Resource<User>) => reply.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          /* the form shows the error */
        }
      },
    }),
    /** PUT /api/user/password — current password required; the user's other tokens are revoked. */
    accountUpdatePassword: build.mutation<MessageReply, PasswordUpdateRequest>({
      query: (body) => ({ url: '/api/user/password', method: 'PUT', body }),
    }),
    /** DELETE /api/user/{id}/delete {current_password} → 204; every token of the user is revoked. */
    accountDeleteUser: build.mutation<void, { id: number; current_password: string }>({
      query: ({ id, current_password }) => ({
        url: `/api/user/${id}/delete`,
        method: 'DELETE',
        body: { current_password },
      }),
    }),
  }),
});

export const { useAccountUpdateProfileMutation, useAccountUpdatePasswordMutation, useAccountDeleteUserMutation } =
  profileApi;
