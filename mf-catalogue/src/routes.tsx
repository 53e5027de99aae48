import type { RouteObject } from 'react-router';
import { pendingRoute } from '@ga/core';

/**
 * Routes of the catalogue area (SPEC.md §2 "Buying", /evenement, /promotion, leasing offers).
 * The fixed /achat/… routes are listed before /achat/:category so they win (React Router ranks
 * static segments first anyway). Listings, vehicle page and booking land with the catalogue issue.
 */
export const routes: RouteObject[] = [
  pendingRoute('/achat', 'Tous nos véhicules'),
  pendingRoute('/achat/amenage', 'Utilitaires aménagés'),
  pendingRoute('/achat/coup-de-coeur', 'Nos coups de cœur'),
  pendingRoute('/achat/nouveautes', 'Nouveautés'),
  pendingRoute('/achat/occasion', 'Véhicules d’occasion'),
  pendingRoute('/achat/occasion/:brand/:carmodel?', 'Occasions par marque'),
  pendingRoute('/achat/offre-du-moment', 'Offres du moment'),
  pendingRoute('/achat/par-remise', 'Véhicules par remise'),
  pendingRoute('/achat/prime-a-la-conversion', 'Éligibles à la prime à la conversion'),
  pendingRoute('/achat/vehicule-0km', 'Véhicules 0 km'),
  pendingRoute('/achat/vehicule/:slug/:vehicleId', 'Fiche véhicule'),
  pendingRoute('/achat/vehicule/:slug/:vehicleId/reservation/:bookingId?', 'Réservation'),
  pendingRoute('/achat/:category/:type?', 'Nos véhicules'),
  {
    path: '/achat-par-energie/:slug',
    lazy: async () => ({ Component: (await import('./features/energy/pages/energy-page')).EnergyPage }),
  },
  pendingRoute('/achat-par-marque/:slug', 'Véhicules par marque'),
  pendingRoute('/achat-par-modele/:slug', 'Véhicules par modèle'),
  pendingRoute('/achat-utilitaire/:city', 'Utilitaires livrés près de chez vous'),
  // React Router cannot match `leasing-:category`: match the whole segment and parse it later.
  {
    path: '/financement/:leasingCategory/:brand?/:carmodel?',
    lazy: async () => ({ Component: (await import('./features/leasing/pages/leasing-page')).LeasingPage }),
  },
  pendingRoute('/evenement/:slug', 'Événement'),
  pendingRoute('/promotion/:slug', 'Promotion'),
];
