import { injectEndpoints } from '@ga/core';
import type { CallRequest, List } from '@ga/contracts';

export const callRequestsApi = injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/user/calls — the user's call-back requests, newest first. Asked again each time the
     * card is shown (`refetchOnMountOrArgChange` there): they are made from the vehicle pages,
     * whose mutation does not invalidate this list.
     */
    accountCallRequests: build.query<CallRequest[], void>({
      query: () => '/api/user/calls',
      transformResponse: (reply: List<CallRequest>) => reply.data,
    }),
  }),
});

export const { useAccountCallRequestsQuery } = callRequestsApi;
