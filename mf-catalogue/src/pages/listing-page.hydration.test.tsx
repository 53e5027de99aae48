import { within } from '@testing-library/react';
import { TOKEN_KEY } from '@ga/core';
import { expectHydrationWithoutMismatch, mockFetch, serverApiState, servedPage } from '@ga/testing';
import { forgetThisBrowser, rememberInThisBrowser } from '../testing/browser-state';
import { stockApi, vehicleCard } from '../testing/vehicles';
import { ListingPage } from './listing-page';

const CARDS = [vehicleCard(1), vehicleCard(2), vehicleCard(3)];
const ui = <ListingPage title="Voitures d’occasion" description="Nos voitures d’occasion." />;

/** The page renders three times (the server's data, its markup, the hydration): slow in a full parallel run. */
const SLOW = 20_000;

describe('a listing, rendered by the server then hydrated', () => {
  let apiState: unknown;
  beforeEach(async () => {
    apiState = await serverApiState(ui, { reply: stockApi(CARDS), path: '/achat' });
    mockFetch(stockApi(CARDS));
  }, SLOW);
  afterEach(forgetThisBrowser);

  it(
    'hydrates without mismatch when this browser holds « Vus récemment », a comparison and a trade-in credit, shown once hydrated',
    async () => {
      const { html, container } = await expectHydrationWithoutMismatch(
        () => servedPage(ui, { apiState, path: '/achat' }),
        {
          beforeHydrate: () => rememberInThisBrowser({ viewed: [3, 2], compared: [CARDS[0]!], tradeinCredit: 2500 }),
        },
      );
      // The server rendered the stock, without what only this browser knows.
      expect(html).toContain('Peugeot 208');
      expect(html).not.toContain('data-testid="compare-bar"');
      expect(html).not.toContain('data-testid="recently-viewed"');
      // Then the browser's own state.
      const view = within(container);
      expect(view.getByTestId('compare-bar')).toBeInTheDocument();
      expect(view.getAllByTestId('compare-toggle').map((t) => t.getAttribute('aria-pressed'))).toEqual([
        'true',
        'false',
        'false',
      ]);
      expect(view.getByTestId('recently-viewed')).toBeInTheDocument();
      expect(view.getByText(/Prix après reprise estimée de votre Renault Clio/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'hydrates without mismatch for a signed-in visitor (their token in localStorage; the server renders signed out)',
    async () => {
      const { container } = await expectHydrationWithoutMismatch(() => servedPage(ui, { apiState, path: '/achat' }), {
        beforeHydrate: () => localStorage.setItem(TOKEN_KEY, 'jeton'),
      });
      expect(within(container).getAllByTestId('favourite-toggle')).toHaveLength(3);
    },
    SLOW,
  );

  it(
    'keeps the comparison stored in the tab once restored',
    async () => {
      await expectHydrationWithoutMismatch(() => servedPage(ui, { apiState, path: '/achat' }), {
        beforeHydrate: () => rememberInThisBrowser({ compared: [CARDS[1]!] }),
      });
      expect(JSON.parse(sessionStorage.getItem('ga_compare') ?? '[]')).toEqual([expect.objectContaining({ id: 2 })]);
    },
    SLOW,
  );
});
