import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import type { User } from '@ga/contracts';
import { createAppStore, createMemoryRouter, RouterProvider, selectNotifications, tokenReceived, userLoaded } from '@ga/core';
import { saveDraft } from '../features/tradein-form/draft';
import { EMPTY_VALUES, type StepIndex, type TradeinValues } from '../features/tradein-form/form-values';

export type Reply = { status?: number; body?: unknown };
export type Call = { method: string; path: string; body: unknown };
type Handler = (method: string, path: string, body: unknown) => Reply | undefined;

export const TEST_USER: User = {
  id: 9,
  fullname: 'Camille Martin',
  email: 'camille@exemple.fr',
  phone: '06 12 34 56 78',
  address: '12 rue de la Gare',
  postal_code: '72220',
  city: 'Écommoy',
  is_comp: false,
  company_name: null,
  company_siret: null,
  business_sector: null,
  subscribe_newsletter: false,
  bookmarks: [],
  created_at: '2026-01-05T10:00:00Z',
  email_verified: true,
  pending_email: null,
};

const list = (...items: [string | number, string][]) => ({ data: items.map(([value, label]) => ({ value, label })) });

/**
 * The reference lists of the trade-in API for one car, a Renault Clio: two brands, two models,
 * two years; a single answer for the lists after the energy (they fill themselves in).
 */
export function referenceLists(method: string, path: string): Reply | undefined {
  const [pathname] = path.split('?');
  if (pathname === '/api/reprise/brands') return { body: list(['renault', 'Renault'], ['peugeot', 'Peugeot']) };
  if (pathname === '/api/reprise/carmodels/renault') return { body: list(['clio', 'Clio'], ['megane', 'Mégane']) };
  if (pathname === '/api/reprise/carmodels/peugeot') return { body: list(['208', '208'], ['308', '308']) };
  if (pathname!.startsWith('/api/reprise/years/')) return { body: list([2019, '2019'], [2020, '2020']) };
  if (pathname!.startsWith('/api/reprise/months/')) return { body: list([3, 'Mars'], [4, 'Avril']) };
  if (pathname!.startsWith('/api/reprise/energies/')) return { body: list(['essence', 'Essence'], ['diesel', 'Diesel']) };
  if (pathname!.startsWith('/api/reprise/gearboxes/')) return { body: list(['manuelle', 'Manuelle']) };
  if (pathname!.startsWith('/api/reprise/types/')) return { body: list(['citadine', 'Citadine']) };
  if (pathname!.startsWith('/api/reprise/colors/')) return { body: list(['blanc', 'Blanc'], ['noir', 'Noir']) };
  if (method === 'POST' && pathname === '/api/reprise/fiscal-powers') return { body: list([5, '5 CV']) };
  if (method === 'POST' && pathname === '/api/reprise/engine-powers') return { body: list([90, '90 ch']) };
  if (method === 'POST' && pathname === '/api/reprise/finishes') return { body: list([4242, 'Intens TCe 90'], [4243, 'Zen TCe 90']) };
  if (pathname === '/api/reprise/equipments') return { body: list(['gps', 'GPS'], ['toit-ouvrant', 'Toit ouvrant']) };
  if (pathname === '/api/reprise/damage-areas') {
    return {
      body: {
        data: [
          { value: 'pare-chocs-avant', label: 'Pare-chocs avant', zone: 'avant', kinds: [{ value: 'rayure', label: 'Rayure' }, { value: 'choc', label: 'Choc' }] },
        ],
      },
    };
  }
  return undefined;
}

/** A vehicle step answered with the lists above. */
export const CLIO: Partial<TradeinValues> = {
  brand: 'renault', carmodel: 'clio', year: '2019', month: '3', energy: 'essence', gearbox: 'manuelle', type: 'citadine',
  fiscal_power: '5', engine_power: '90', version_id: '4242', colour: 'blanc',
};

/** The visitor comes back to the form at `step` with these answers (the draft in localStorage). */
export function seedDraft(step: StepIndex, values: Partial<TradeinValues> = {}) {
  saveDraft({ step, values: { ...EMPTY_VALUES, ...values } });
}

/**
 * Component tests of mf-tradein: the real store and API slice of @ga/core, the page in a memory
 * router, `fetch` answered by `reply(method, path, body)` then by the reference lists (404 else).
 */
export function renderWithStore(ui: ReactElement, { reply, user = null, path = '/reprise-voiture' }: { reply?: Handler; user?: User | null; path?: string } = {}) {
  window.__GA_CONFIG__ = { apiUrl: 'http://api.test' };
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const target = url.pathname + url.search;
    calls.push({ method: request.method, path: target, body });
    const { status = 200, body: replyBody } = reply?.(request.method, target, body) ?? referenceLists(request.method, target) ?? { status: 404, body: { message: 'Introuvable.' } };
    return new Response(status === 204 ? null : JSON.stringify(replyBody ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  const store = createAppStore();
  if (user) {
    store.dispatch(tokenReceived('jeton'));
    store.dispatch(userLoaded(user));
  }
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, calls, router, notices: () => selectNotifications(store.getState()).map((n) => `${n.action}: ${n.message}`) };
}
