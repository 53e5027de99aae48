import { injectEndpoints } from '@ga/core';
import type { RegisterData, RegisterResponse } from '@ga/contracts';

export const signUpApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/register — 201 with the new user and a token: the visitor is signed in at once. */
    accountRegister: build.mutation<RegisterResponse, RegisterData>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
    }),
  }),
});

export const { useAccountRegisterMutation } = signUpApi;
