// The price chart reads true: its price axis is labelled in euros, its dates under it, and a small
// drop looks small (the scale spans at least a fifth of the price, on round figures).
import { screen, within } from '@testing-library/react';
import { renderWithStore } from '@ga/testing';
import { PriceHistory, priceScale } from './price-history';

const HISTORY = {
  vehicle_id: 7,
  points: [
    { price: 21990, price_etax: 18325, starts_at: '2026-03-02T00:00:00Z' },
    // −4.6 %
    { price: 20980, price_etax: 17483, starts_at: '2026-09-14T00:00:00Z' },
  ],
  price_drop: null,
};

it('labels the price axis in euros and the dates, and draws a 4.6 % drop as a small step', async () => {
  renderWithStore(<PriceHistory vehicleId={7} isCompany={false} />, {
    reply: (_method, path) =>
      path.startsWith('/api/vehicles/7/price-history') ? { body: { data: HISTORY } } : undefined,
  });
  const block = await screen.findByTestId('price-history');
  const axis = within(block).getByTestId('price-axis');
  expect([...axis.querySelectorAll('span')].map((s) => s.textContent?.replace(/\s/g, ' '))).toEqual([
    '22 500 €',
    '20 000 €',
    '17 500 €',
  ]);
  expect(block).toHaveTextContent('02/03/2026');
  expect(block).toHaveTextContent('Aujourd’hui');
  // The path's first and last heights (SVG units, the chart 150 high): the drop uses well under half of it.
  const d = within(block).getByTestId('price-line').getAttribute('d')!;
  const start = Number(/^M[\d.]+,([\d.]+)/.exec(d)![1]);
  const end = Number([...d.matchAll(/V([\d.]+)/g)].pop()![1]);
  expect(end - start).toBeGreaterThan(0);
  expect(end - start).toBeLessThan(150 / 2);
});

it('puts its bounds on round figures and spans at least a fifth of the top price', () => {
  expect(priceScale([17990, 16990])).toEqual({ top: 18000, bottom: 14000, ticks: [18000, 16000, 14000] });
  const wide = priceScale([30000, 12000]);
  expect(wide.bottom).toBeLessThanOrEqual(12000);
  expect(wide.top).toBeGreaterThanOrEqual(30000);
});
