// The home page's figures state the stock as it is: the count of vehicles on sale by category, from
// the API, said the way a sentence says it (to the hundred); the dealership's usual size only when
// the API cannot answer.
import { screen } from '@testing-library/react';
import { renderWithStore } from '@ga/testing';
import { aboutCount } from '@ga/core';
import { AboutBand } from './about-band';

const categories = {
  data: [
    { id: 1, slug: 'voitures', name: 'Voitures', types: [{ vehicles_count: 1_640 }, { vehicles_count: 994 }] },
    { id: 2, slug: 'utilitaires', name: 'Utilitaires', types: [{ vehicles_count: 353 }] },
  ],
};
const figure = (label: string) => screen.getByText(label, { selector: 'dd' }).previousElementSibling?.textContent;

it('says the count of cars and vans on sale, rounded', async () => {
  renderWithStore(<AboutBand />, {
    reply: (_m, path) => (path === '/api/vehicles/types/categories' ? { body: categories } : undefined),
  });
  await screen.findByText(/2\s600/);
  expect(figure('voitures en stock')).toMatch(/^≈ 2\s600$/);
  expect(figure('utilitaires en stock')).toMatch(/^≈ 350$/);
});

it('says the dealership’s usual size when the API does not answer', async () => {
  const { calls } = renderWithStore(<AboutBand />, {
    reply: () => ({ status: 503, body: { message: 'Indisponible.' } }),
  });
  await screen.findByText('voitures en stock');
  expect(calls.some((c) => c.path === '/api/vehicles/types/categories')).toBe(true);
  expect(figure('voitures en stock')).toMatch(/^≈ 1\s200$/);
});

it.each([
  [2_634, '2 600'],
  [1_150, '1 200'],
  [353, '350'],
  [47, '47'],
])('aboutCount(%i) → %s', (n, text) => {
  expect(aboutCount(n).replace(/\s/g, ' ')).toBe(text);
});
