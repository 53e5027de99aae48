// First: Zod without code generation, before any schema is built (zod-config.ts).
import './zod-config';
import type { RouteObject } from '@ga/core';
import { registerSearchMiddleware } from './features/search/search-middleware';
import { LISTINGS } from './features/search/listings';

// The catalogue owns the filter schema: it registers the `search` middleware its routes name.
registerSearchMiddleware();

const pages = () => import(/* webpackChunkName: "page-listings" */ './features/search/pages/listing-route-pages');
const campaigns = () => import('./features/campaigns/pages/campaign-pages');

/**
 * Routes of the catalogue area (docs/spec-notes.md §2 "Buying", /evenement, /promotion, leasing offers).
 * Static /achat/… routes rank above /achat/:category (React Router scores static segments first).
 */
export const routes: RouteObject[] = [
  { path: '/achat', handle: { middleware: ['search'] }, lazy: async () => ({ Component: (await pages()).AllVehiclesPage }) },
  ...LISTINGS.map(
    (listing): RouteObject => ({
      path: `/achat/${listing.slug}`,
      handle: { middleware: ['search'] },
      lazy: async () => ({ Component: (await pages()).fixedListingPage(listing.slug) }),
    }),
  ),
  { path: '/achat/occasion/:brand/:carmodel?', handle: { middleware: ['search'] }, lazy: async () => ({ Component: (await pages()).UsedByBrandPage }) },
  { path: '/achat/comparer', lazy: async () => ({ Component: (await import(/* webpackChunkName: "page-compare" */ './features/compare/pages/compare-page')).ComparePage }) },
  { path: '/achat/vehicule/:slug/:vehicleId', lazy: async () => ({ Component: (await import(/* webpackChunkName: "page-vehicle" */ './features/vehicle/pages/vehicle-page')).VehiclePage }) },
  {
    path: '/achat/vehicule/:slug/:vehicleId/reservation/:bookingId?',
    handle: { middleware: ['auth'] },
    lazy: async () => ({ Component: (await import('./features/booking/pages/booking-page')).BookingPage }),
  },
  { path: '/achat/:category/:type?', handle: { middleware: ['search'] }, lazy: async () => ({ Component: (await pages()).CategoryPage }) },
  { path: '/achat-par-energie/:slug', handle: { middleware: ['search'] }, lazy: async () => ({ Component: (await pages()).EnergyPage }) },
  { path: '/achat-par-marque/:slug', handle: { middleware: ['search'] }, lazy: async () => ({ Component: (await pages()).BrandPage }) },
  { path: '/achat-par-modele/:slug', handle: { middleware: ['search'] }, lazy: async () => ({ Component: (await pages()).ModelPage }) },
  { path: '/achat-utilitaire/:city', lazy: async () => ({ Component: (await import('./features/city/pages/city-page')).CityPage }) },
  // React Router cannot match `leasing-:category`: match the whole segment and parse it.
  {
    path: '/financement/:leasingCategory/:brand?/:carmodel?',
    handle: { middleware: ['search'] },
    lazy: async () => ({ Component: (await import('./features/leasing/pages/leasing-page')).LeasingPage }),
  },
  { path: '/evenement/:slug', handle: { middleware: ['search'] }, lazy: async () => ({ Component: (await campaigns()).EventRoutePage }) },
  { path: '/promotion/:slug', handle: { middleware: ['search'] }, lazy: async () => ({ Component: (await campaigns()).PromotionRoutePage }) },
];
