import type { RouteObject } from 'react-router';
import { pendingRoute } from '@ga/core';

/**
 * Routes of the account area (SPEC.md §2 "Accounts"). Middleware by name: `guest` for sign-in
 * and sign-up pages, `auth` for /mon-compte. Registration, password reset and the account pages
 * land with the account-area issue; until then they show "page en construction".
 */
export const routes: RouteObject[] = [
  {
    path: '/connexion',
    handle: { middleware: ['guest'] },
    lazy: async () => ({ Component: (await import('./features/sign-in/pages/sign-in-page')).SignInPage }),
  },
  { ...pendingRoute('/inscription', 'Créer un compte'), handle: { middleware: ['guest'] } },
  { ...pendingRoute('/mot-de-passe-oublie', 'Mot de passe oublié'), handle: { middleware: ['guest'] } },
  { ...pendingRoute('/mot-de-passe-oublie/reinitialisation', 'Nouveau mot de passe'), handle: { middleware: ['guest'] } },
  {
    path: '/mon-compte',
    handle: { middleware: ['auth'] },
    children: [
      pendingRoute('', 'Mon compte', true),
      pendingRoute('mes-devis', 'Mes devis'),
      pendingRoute('mes-favoris', 'Mes favoris'),
      pendingRoute('mes-financements', 'Mes financements'),
      pendingRoute('mes-reprises', 'Mes reprises'),
      pendingRoute('mes-reservations', 'Mes réservations'),
    ],
  },
];
