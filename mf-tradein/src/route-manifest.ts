/** The public entry page of mf-tradein with its head, published with each release as `routes.json`. */
import type { RouteManifest } from '@ga/contracts';
import { TRADEIN_HEAD } from './features/tradein-form/tradein-head';

export const ROUTE_MANIFEST: RouteManifest = {
  app: 'mf-tradein',
  routes: [{ path: '/reprise-voiture', ...TRADEIN_HEAD, section: 'Vendre ou faire reprendre' }],
  prefetch: [{ pattern: '/reprise-voiture', chunk: 'page-tradein', data: ['/api/reprise/brands'] }],
};

export default ROUTE_MANIFEST;
