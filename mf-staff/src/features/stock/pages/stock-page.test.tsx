import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffStockItem } from '@ga/contracts';
import { renderWithStore, type Handler } from '@ga/testing';
import { StockPage } from './stock-page';

const me = (role: string) => ({
  data: { id: 3, email: 'paul@glinche-automobiles.fr', full_name: 'Paul Girard', role },
  csrf_token: 'csrf',
});
const car = (over: Partial<StaffStockItem>): StaffStockItem => ({
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
  ...over,
});
const SLOW = 20_000;

const api =
  (role: string, pages: Record<string, { data: StaffStockItem[]; next: string | null }>): Handler =>
  (_m, path) => {
    if (path === '/api/staff/me') return { body: me(role) };
    if (path.startsWith('/api/staff/stock')) {
      const page = pages[path] ?? { data: [], next: null };
      return { body: { data: page.data, meta: { next_cursor: page.next } } };
    }
    return undefined;
  };

describe('stock page', () => {
  it(
    'lists the stock with each state, and pages by cursor',
    async () => {
      renderWithStore(<StockPage />, {
        reply: api('responsable', {
          '/api/staff/stock': {
            data: [car({ booked: true }), car({ id: 40, state: 'retire', title: 'Renault Clio TCe 90 Evolution' })],
            next: '40',
          },
          '/api/staff/stock?before=40': {
            data: [car({ id: 12, state: 'vendu', title: 'Dacia Sandero TCe 90 Expression' })],
            next: null,
          },
        }),
        path: '/espace-conseiller/stock',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Stock' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Peugeot 208 PureTech 100 Allure' })).toHaveAttribute(
        'href',
        '/espace-conseiller/stock/41',
      );
      const rows = screen.getAllByTestId('stock-row');
      expect(rows[0]).toHaveTextContent('Disponible');
      expect(rows[0]).toHaveTextContent('Réservé');
      expect(rows[1]).toHaveTextContent('Retiré de la vente');
      await userEvent.click(screen.getByRole('button', { name: 'Véhicules plus anciens' }));
      await waitFor(() => expect(screen.getAllByTestId('stock-row')).toHaveLength(3));
      expect(screen.getAllByTestId('stock-row')[2]).toHaveTextContent('Vendu');
    },
    SLOW,
  );

  it(
    'searches with the filters in the address',
    async () => {
      const { router, calls } = renderWithStore(<StockPage />, {
        reply: api('responsable', {}),
        path: '/espace-conseiller/stock',
      });
      await userEvent.type(await screen.findByRole('searchbox', { name: /^Numéro, marque/ }), 'clio');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /^État/ }), 'retire');
      await userEvent.click(screen.getByRole('button', { name: 'Chercher' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=clio&state=retire'));
      await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/staff/stock?q=clio&state=retire'));
      expect(await screen.findByText('Aucun véhicule ne correspond à cette recherche.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'is not for a conseiller',
    async () => {
      const { calls } = renderWithStore(<StockPage />, {
        reply: api('conseiller', {}),
        path: '/espace-conseiller/stock',
      });
      expect(
        await screen.findByText('Cette page est réservée aux responsables et aux administrateurs.'),
      ).toBeInTheDocument();
      expect(calls.some((c) => c.path.startsWith('/api/staff/stock'))).toBe(false);
    },
    SLOW,
  );
});
