import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../testing/render-with-store';
import { TradeinsPage } from './tradeins-page';

const tradein = (id: number) => ({
  id,
  plate: null,
  brand: 'Peugeot',
  carmodel: `208 n° ${id}`,
  finish: null,
  type: null,
  energy: 'essence',
  gearbox: 'manuelle',
  year: 2019,
  month: 4,
  fiscal_power: null,
  engine_power: null,
  colour: null,
  mileage: 64000,
  equipments: [],
  damages: [],
  first_hand: true,
  service_history: true,
  comment: null,
  status: 'nouvelle',
  estimate_min: null,
  estimate_max: null,
  created_at: '2026-03-14T09:30:00.000Z',
});

const page = (n: number, ids: number[], total: number) => ({
  data: ids.map(tradein),
  meta: { total, current_page: n, per_page: 10, last_page: Math.ceil(total / 10) },
});

describe('mes reprises', () => {
  it('starts at page 1 and « Voir plus » appends the next page', async () => {
    const { calls } = renderWithStore(<TradeinsPage />, (_method, path) => {
      if (path === '/api/user/reprises?page=1') return { body: page(1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 12) };
      if (path === '/api/user/reprises?page=2') return { body: page(2, [11, 12], 12) };
      return { status: 404 };
    });
    const list = await screen.findByTestId('tradein-list');
    await waitFor(() => expect(within(list).getAllByTestId('tradein-item')).toHaveLength(10));
    expect(screen.getByText(/10 sur 12/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(within(list).getAllByTestId('tradein-item')).toHaveLength(12));
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `Peugeot 208 n° ${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/user/reprises?page=1', '/api/user/reprises?page=2']);
  });

  it('has a French empty state leading to the trade-in form', async () => {
    renderWithStore(<TradeinsPage />, () => ({ body: page(1, [], 0) }));
    expect(await screen.findByText('Aucune demande de reprise')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faire estimer mon véhicule' })).toHaveAttribute(
      'href',
      '/reprise-voiture',
    );
  });
});
