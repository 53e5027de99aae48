/**
 * The page table of mf-catalogue (docs/spec-notes.md §2 "Buying", /evenement, /promotion, leasing
 * offers): every route of the area, once. routes.tsx and the route manifest (route-manifest.ts) are
 * built from it. Most specific first: the site server preloads for the first entry with a chunk
 * whose pattern matches (React Router ranks the routes itself, static segments first).
 *
 * `ssr` (server rendering): true for the listings and the vehicle page, plain reads of the stock,
 * the same for every visitor; false for the comparison (vehicles chosen in this browser) and the
 * booking (signed in).
 */
import type { ComponentType } from 'react';
import type { PageTableEntry } from '@ga/contracts';
import { LISTINGS } from './features/search/listings';

export type CataloguePageEntry = PageTableEntry<() => Promise<{ Component: ComponentType }>>;

const pages = () => import(/* webpackChunkName: "page-listings" */ './pages/listing-route-pages');
const campaigns = () => import('./pages/campaign-pages');

const SEARCH = { middleware: ['search'] };
const PUBLIC = { kind: 'component', listed: true, public: true, ssr: true } as const;

export const PAGES: CataloguePageEntry[] = [
  {
    ...PUBLIC,
    path: '/achat/comparer',
    chunk: 'page-compare',
    ssr: false,
    load: async () => ({
      Component: (await import(/* webpackChunkName: "page-compare" */ './pages/compare-page')).ComparePage,
    }),
  },
  // The favourites kept in this browser (not signed in): personal, so neither listed nor server-rendered.
  {
    ...PUBLIC,
    path: '/achat/favoris',
    chunk: 'page-local-favourites',
    listed: false,
    ssr: false,
    load: async () => ({
      Component: (await import(/* webpackChunkName: "page-local-favourites" */ './pages/local-favourites-page'))
        .LocalFavouritesPage,
    }),
  },
  {
    ...PUBLIC,
    path: '/achat/vehicule/:slug/:vehicleId',
    chunk: 'page-vehicle',
    data: ['/api/vehicles/:vehicleId?booking'],
    load: async () => ({
      Component: (await import(/* webpackChunkName: "page-vehicle" */ './pages/vehicle-page')).VehiclePage,
    }),
  },
  {
    ...PUBLIC,
    path: '/achat/vehicule/:slug/:vehicleId/reservation/:bookingId?',
    handle: { middleware: ['auth'] },
    listed: false,
    public: false,
    ssr: false,
    load: async () => ({ Component: (await import('./pages/booking-page')).BookingPage }),
  },
  // The whole stock, first page, as the listing asks for it without filters (search/api.ts). Its head
  // is in listing-heads.ts, with the listing pages' (read by the route manifest).
  {
    ...PUBLIC,
    path: '/achat',
    head: 'content',
    chunk: 'page-listings',
    data: ['/api/vehicles?per_page=24', '/api/vehicles/filters'],
    handle: SEARCH,
    load: async () => ({ Component: (await pages()).AllVehiclesPage }),
  },
  // Their chunk is preloaded through /achat/:category/:type?, which matches them too.
  ...LISTINGS.map((listing): CataloguePageEntry => ({
    ...PUBLIC,
    path: `/achat/${listing.slug}`,
    head: { title: listing.title, description: listing.description },
    handle: SEARCH,
    load: async () => ({ Component: (await pages()).fixedListingPage(listing.slug) }),
  })),
  {
    ...PUBLIC,
    path: '/achat/occasion/:brand/:carmodel?',
    chunk: 'page-listings',
    handle: SEARCH,
    load: async () => ({ Component: (await pages()).UsedByBrandPage }),
  },
  {
    ...PUBLIC,
    path: '/achat/:category/:type?',
    chunk: 'page-listings',
    handle: SEARCH,
    load: async () => ({ Component: (await pages()).CategoryPage }),
  },
  {
    ...PUBLIC,
    path: '/achat-par-energie/:slug',
    chunk: 'page-listings',
    handle: SEARCH,
    load: async () => ({ Component: (await pages()).EnergyPage }),
  },
  {
    ...PUBLIC,
    path: '/achat-par-marque/:slug',
    chunk: 'page-listings',
    handle: SEARCH,
    load: async () => ({ Component: (await pages()).BrandPage }),
  },
  {
    ...PUBLIC,
    path: '/achat-par-modele/:slug',
    chunk: 'page-listings',
    handle: SEARCH,
    load: async () => ({ Component: (await pages()).ModelPage }),
  },
  {
    ...PUBLIC,
    path: '/achat-utilitaire/:city',
    load: async () => ({ Component: (await import('./pages/city-page')).CityPage }),
  },
  // React Router cannot match `leasing-:category`: match the whole segment and parse it.
  {
    ...PUBLIC,
    path: '/financement/:leasingCategory/:brand?/:carmodel?',
    handle: SEARCH,
    load: async () => ({ Component: (await import('./pages/leasing-page')).LeasingPage }),
  },
  {
    ...PUBLIC,
    path: '/evenement/:slug',
    handle: SEARCH,
    load: async () => ({ Component: (await campaigns()).EventRoutePage }),
  },
  {
    ...PUBLIC,
    path: '/promotion/:slug',
    handle: SEARCH,
    load: async () => ({ Component: (await campaigns()).PromotionRoutePage }),
  },
];
