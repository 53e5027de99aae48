import type { Id, PageQuery } from './common';
import type { OfferKind } from './funding-kinds';
import type {
  BodyType,
  Brand,
  CarModel,
  Energy,
  EnergySearchKey,
  Gearbox,
  VehicleCategorySlug,
  VehicleCondition,
} from './catalogue';

/** Sort orders of GET /api/vehicles (default `newest`; `par-remise` and `offre-du-moment` default to `discount_desc`). */
export const VEHICLE_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'monthly_asc',
  'mileage_asc',
  'year_desc',
  'discount_desc',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];
export const VEHICLE_SORT_LABELS: Record<VehicleSort, string> = {
  newest: 'Derniers arrivages',
  price_asc: 'Prix croissant',
  price_desc: 'Prix décroissant',
  monthly_asc: 'Mensualité croissante',
  mileage_asc: 'Kilométrage croissant',
  year_desc: 'Année la plus récente',
  discount_desc: 'Remise la plus forte',
};

/**
 * Listing pages /achat/{listing} (docs/spec-notes.md §2). The selection criteria live in the API
 * (api/src/modules/catalogue/listings.ts):
 * - amenage: fitted-out utility vehicles (is_fitted_out);
 * - coup-de-coeur: staff picks (is_favourite_pick);
 * - nouveautes: arrived in the last NEW_ARRIVAL_DAYS days (default sort: newest);
 * - occasion: used vehicles;
 * - offre-du-moment: new or 0 km vehicles discounted by at least CURRENT_OFFER_MIN_DISCOUNT_PERCENT %
 *   of their catalogue price (default sort: discount);
 * - par-remise: any discount > 0 (default sort: discount);
 * - prime-a-la-conversion: eligible for the conversion aid (conversion_bonus);
 * - vehicule-0km: condition zero_km.
 */
export const VEHICLE_LISTINGS = [
  'amenage',
  'coup-de-coeur',
  'nouveautes',
  'occasion',
  'offre-du-moment',
  'par-remise',
  'prime-a-la-conversion',
  'vehicule-0km',
] as const;
export type VehicleListing = (typeof VEHICLE_LISTINGS)[number];

/** The sort of a listing when the query gives none: the API's order, and the one the sort select shows. */
export function defaultVehicleSort(listing: VehicleListing | undefined): VehicleSort {
  return listing === 'par-remise' || listing === 'offre-du-moment' ? 'discount_desc' : 'newest';
}
/** `nouveautes`: vehicles arrived within this many days. */
export const NEW_ARRIVAL_DAYS = 30;
/**
 * The « Nouveauté » badge of a card (`is_new_arrival`): arrived within this many days. About a
 * week's arrivals, a small share of the stock, so the badge tells a card apart; a wider window
 * tagged every card of the default listing (newest first).
 */
export const NEW_BADGE_DAYS = 7;
/** `offre-du-moment`: minimum discount, in percent of the catalogue price, of a new or 0 km vehicle. */
export const CURRENT_OFFER_MIN_DISCOUNT_PERCENT = 20;
/** Page size of GET /api/vehicles: default and maximum. */
export const VEHICLES_PER_PAGE = 24;
export const VEHICLES_MAX_PER_PAGE = 48;

/**
 * GET /api/vehicles → Paginated<VehicleCard>; GET /api/vehicles/filters → Resource<VehicleFilters>
 * takes the same query. Arrays go as `name[]=value` (a single `name=value` is accepted too).
 * All criteria combine with AND; the values of one array combine with OR.
 */
export interface VehicleSearchQuery extends PageQuery {
  category?: VehicleCategorySlug;
  /** Body types. */
  types?: BodyType[];
  /** Brand slugs. */
  brands?: string[];
  /** Model slugs. */
  carmodels?: string[];
  energies?: Energy[];
  /** Energy search key of /achat-par-energie/{slug} (ENERGY_SLUG_SEARCH_KEYS). */
  energy?: EnergySearchKey;
  gearboxes?: Gearbox[];
  conditions?: VehicleCondition[];
  /** Euros TTC, inclusive. */
  price_min?: number;
  price_max?: number;
  /** Vehicles whose `monthly_from` is at most this (vehicles without a monthly offer are left out). */
  monthly_max?: number;
  mileage_max?: number;
  year_min?: number;
  year_max?: number;
  /** Colour names as listed by the `colours` facet. */
  colours?: string[];
  doors?: number[];
  seats?: number[];
  /** true: fitted-out vans only; false: not fitted out. */
  fitted_out?: boolean;
  /**
   * Vehicles with an active offer of this kind (`loa`: the leasing pages /financement/leasing-*,
   * with `sort=monthly_asc`, which then orders by `loa_monthly_from`). `monthly_from` stays the
   * cheapest payment of all the vehicle's offers.
   */
  funding?: OfferKind;
  listing?: VehicleListing;
  sort?: VehicleSort;
  /** 1 to VEHICLES_MAX_PER_PAGE, default VEHICLES_PER_PAGE. */
  per_page?: number;
}

export interface FilterOption<V extends string | number = string> {
  value: V;
  label: string;
  count: number;
}

export interface CarModelFilterOption extends FilterOption {
  /** Slug and name of the model's brand. */
  brand: string;
  brand_name: string;
}

export interface RangeFacet {
  /** null when no vehicle matches. */
  min: number | null;
  max: number | null;
}

/**
 * GET /api/vehicles/filters → Resource<VehicleFilters>: facets over the whole filtered set, each
 * facet computed without its own criterion (a ticked brand keeps the other brands countable).
 * An option is listed when its count is above 0 or when it is currently selected; options come in
 * a fixed order (contract order for enums, name for brands/models/colours, ascending numbers).
 * Ranges likewise ignore their own bounds (price ignores price_min/price_max, …).
 */
export interface VehicleFilters {
  /** Vehicles matching every criterion. */
  total: number;
  categories: FilterOption<VehicleCategorySlug>[];
  types: FilterOption<BodyType>[];
  brands: FilterOption[];
  /** Models of the selected brands (all brands when none is selected). */
  carmodels: CarModelFilterOption[];
  energies: FilterOption<Energy>[];
  gearboxes: FilterOption<Gearbox>[];
  conditions: FilterOption<VehicleCondition>[];
  colours: FilterOption[];
  doors: FilterOption<number>[];
  seats: FilterOption<number>[];
  /** Fitted-out vehicles in the set (ignoring `fitted_out`). */
  fitted_out: { label: string; count: number };
  price: RangeFacet;
  monthly_from: RangeFacet;
  mileage: RangeFacet;
  year: RangeFacet;
}

/**
 * GET /api/vehicles/suggestions?vehicle_id=&limit= → List<VehicleCard>: similar vehicles, the same
 * model first, then the same body type within ±SUGGESTION_PRICE_BAND of the price; never the vehicle itself.
 */
export interface VehicleSuggestionsQuery {
  vehicle_id: Id;
  /** 1 to 24, default 8. */
  limit?: number;
}
export const SUGGESTION_PRICE_BAND = 0.25;

/** GET /api/vehicles/brands/search?category=&search= → List<Brand> (with vehicles_count), by name. */
export interface BrandSearchQuery {
  category?: VehicleCategorySlug;
  /** Part of the brand name, case-insensitive. */
  search?: string;
}

/** GET /api/vehicles/brands/{id|slug} → Resource<BrandDetail>. */
export interface BrandDetail extends Brand {
  vehicles_count: number;
  carmodels: CarModel[];
}

/** GET /api/vehicles/energies?type= → List<EnergyCount>: the five energies (contract order) with their vehicle counts, optionally for one body type. */
export type EnergyCount = FilterOption<Energy>;
