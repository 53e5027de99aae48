/**
 * Selection criteria of the listing pages /achat/{listing} (docs/spec-notes.md §2), one per listing, and the
 * sort each listing uses when the query gives none.
 */
import {
  CURRENT_OFFER_MIN_DISCOUNT_PERCENT,
  NEW_ARRIVAL_DAYS,
  type VehicleListing,
  defaultVehicleSort,
} from '@ga/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { vehicleEb } from './vehicle-eb';

const DAY_MS = 24 * 3600 * 1000;

/**
 * - amenage: fitted-out utility vehicles (`is_fitted_out`: van conversion kit fitted);
 * - coup-de-coeur: the staff's picks (`is_favourite_pick`);
 * - nouveautes: arrived within the last NEW_ARRIVAL_DAYS (30) days (`arrived_at`);
 * - occasion: used vehicles (`condition = 'used'`);
 * - offre-du-moment: "current offers" = new or 0 km vehicles whose discount is at least
 *   CURRENT_OFFER_MIN_DISCOUNT_PERCENT (20) % of the catalogue price (the price before discount);
 * - par-remise: every discounted vehicle (`discount > 0`), largest discount first;
 * - prime-a-la-conversion: eligible for the conversion aid (`conversion_bonus`: electric or
 *   plug-in hybrid under the price ceiling, set by the stock data);
 * - vehicule-0km: registered but never driven (`condition = 'zero_km'`).
 * listingTest() below is the same rule on one vehicle: change both together.
 */
export function listingCondition(listing: VehicleListing, now: Date): Expression<SqlBool> {
  const eb = vehicleEb();
  switch (listing) {
    case 'amenage':
      return eb('v.is_fitted_out', '=', true);
    case 'coup-de-coeur':
      return eb('v.is_favourite_pick', '=', true);
    case 'nouveautes':
      return eb('v.arrived_at', '>=', new Date(now.getTime() - NEW_ARRIVAL_DAYS * DAY_MS));
    case 'occasion':
      return eb('v.condition', '=', 'used');
    case 'offre-du-moment':
      return eb.and([
        eb('v.condition', 'in', ['new', 'zero_km']),
        eb('v.discount', '>', 0),
        sql<SqlBool>`v.discount * 100 >= ${CURRENT_OFFER_MIN_DISCOUNT_PERCENT} * coalesce(v.catalogue_price, v.price + v.discount)`,
      ]);
    case 'par-remise':
      return eb('v.discount', '>', 0);
    case 'prime-a-la-conversion':
      return eb('v.conversion_bonus', '=', true);
    case 'vehicule-0km':
      return eb('v.condition', '=', 'zero_km');
  }
}

/** The same selections tested on one vehicle (the in-memory search index, search-index/). */
export interface ListingFields {
  is_fitted_out: boolean;
  is_favourite_pick: boolean;
  arrived_ms: number;
  condition: string;
  discount: number;
  catalogue_price: number | null;
  price: number;
  conversion_bonus: boolean;
}

export function listingTest(listing: VehicleListing, now: Date): (v: ListingFields) => boolean {
  switch (listing) {
    case 'amenage':
      return (v) => v.is_fitted_out;
    case 'coup-de-coeur':
      return (v) => v.is_favourite_pick;
    case 'nouveautes': {
      const since = now.getTime() - NEW_ARRIVAL_DAYS * DAY_MS;
      return (v) => v.arrived_ms >= since;
    }
    case 'occasion':
      return (v) => v.condition === 'used';
    case 'offre-du-moment':
      return (v) =>
        (v.condition === 'new' || v.condition === 'zero_km') &&
        v.discount > 0 &&
        v.discount * 100 >= CURRENT_OFFER_MIN_DISCOUNT_PERCENT * (v.catalogue_price ?? v.price + v.discount);
    case 'par-remise':
      return (v) => v.discount > 0;
    case 'prime-a-la-conversion':
      return (v) => v.conversion_bonus;
    case 'vehicule-0km':
      return (v) => v.condition === 'zero_km';
  }
}

/** Sort used when the query gives none (one rule with the catalogue's sort select, @ga/contracts). */
export const defaultSort = defaultVehicleSort;
