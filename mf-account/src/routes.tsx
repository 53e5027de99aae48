// First: Zod without code generation, before any schema is built (zod-config.ts).
import './zod-config';
import type { RouteObject } from '@ga/core';

/**
 * Routes of the account area (docs/spec-notes.md §2 "Accounts"). Middleware by name: `guest` for sign-in,
 * the sign-in link, sign-up and password reset, `auth` for /mon-compte and its children (not for
 * the e-mail confirmation link, which works signed out). Pages load lazily.
 */
export const routes: RouteObject[] = [
  {
    path: '/connexion',
    handle: { middleware: ['guest'] },
    lazy: async () => ({ Component: (await import('./features/sign-in/pages/sign-in-page')).SignInPage }),
  },
  {
    path: '/connexion/lien',
    handle: { middleware: ['guest'] },
    lazy: async () => ({ Component: (await import('./features/sign-in/pages/sign-in-link-page')).SignInLinkPage }),
  },
  {
    path: '/inscription',
    handle: { middleware: ['guest'] },
    lazy: async () => ({ Component: (await import('./features/sign-up/pages/sign-up-page')).SignUpPage }),
  },
  {
    path: '/mot-de-passe-oublie',
    handle: { middleware: ['guest'] },
    lazy: async () => ({ Component: (await import('./features/password-reset/pages/forgot-password-page')).ForgotPasswordPage }),
  },
  {
    path: '/mot-de-passe-oublie/reinitialisation',
    handle: { middleware: ['guest'] },
    lazy: async () => ({ Component: (await import('./features/password-reset/pages/reset-password-page')).ResetPasswordPage }),
  },
  {
    // Opened from an e-mail, maybe on another device: no sign-in needed.
    path: '/mon-compte/confirmer-email',
    lazy: async () => ({ Component: (await import('./features/email-confirmation/pages/confirm-email-page')).ConfirmEmailPage }),
  },
  {
    // The link of the alert e-mails: no sign-in needed (the token is the proof).
    path: '/mon-compte/alertes/desinscription',
    lazy: async () => ({ Component: (await import('./features/alerts/pages/unsubscribe-page')).UnsubscribeAlertPage }),
  },
  {
    path: '/mon-compte',
    handle: { middleware: ['auth'] },
    lazy: async () => ({ Component: (await import('./features/account-area/pages/account-layout')).AccountLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./features/profile/pages/profile-page')).ProfilePage }) },
      { path: 'mes-alertes', lazy: async () => ({ Component: (await import('./features/alerts/pages/alerts-page')).AlertsPage }) },
      { path: 'mes-devis', lazy: async () => ({ Component: (await import('./features/estimates/pages/estimates-page')).EstimatesPage }) },
      { path: 'mes-favoris', lazy: async () => ({ Component: (await import('./features/favourites/pages/favourites-page')).FavouritesPage }) },
      { path: 'mes-financements', lazy: async () => ({ Component: (await import('./features/fundings/pages/fundings-page')).FundingsPage }) },
      { path: 'mes-reprises', lazy: async () => ({ Component: (await import('./features/reprises/pages/reprises-page')).ReprisesPage }) },
      { path: 'mes-reservations', lazy: async () => ({ Component: (await import('./features/bookings/pages/bookings-page')).BookingsPage }) },
    ],
  },
];
