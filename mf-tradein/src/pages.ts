/**
 * The page table of mf-tradein (docs/spec-notes.md §2): the form (open to everyone; signing in comes
 * at its last step), its confirmation and a trade-in quote (signed in, owner only). routes.tsx and
 * the route manifest (route-manifest.ts) are built from it. The form's path is the form's own
 * (features/tradein-form/form-path.ts, where signing in comes back to).
 *
 * The form is server-rendered at its first step (`ssr`); the other two depend on the signed-in
 * owner and stay in the browser.
 */
import type { ComponentType } from 'react';
import type { PageTableEntry } from '@ga/contracts';
import { FORM_PATH } from './features/tradein-form/form-path';

export type TradeinPageEntry = PageTableEntry<() => Promise<{ Component: ComponentType }>>;

const AUTH = { middleware: ['auth'] };

export const TRADEIN_FORM: TradeinPageEntry = {
  path: FORM_PATH,
  kind: 'component',
  load: async () => ({
    Component: (await import(/* webpackChunkName: "page-tradein" */ './features/tradein-form/pages/tradein-page'))
      .TradeinPage,
  }),
  // Its head is in tradein-head.ts, beside the page that sets it: read by the route manifest.
  head: 'content',
  chunk: 'page-tradein',
  // The brands of the form's first step, as its base query asks for them.
  data: ['/api/reprise/brands'],
  listed: true,
  public: true,
  // Step 1 as every visitor first sees it; a draft kept in this browser follows after hydration.
  ssr: true,
};

export const PAGES: TradeinPageEntry[] = [
  TRADEIN_FORM,
  {
    path: '/reprise-voiture/demande-envoyee',
    kind: 'component',
    load: async () => ({ Component: (await import('./pages/request-sent-page')).RequestSentPage }),
    handle: AUTH,
    listed: false,
    public: false,
    ssr: false,
  },
  {
    path: '/devis-reprise/:id',
    kind: 'component',
    load: async () => ({ Component: (await import('./features/valuation/pages/valuation-page')).ValuationPage }),
    handle: AUTH,
    listed: false,
    public: false,
    ssr: false,
  },
];
