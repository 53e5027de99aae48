/**
 * @ga/contracts — the only public entry: request/response types of every API call (docs/spec-notes.md §7),
 * zod schemas of validated inputs (French messages), French format helpers and status enums.
 * Browser-safe: no Node-only import, no React.
 */
// `z`: Zod set up without code generation (z.ts). Apps build their own schemas with it, never with a
// bare `zod` import, so the setting always runs first.
export { z } from './z';
export * from './common';
export * from './validators';
export * from './calendar';
// French numbers, the same in Node and in the browsers (server rendering = first render).
export * from './french-numbers';
export * from './statuses';
export * from './field-messages';
export * from './fields';
export * from './auth';
export * from './user';
export * from './bookmark-messages';
export * from './home';
export * from './catalogue';
export * from './vehicle-search';
export * from './view-360';
export * from './funding-kinds';
export * from './financing';
export * from './sitemap';
export * from './live-stock';
export * from './ownership';
export * from './recently-viewed';
export * from './alerts';
export * from './delivery';
export * from './tradein-messages';
export * from './tradein';
export * from './tradein-state';
export * from './plates';
// The signed-in user's requests: promo codes, quotes, fundings, call-backs, bookings, partner requests.
export * from './promo-codes';
export * from './quote-options';
export * from './purchase-choices';
export * from './favourite-alerts';
export * from './quotes';
export * from './fundings';
export * from './call-slots';
export * from './call-requests';
export * from './bookings';
export * from './partner-requests';
export * from './call-dates';
export * from './booking-dates';
export * from './beacons';
export * from './beacon-schema';
export * from './request-id';
export * from './return-path';
export * from './account-security';
export * from './content';
export * from './campaigns';
export * from './public-forms';
export * from './form-pages';
export * from './appointments';
export * from './route-manifest';
export * from './staff';
export * from './staff-inbox';
export * from './tradein-offers';
export * from './staff-actions';
export * from './staff-stock';
export * from './staff-agenda';
export * from './co2-class';
export * from './vehicle-head';
