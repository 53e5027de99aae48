import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_STOCK_MESSAGES, type StaffStockDetail } from '@ga/contracts';
import { renderWithStore, type Handler } from '@ga/testing';
import { StockVehiclePage } from './stock-vehicle-page';

const ME = {
  data: { id: 3, email: 'paul@glinche-automobiles.fr', full_name: 'Paul Girard', role: 'responsable' },
  csrf_token: 'csrf',
};
const SLOW = 20_000;
const vehicle = (over: Partial<StaffStockDetail> = {}): StaffStockDetail => ({
  id: 41,
  slug: 'peugeot-208-puretech-100-allure',
  title: 'Peugeot 208 PureTech 100 Allure',
  condition: 'used',
  year: 2022,
  mileage: 23500,
  energy: 'essence',
  price: 16990,
  state: 'disponible',
  booked: false,
  arrived_at: '2026-11-02T09:00:00.000Z',
  equipment: ['Caméra de recul', 'Apple CarPlay'],
  sold_at: null,
  withdrawn_at: null,
  withdrawn_reason: null,
  prices: [
    { price: 17490, starts_at: '2026-06-01T08:00:00.000Z' },
    { price: 16990, starts_at: '2026-10-01T08:00:00.000Z' },
  ],
  price_drop_reference: null,
  ...over,
});

function server(
  initial: StaffStockDetail,
  write: (method: string, path: string, body: unknown) => { status?: number; body: unknown } | undefined,
): Handler {
  return (method, path, body) => {
    if (path === '/api/staff/me') return { body: ME };
    if (method !== 'GET') return write(method, path, body);
    if (path === '/api/staff/stock/41') return { body: { data: initial } };
    return undefined;
  };
}

describe('a vehicle of the stock', () => {
  it(
    'shows the vehicle and changes its price; a French error stays next to the field',
    async () => {
      const sent: unknown[] = [];
      const { calls } = renderWithStore(<StockVehiclePage />, {
        reply: server(vehicle(), (method, path, body) => {
          sent.push(body);
          if (path === '/api/staff/stock/41/price') {
            if ((body as { price: number }).price === 16990)
              return {
                status: 422,
                body: { message: 'Données invalides.', errors: { price: [STAFF_STOCK_MESSAGES.samePrice] } },
              };
            return {
              body: {
                data: { price: 15990, reference_price: 17490 },
                message: 'Prix modifié : la fiche, la recherche et les alertes suivent.',
              },
            };
          }
          return undefined;
        }),
        path: '/espace-conseiller/stock/41',
        route: '/espace-conseiller/stock/:id',
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Peugeot 208 PureTech 100 Allure' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voir la fiche du véhicule' })).toHaveAttribute(
        'href',
        '/achat/vehicule/peugeot-208-puretech-100-allure/41',
      );
      const price = screen.getByRole('textbox', { name: /^Nouveau prix TTC/ });
      await userEvent.click(screen.getByRole('button', { name: 'Changer le prix' }));
      expect(await screen.findByText(STAFF_STOCK_MESSAGES.samePrice)).toBeInTheDocument();
      await userEvent.clear(price);
      await userEvent.type(price, '12,5');
      await userEvent.click(screen.getByRole('button', { name: 'Changer le prix' }));
      expect(await screen.findByText(STAFF_STOCK_MESSAGES.price)).toBeInTheDocument();
      await userEvent.clear(price);
      await userEvent.type(price, '15 990');
      await userEvent.click(screen.getByRole('button', { name: 'Changer le prix' }));
      await waitFor(() => expect(sent).toContainEqual({ price: 15990 }));
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/api/staff/stock/41/price',
        '/api/staff/stock/41/price',
      ]);
    },
    SLOW,
  );

  it(
    'withdraws it with a reason, asked before anything is sent',
    async () => {
      const sent: unknown[] = [];
      renderWithStore(<StockVehiclePage />, {
        reply: server(vehicle(), (_m, path, body) => {
          sent.push(body);
          return path.endsWith('/state')
            ? { body: { data: { after: 'retire' }, message: STAFF_STOCK_MESSAGES.stateChanged } }
            : undefined;
        }),
        path: '/espace-conseiller/stock/41',
        route: '/espace-conseiller/stock/:id',
      });
      const group = await screen.findByRole('radiogroup', { name: /Le véhicule est/ });
      await userEvent.click(within(group).getByRole('radio', { name: /Retiré de la vente/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’état' }));
      expect(await screen.findByText(STAFF_STOCK_MESSAGES.reason)).toBeInTheDocument();
      expect(sent).toEqual([]);
      await userEvent.type(screen.getByRole('textbox', { name: /^Motif du retrait/ }), 'Carrosserie à reprendre');
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’état' }));
      await waitFor(() => expect(sent).toEqual([{ state: 'retire', reason: 'Carrosserie à reprendre' }]));
    },
    SLOW,
  );

  it(
    'keeps the confirmation on screen once the page shows the vehicle as the server now has it',
    async () => {
      let current = vehicle();
      renderWithStore(<StockVehiclePage />, {
        reply: (method, path, body) => {
          if (path === '/api/staff/me') return { body: ME };
          if (method === 'GET' && path === '/api/staff/stock/41') return { body: { data: current } };
          if (method === 'POST' && path.endsWith('/state')) {
            current = vehicle({
              state: 'retire',
              withdrawn_at: '2026-11-27T17:00:00.000Z',
              withdrawn_reason: (body as { reason: string }).reason,
            });
            return { body: { data: { after: 'retire' }, message: STAFF_STOCK_MESSAGES.stateChanged } };
          }
          return undefined;
        },
        path: '/espace-conseiller/stock/41',
        route: '/espace-conseiller/stock/:id',
      });
      const group = await screen.findByRole('radiogroup', { name: /Le véhicule est/ });
      await userEvent.click(within(group).getByRole('radio', { name: /Retiré de la vente/ }));
      await userEvent.type(screen.getByRole('textbox', { name: /^Motif du retrait/ }), 'Pare-brise à changer');
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’état' }));
      // The refetched vehicle is shown (its reason in the facts), and the confirmation is still there.
      expect(await screen.findByText('« Pare-brise à changer »', { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(STAFF_STOCK_MESSAGES.stateChanged);
      expect(
        within(screen.getByRole('radiogroup', { name: /Le véhicule est/ })).getByRole('radio', {
          name: /Retiré de la vente/,
        }),
      ).toBeChecked();
    },
    SLOW,
  );

  it(
    'saves the equipment one per line, refusing a duplicate in French',
    async () => {
      const sent: unknown[] = [];
      renderWithStore(<StockVehiclePage />, {
        reply: server(vehicle(), (_m, path, body) => {
          sent.push(body);
          return path.endsWith('/equipment')
            ? { body: { data: body, message: STAFF_STOCK_MESSAGES.equipmentSaved } }
            : undefined;
        }),
        path: '/espace-conseiller/stock/41',
        route: '/espace-conseiller/stock/:id',
      });
      const list = await screen.findByRole('textbox', { name: /^Équipements, un par ligne/ });
      expect(list).toHaveValue('Caméra de recul\nApple CarPlay');
      await userEvent.type(list, '{enter}apple carplay');
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les équipements' }));
      expect(await screen.findByText(STAFF_STOCK_MESSAGES.equipmentTwice)).toBeInTheDocument();
      await userEvent.clear(list);
      await userEvent.type(list, 'Sièges chauffants{enter}{enter}  GPS  ');
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les équipements' }));
      await waitFor(() => expect(sent).toEqual([{ equipment: ['Sièges chauffants', 'GPS'] }]));
      expect(await screen.findByText(STAFF_STOCK_MESSAGES.equipmentSaved)).toBeInTheDocument();
    },
    SLOW,
  );
});
