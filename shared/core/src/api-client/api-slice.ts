import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { baseQuery } from './base-query';

/**
 * Server rendering (docs/server-rendering.md): in Node the shell renders a page, awaits the queries
 * its components started, and renders again with their replies. So on the server only, a query
 * starts *during* render (RTK's `unstable__sideEffectsInRender`), since effects never run there.
 * The browser keeps the usual behaviour: one slice, the same code, two settings.
 */
export const IN_SERVER_RENDER = typeof window === 'undefined';
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: IN_SERVER_RENDER }));

/** The API state the server rendered with, taken over by the browser's store (no second fetch). */
export const SSR_HYDRATE = 'api/ssrHydrate';
export const ssrHydrate = (state: unknown): UnknownAction & { payload: unknown } => ({
  type: SSR_HYDRATE,
  payload: state,
});

/**
 * The ONE RTK Query slice of the page. It declares no endpoint: each area adds its own with
 * api.injectEndpoints. Endpoint names start with the area's prefix (session, home, catalogue,
 * account, tradein, content, staff) so that two teams can never overwrite each other's endpoint.
 */
export const TAG_TYPES = [
  'User',
  'Bookmarks',
  'Estimates',
  'Fundings',
  'Reprises',
  'Bookings',
  'Vehicles',
  'Content',
  'StaffMe',
  'StaffInbox',
  'StaffStock',
  'StaffAccounts',
  'StaffAgenda',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // Back online: the page's queries run again (the shell also retries those that found the API
  // out of reach: api-outage.ts).
  refetchOnReconnect: true,
  // Only fulfilled and rejected replies are taken over; a query still pending on the server is
  // dropped and runs again in the browser.
  extractRehydrationInfo: (action) =>
    action.type === SSR_HYDRATE && 'payload' in action ? (action.payload as never) : undefined,
  endpoints: () => ({}),
});

// `ads`: the legal mentions every area shows beside its vehicle ads (shared/core/src/ads).
export const ENDPOINT_PREFIXES = [
  'session',
  'ads',
  'stock',
  'home',
  'catalogue',
  'account',
  'tradein',
  'content',
  'staff',
] as const;
export type EndpointPrefix = (typeof ENDPOINT_PREFIXES)[number];
