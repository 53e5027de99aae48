// First: Zod without code generation, before any schema is built (zod-config.ts).
import './zod-config';
import type { RouteObject } from '@ga/core';

/**
 * Routes of the trade-in area (docs/spec-notes.md §2): the form (open to everyone; signing in comes at its
 * last step), its confirmation and a trade-in quote (signed in, owner only). Pages load lazily.
 */
export const routes: RouteObject[] = [
  {
    path: '/reprise-voiture',
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "page-tradein" */ './features/tradein-form/pages/tradein-page')).TradeinPage }),
  },
  {
    path: '/reprise-voiture/demande-envoyee',
    handle: { middleware: ['auth'] },
    lazy: async () => ({ Component: (await import('./features/tradein-form/pages/request-sent-page')).RequestSentPage }),
  },
  {
    path: '/devis-reprise/:id',
    handle: { middleware: ['auth'] },
    lazy: async () => ({ Component: (await import('./features/estimate/pages/estimate-page')).EstimatePage }),
  },
];
