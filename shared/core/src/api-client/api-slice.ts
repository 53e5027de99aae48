import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The ONE RTK Query slice of the page. It declares no endpoint: each area adds its own with
 * api.injectEndpoints. Endpoint names start with the area's prefix (session, home, catalogue,
 * account, tradein, content) so that two teams can never overwrite each other's endpoint.
 */
export const TAG_TYPES = [
  'User', 'Bookmarks', 'Estimates', 'Fundings', 'Reprises', 'Bookings', 'Vehicles', 'Content',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // Back online: the page's queries run again (the shell also retries those that found the API
  // out of reach: api-outage.ts).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

// `ads`: the legal mentions every area shows beside its vehicle ads (shared/core/src/ads).
export const ENDPOINT_PREFIXES = ['session', 'ads', 'home', 'catalogue', 'account', 'tradein', 'content'] as const;
export type EndpointPrefix = (typeof ENDPOINT_PREFIXES)[number];
