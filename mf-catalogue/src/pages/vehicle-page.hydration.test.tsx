import { within } from '@testing-library/react';
import { expectHydrationWithoutMismatch, mockFetch, serverApiState, servedPage } from '@ga/testing';
import { forgetThisBrowser, rememberInThisBrowser } from '../testing/browser-state';
import { stockApi, vehicleCard } from '../testing/vehicles';
import { VehiclePage } from './vehicle-page';

const CARDS = [vehicleCard(1), vehicleCard(2)];
const PAGE = { path: '/achat/vehicule/peugeot-208-1/1', route: '/achat/vehicule/:slug/:vehicleId' };

/** The page renders three times (the server's data, its markup, the hydration): slow in a full parallel run. */
const SLOW = 20_000;

describe('the vehicle page, rendered by the server then hydrated', () => {
  let apiState: unknown;
  beforeEach(async () => {
    apiState = await serverApiState(<VehiclePage />, { reply: stockApi(CARDS), ...PAGE });
    mockFetch(stockApi(CARDS));
  }, SLOW);
  afterEach(() => {
    forgetThisBrowser();
    jest.restoreAllMocks();
  });

  it(
    'hydrates without mismatch when this browser compares this vehicle, keeps « Vus récemment » and a trade-in credit',
    async () => {
      const { html, container } = await expectHydrationWithoutMismatch(
        () => servedPage(<VehiclePage />, { apiState, ...PAGE }),
        {
          beforeHydrate: () => {
            rememberInThisBrowser({ viewed: [2], compared: [CARDS[0]!], tradeinCredit: 2500 });
            // A visitor whose clock is six hours ahead of the server's: nothing drawn from the clock may differ.
            const now = Date.now() + 6 * 3_600_000;
            jest.spyOn(Date, 'now').mockReturnValue(now);
          },
        },
      );
      expect(html).toContain('data-testid="vehicle-page"');
      // The price history's line, drawn up to when the prices were read: the same on both sides.
      expect(html).toContain('data-testid="price-history"');
      const view = within(container);
      expect(view.getByTestId('compare-bar')).toBeInTheDocument();
      // This vehicle's toggle, then the suggestion's (vehicle 2).
      expect(view.getAllByTestId('compare-toggle').map((t) => t.getAttribute('aria-pressed'))).toEqual([
        'true',
        'false',
      ]);
    },
    SLOW,
  );

  it(
    'a vehicle that does not exist: rendered as not found, and the browser does not ask for it again',
    async () => {
      const missing = { path: '/achat/vehicule/peugeot-208-999/999', route: PAGE.route };
      const notFoundState = await serverApiState(<VehiclePage />, { reply: stockApi(CARDS), ...missing });
      const calls = mockFetch(stockApi(CARDS));
      const { container } = await expectHydrationWithoutMismatch(() =>
        servedPage(<VehiclePage />, { apiState: notFoundState, ...missing }),
      );
      expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(/introuvable/i);
      expect(calls.filter((call) => call.path.startsWith('/api/vehicles/999'))).toEqual([]);
    },
    SLOW,
  );
});
