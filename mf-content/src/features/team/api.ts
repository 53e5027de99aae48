import { injectEndpoints } from '@ga/core';
import type { List, Team } from '@ga/contracts';

export const teamApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/teams — the services of the dealership and their people. */
    contentTeams: build.query<Team[], void>({
      query: () => '/api/teams',
      transformResponse: (reply: List<Team>) => reply.data,
    }),
  }),
});

export const { useContentTeamsQuery } = teamApi;
