import type { ReactElement } from 'react';
import type { User } from '@ga/contracts';
import { renderWithStore as render, type Handler, type Reply } from '@ga/testing';
import { saveDraft } from '../features/tradein-form/draft';
import { EMPTY_VALUES, type StepIndex, type TradeinValues } from '../features/tradein-form/form-values';

export type { Call, Reply } from '@ga/testing';

export { TEST_USER } from '@ga/testing';

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
  if (pathname!.startsWith('/api/reprise/energies/'))
    return { body: list(['essence', 'Essence'], ['diesel', 'Diesel']) };
  if (pathname!.startsWith('/api/reprise/gearboxes/')) return { body: list(['manuelle', 'Manuelle']) };
  if (pathname!.startsWith('/api/reprise/types/')) return { body: list(['citadine', 'Citadine']) };
  if (pathname!.startsWith('/api/reprise/colors/')) return { body: list(['blanc', 'Blanc'], ['noir', 'Noir']) };
  if (method === 'POST' && pathname === '/api/reprise/fiscal-powers') return { body: list([5, '5 CV']) };
  if (method === 'POST' && pathname === '/api/reprise/engine-powers') return { body: list([90, '90 ch']) };
  if (method === 'POST' && pathname === '/api/reprise/finishes')
    return { body: list([4242, 'Intens TCe 90'], [4243, 'Zen TCe 90']) };
  if (pathname === '/api/reprise/equipments') return { body: list(['gps', 'GPS'], ['toit-ouvrant', 'Toit ouvrant']) };
  if (pathname === '/api/reprise/damage-areas') {
    return {
      body: {
        data: [
          {
            value: 'pare-chocs-avant',
            label: 'Pare-chocs avant',
            zone: 'avant',
            kinds: [
              { value: 'rayure', label: 'Rayure' },
              { value: 'choc', label: 'Choc' },
            ],
          },
        ],
      },
    };
  }
  return undefined;
}

/** A vehicle step answered with the lists above. */
export const CLIO: Partial<TradeinValues> = {
  brand: 'renault',
  carmodel: 'clio',
  year: '2019',
  month: '3',
  energy: 'essence',
  gearbox: 'manuelle',
  type: 'citadine',
  fiscal_power: '5',
  engine_power: '90',
  version_id: '4242',
  colour: 'blanc',
};

/** The visitor comes back to the form at `step` with these answers (the draft in localStorage). */
export function seedDraft(step: StepIndex, values: Partial<TradeinValues> = {}) {
  saveDraft({ step, values: { ...EMPTY_VALUES, ...values } });
}

/**
 * Component tests of mf-tradein: @ga/testing's render (the real store and API slice, a memory
 * router at the form's address), `fetch` answered by `reply(method, path, body)`, then by the
 * reference lists above (404 else).
 */
export function renderWithStore(
  ui: ReactElement,
  { reply, user = null, path = '/reprise-voiture' }: { reply?: Handler; user?: User | null; path?: string } = {},
) {
  return render(ui, {
    user,
    path,
    reply: (method, target, body) => reply?.(method, target, body) ?? referenceLists(method, target),
  });
}
