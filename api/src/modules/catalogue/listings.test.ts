import {
  CURRENT_OFFER_MIN_DISCOUNT_PERCENT,
  NEW_ARRIVAL_DAYS,
  NEW_BADGE_DAYS,
  VEHICLE_LISTINGS,
  type VehicleListing,
} from '@ga/contracts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { searchWhere } from './conditions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });

/** Every id of a listing, straight from the search conditions. */
async function listingIds(listing: VehicleListing): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('vehicles as v')
    .select('v.id')
    .where(searchWhere({ listing }, new Date()))
    .orderBy('v.id')
    .execute();
  return rows.map((r) => r.id);
}

describe('listing selections /achat/{listing}', () => {
  it('each of the eight is non-empty on the seed and no two are the same set', async () => {
    const sets = new Map<VehicleListing, string>();
    for (const listing of VEHICLE_LISTINGS) {
      const ids = await listingIds(listing);
      expect({ listing, size: ids.length > 0 }).toEqual({ listing, size: true });
      const { meta } = (await get(`/api/vehicles?listing=${listing}&per_page=1`)).json();
      expect(meta.total).toBe(ids.length);
      sets.set(listing, ids.join(','));
    }
    for (const a of VEHICLE_LISTINGS) {
      for (const b of VEHICLE_LISTINGS)
        if (a < b) expect({ a, b, same: sets.get(a) === sets.get(b) }).toEqual({ a, b, same: false });
    }
  });

  it('selects by the documented criterion', async () => {
    const page = async (listing: VehicleListing, extra = '') =>
      (await get(`/api/vehicles?listing=${listing}&per_page=48${extra}`)).json().data;
    for (const v of await page('amenage')) expect(v).toMatchObject({ is_fitted_out: true, category: 'utilitaires' });
    for (const v of await page('coup-de-coeur')) expect(v.is_favourite_pick).toBe(true);
    for (const v of await page('occasion')) expect(v.condition).toBe('used');
    for (const v of await page('vehicule-0km')) expect(v.condition).toBe('zero_km');
    for (const v of await page('prime-a-la-conversion')) expect(v.conversion_bonus).toBe(true);
    for (const v of await page('offre-du-moment')) {
      expect(['new', 'zero_km']).toContain(v.condition);
      expect(v.discount_percent).toBeGreaterThanOrEqual(CURRENT_OFFER_MIN_DISCOUNT_PERCENT);
    }
    const discounted = await page('par-remise');
    for (let i = 0; i < discounted.length; i += 1) {
      expect(discounted[i].discount).toBeGreaterThan(0);
      if (i > 0) expect(discounted[i - 1].discount).toBeGreaterThanOrEqual(discounted[i].discount);
    }
    const [newest] = await page('nouveautes', '&sort=price_asc');
    const detail = (await get(`/api/vehicles/${newest.id}`)).json().data;
    expect(Date.now() - Date.parse(detail.arrived_at)).toBeLessThanOrEqual(NEW_ARRIVAL_DAYS * 24 * 3600 * 1000);
    const oldest = (
      await get(
        '/api/vehicles?listing=nouveautes&per_page=1&page=' +
          (await get('/api/vehicles?listing=nouveautes&per_page=1')).json().meta.total,
      )
    ).json().data[0];
    const oldestDetail = (await get(`/api/vehicles/${oldest.id}`)).json().data;
    expect(Date.now() - Date.parse(oldestDetail.arrived_at)).toBeLessThanOrEqual(NEW_ARRIVAL_DAYS * 24 * 3600 * 1000);
  });

  it('combines a listing with the other filters', async () => {
    const all = (await get('/api/vehicles?listing=occasion&per_page=1')).json().meta.total;
    const diesel = (await get('/api/vehicles?listing=occasion&energies[]=diesel&per_page=48')).json();
    expect(diesel.meta.total).toBeGreaterThan(0);
    expect(diesel.meta.total).toBeLessThan(all);
    for (const v of diesel.data) expect(v).toMatchObject({ condition: 'used', energy: 'diesel' });
  });
});

describe('the « Nouveauté » badge (is_new_arrival)', () => {
  const DAY = 24 * 3600 * 1000;
  it('is given from the arrival date: within NEW_BADGE_DAYS days', async () => {
    const { data } = (await get('/api/vehicles?sort=price_asc&per_page=48')).json();
    for (const v of data) {
      const detail = (await get(`/api/vehicles/${v.id}`)).json().data;
      const age = Date.now() - Date.parse(detail.arrived_at);
      expect({ id: v.id, badge: v.is_new_arrival }).toEqual({ id: v.id, badge: age < NEW_BADGE_DAYS * DAY });
    }
    // A vehicle that arrived a few days past the window has no badge, whatever was stored at its entry.
    const older = await t.database.db
      .selectFrom('vehicles')
      .select('id')
      .where('is_published', '=', true)
      .where('arrived_at', '<', new Date(Date.now() - (NEW_BADGE_DAYS + 1) * DAY))
      .where('arrived_at', '>', new Date(Date.now() - (NEW_BADGE_DAYS + 3) * DAY))
      .executeTakeFirstOrThrow();
    expect((await get(`/api/vehicles/${older.id}`)).json().data.is_new_arrival).toBe(false);
  });
});
