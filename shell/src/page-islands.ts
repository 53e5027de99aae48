/**
 * Ids of the JSON islands the site server writes into a page (`<script type="application/json"
 * id="…">`), read by the browser instead of a round trip. Plain constants: the site server
 * imports this file too.
 */
/** The registry resolved for this request: `{ remotes }`, as GET /registry.json answers. */
export const REGISTRY_ELEMENT_ID = 'ga-registry';
/** The first API replies of the page, read by the base query of @ga/core (same id there, tested). */
export const FIRST_DATA_ELEMENT_ID = 'ga-first-data';
