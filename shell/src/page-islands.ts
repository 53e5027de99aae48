/**
 * Ids of the JSON islands the site server writes into a page (`<script type="application/json"
 * id="…">`), read by the browser instead of a round trip. Plain constants: the site server
 * imports this file too.
 */
/** The registry resolved for this request: `{ remotes }`, as GET /registry.json answers. */
export const REGISTRY_ELEMENT_ID = 'ga-registry';
/** The first API replies of the page, read by the base query of @ga/core (same id there, tested). */
export const FIRST_DATA_ELEMENT_ID = 'ga-first-data';
/** A server-rendered page: the API slice's state it rendered with (taken over by the store: ssrHydrate). */
export const SSR_STATE_ELEMENT_ID = 'ga-ssr-state';
/** A server-rendered page: React Router's hydration data. */
export const SSR_ROUTER_ELEMENT_ID = 'ga-ssr-router';
