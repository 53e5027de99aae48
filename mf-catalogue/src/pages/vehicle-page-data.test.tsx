import { waitFor } from '@testing-library/react';
import { renderWithStore } from '@ga/testing';
import { VehiclePage } from './vehicle-page';

describe('the vehicle page’s replies', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are all asked for with the vehicle’s, before it arrives (no waterfall, one server pass fewer)', async () => {
    renderWithStore(<VehiclePage />, {
      path: '/achat/vehicule/peugeot-208-7/7',
      route: '/achat/vehicule/:slug/:vehicleId',
    });
    // The vehicle's reply never comes.
    const asked: string[] = [];
    global.fetch = jest.fn((input: RequestInfo | URL) => {
      asked.push(new URL((input as Request).url).pathname);
      return new Promise<Response>(() => undefined);
    }) as typeof fetch;
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/api/vehicles/7',
          '/api/vehicles/suggestions',
          '/api/vehicles/7/price-history',
          '/api/vehicles/7/fundings/legal-mentions',
          '/api/departments',
        ]),
      ),
    );
  });
});
