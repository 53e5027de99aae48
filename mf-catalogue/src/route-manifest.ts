/**
 * The public entry pages of mf-catalogue with their head, published with each release as
 * `routes.json` (@ga/build runs this file at build time). Vehicles, brands and models are listed by
 * the API (GET /api/sitemap/*), not here.
 */
import { ENERGY_SLUGS, ENERGY_SLUG_LABELS, type RouteManifest } from '@ga/contracts';
import { leasingHead } from './features/leasing/leasing-category';
import { ALL_STOCK_HEAD, categoryHead, energyHead } from './features/search/listing-heads';
import { LISTINGS } from './features/search/listings';

const BUY = 'Acheter un véhicule';

export const ROUTE_MANIFEST: RouteManifest = {
  app: 'mf-catalogue',
  routes: [
    { path: '/achat', ...ALL_STOCK_HEAD, section: BUY },
    { path: '/achat/voitures', ...categoryHead('voitures'), section: BUY },
    { path: '/achat/utilitaires', ...categoryHead('utilitaires'), section: BUY },
    ...LISTINGS.map((l) => ({ path: `/achat/${l.slug}`, title: l.title, description: l.description, section: BUY })),
    ...ENERGY_SLUGS.map((slug) => ({ path: `/achat-par-energie/${slug}`, ...energyHead(ENERGY_SLUG_LABELS[slug]), section: BUY })),
    { path: '/financement/leasing-voitures', ...leasingHead('voiture', null), section: 'Financement' },
    { path: '/financement/leasing-utilitaires', ...leasingHead('utilitaire', null), section: 'Financement' },
  ],
  // Most specific first: the site server takes the first pattern that matches.
  prefetch: [
    { pattern: '/achat/comparer', chunk: 'page-compare' },
    { pattern: '/achat/vehicule/:slug/:vehicleId', chunk: 'page-vehicle', data: ['/api/vehicles/:vehicleId?booking'] },
    // The whole stock, first page, as the listing asks for it without filters (search/api.ts).
    { pattern: '/achat', chunk: 'page-listings', data: ['/api/vehicles?per_page=24', '/api/vehicles/filters'] },
    ...['/achat/occasion/:brand/:carmodel?', '/achat/:category/:type?', '/achat-par-energie/:slug', '/achat-par-marque/:slug', '/achat-par-modele/:slug'].map(
      (pattern) => ({ pattern, chunk: 'page-listings' }),
    ),
  ],
};

export default ROUTE_MANIFEST;
