import { createTestApp, registerVerifiedUser, apiHeaders, type TestApp } from '../../test/test-app';
import { bookableDate } from '../bookings/booking-test-helpers';

let t: TestApp;
beforeAll(async () => {
  // The caches as in production (they are off in the other tests).
  t = await createTestApp({ catalogueCacheSeconds: 60, cataloguePageCacheSeconds: 60 });
});
afterAll(() => t.close());

const search = async () =>
  (
    await t.app.inject({ url: '/api/vehicles?listing=vehicule-0km&sort=price_asc&per_page=6', headers: apiHeaders() })
  ).json();

describe('cached search pages', () => {
  it('serve the same page again, and show « Réservé » as soon as a booking is made or cancelled', async () => {
    const first = await search();
    const vehicle = first.data[0];
    expect(vehicle.is_reserved).toBe(false);
    expect(await search()).toEqual(first);

    const u = await registerVerifiedUser(t);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/user/bookings/store',
      headers: apiHeaders(u.token),
      payload: { vehicle_id: vehicle.id, preferred_date: bookableDate(), preferred_slot: 'matin' },
    });
    expect(booked.statusCode).toBe(201);
    expect((await search()).data[0]).toMatchObject({ id: vehicle.id, is_reserved: true });

    await t.app.inject({
      method: 'DELETE',
      url: `/api/user/bookings/${booked.json().data.id}`,
      headers: apiHeaders(u.token),
    });
    expect((await search()).data[0]).toMatchObject({ id: vehicle.id, is_reserved: false });
  });
});
