/**
 * The route manifest of mf-staff, published with each release as `routes.json`: EMPTY on purpose.
 * The staff pages are for the dealership's staff; no public page, /site-routes.json, the sitemap,
 * /plan-du-site or a preload hint may name them (docs/staff.md). The shell finds them through its
 * route owners alone, and without an `ssr` list the site server never renders them: the browser
 * does (pages.ts: `ssr: false` everywhere).
 */
import type { RouteManifest } from '@ga/contracts';

export const ROUTE_MANIFEST: RouteManifest = { app: 'mf-staff', routes: [], prefetch: [] };

export default ROUTE_MANIFEST;
