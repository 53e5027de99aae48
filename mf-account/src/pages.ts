/**
 * The page table of mf-account (docs/spec-notes.md §2 "Accounts"): every page of the account area,
 * once. routes.tsx and the route manifest (route-manifest.ts) are built from it. Middleware by
 * name: `guest` for sign-in, the sign-in link, sign-up and password reset, `auth` for /mon-compte
 * and its children (not for the links opened from an e-mail, which work signed out).
 *
 * Every page is a visitor's own space or a step towards it: not public (never listed nor described
 * to crawlers), and not server-rendered (`ssr: false`), its first view depends on the session or a
 * token. Their heads, those the pages set (usePageHead), are in page-heads.ts: read by the route
 * manifest at build time, they add nothing to the routes chunk.
 */
import type { ComponentType } from 'react';
import type { PageTableEntry } from '@ga/contracts';

export interface AccountPageEntry extends PageTableEntry<() => Promise<{ Component: ComponentType }>> {
  /** Every page is described: its head is in page-heads.ts, read by the route manifest only. */
  head: 'content';
  /** A page of the signed-in area: rendered inside the account layout (/mon-compte). */
  inArea?: boolean;
}

/** The signed-in area's layout: its pages are the table's pages `inArea`. */
export const AREA_PATH = '/mon-compte';

const GUEST = { middleware: ['guest'] };

const page = (
  path: string,
  load: () => Promise<ComponentType>,
  options: Partial<AccountPageEntry> = {},
): AccountPageEntry => ({
  path,
  kind: 'component',
  head: 'content',
  load: async () => ({ Component: await load() }),
  listed: false,
  public: false,
  ssr: false,
  ...options,
});

export const PAGES: AccountPageEntry[] = [
  page('/connexion', async () => (await import('./features/sign-in/pages/sign-in-page')).SignInPage, { handle: GUEST }),
  page('/connexion/lien', async () => (await import('./features/sign-in/pages/sign-in-link-page')).SignInLinkPage, {
    handle: GUEST,
  }),
  page('/inscription', async () => (await import('./features/sign-up/pages/sign-up-page')).SignUpPage, {
    handle: GUEST,
  }),
  page(
    '/mot-de-passe-oublie',
    async () => (await import('./features/password-reset/pages/forgot-password-page')).ForgotPasswordPage,
    { handle: GUEST },
  ),
  page(
    '/mot-de-passe-oublie/reinitialisation',
    async () => (await import('./features/password-reset/pages/reset-password-page')).ResetPasswordPage,
    { handle: GUEST },
  ),
  // Opened from an e-mail, maybe on another device: no sign-in needed.
  page(
    '/mon-compte/confirmer-email',
    async () => (await import('./features/email-confirmation/pages/confirm-email-page')).ConfirmEmailPage,
  ),
  // The link of the alert e-mails: no sign-in needed (the token is the proof).
  page(
    '/mon-compte/alertes/desinscription',
    async () => (await import('./features/alerts/pages/unsubscribe-page')).UnsubscribeAlertPage,
  ),
  // The link of the favourites' e-mails: no sign-in needed (the token is the proof).
  page(
    '/mon-compte/favoris/desinscription',
    async () => (await import('./features/favourites/pages/unsubscribe-favourites-page')).UnsubscribeFavouritesPage,
  ),
  page('/mon-compte', async () => (await import('./pages/profile-page')).ProfilePage, { inArea: true }),
  page('/mon-compte/mes-alertes', async () => (await import('./features/alerts/pages/alerts-page')).AlertsPage, {
    inArea: true,
  }),
  page('/mon-compte/mes-devis', async () => (await import('./features/quotes/pages/quotes-page')).QuotesPage, {
    inArea: true,
  }),
  page(
    '/mon-compte/mes-favoris',
    async () => (await import('./features/favourites/pages/favourites-page')).FavouritesPage,
    { inArea: true },
  ),
  page(
    '/mon-compte/mes-financements',
    async () => (await import('./features/fundings/pages/fundings-page')).FundingsPage,
    { inArea: true },
  ),
  page('/mon-compte/mes-reprises', async () => (await import('./features/tradeins/pages/tradeins-page')).TradeinsPage, {
    inArea: true,
  }),
  page(
    '/mon-compte/mes-rendez-vous',
    async () => (await import('./features/appointments/pages/appointments-page')).AppointmentsPage,
    { inArea: true },
  ),
  page(
    '/mon-compte/mes-reservations',
    async () => (await import('./features/bookings/pages/bookings-page')).BookingsPage,
    { inArea: true },
  ),
];
