/**
 * Catalogue: vehicles, brands, models, categories and types, search filters, events, promotions.
 */
import type { Id, IdOrSlug, IsoDate, IsoDateTime, List, Paginated, PageQuery, Url } from './common';

export const ENERGIES = ['essence', 'diesel', 'hybride', 'hybride-rechargeable', 'electrique'] as const;
export type Energy = (typeof ENERGIES)[number];
export const ENERGY_LABELS: Record<Energy, string> = {
  essence: 'Essence',
  diesel: 'Diesel',
  hybride: 'Hybride',
  'hybride-rechargeable': 'Hybride rechargeable',
  electrique: 'Électrique',
};

/** Slugs of /achat-par-energie/{slug} (SPEC §2) and their search key (SPEC §3). */
export const ENERGY_SLUGS = ['electrique-hybride', 'electrique', 'hybride', 'essence', 'diesel'] as const;
export type EnergySlug = (typeof ENERGY_SLUGS)[number];
export const ENERGY_SLUG_LABELS: Record<EnergySlug, string> = {
  'electrique-hybride': 'Hybride & Électrique',
  electrique: 'Électrique',
  hybride: 'Hybride',
  essence: 'Essence',
  diesel: 'Diesel',
};
export const ENERGY_SLUG_SEARCH_KEYS = {
  'electrique-hybride': 'all_electrics',
  electrique: 'electrics',
  hybride: 'hybrids',
  essence: 'essence',
  diesel: 'diesel',
} as const satisfies Record<EnergySlug, string>;
export type EnergySearchKey = (typeof ENERGY_SLUG_SEARCH_KEYS)[EnergySlug];
/** Energies covered by each search key. */
export const ENERGY_SEARCH_KEY_ENERGIES: Record<EnergySearchKey, readonly Energy[]> = {
  all_electrics: ['electrique', 'hybride', 'hybride-rechargeable'],
  electrics: ['electrique'],
  hybrids: ['hybride', 'hybride-rechargeable'],
  essence: ['essence'],
  diesel: ['diesel'],
};
export function isEnergySlug(value: unknown): value is EnergySlug {
  return typeof value === 'string' && (ENERGY_SLUGS as readonly string[]).includes(value);
}

export const GEARBOXES = ['manuelle', 'automatique'] as const;
export type Gearbox = (typeof GEARBOXES)[number];
export const GEARBOX_LABELS: Record<Gearbox, string> = { manuelle: 'Manuelle', automatique: 'Automatique' };

/** new = neuf, zero_km = 0 km (registered, never driven), used = occasion. */
export const CONDITIONS = ['new', 'zero_km', 'used'] as const;
export type VehicleCondition = (typeof CONDITIONS)[number];
export const CONDITION_LABELS: Record<VehicleCondition, string> = {
  new: 'Neuf',
  zero_km: '0 km',
  used: 'Occasion',
};

/** Vehicle categories (slug of /achat/{category}) and their types (slug of /achat/{category}/{type}). */
export const VEHICLE_CATEGORY_SLUGS = ['voitures', 'utilitaires'] as const;
export type VehicleCategorySlug = (typeof VEHICLE_CATEGORY_SLUGS)[number];

export const BODY_TYPES = [
  'citadine',
  'berline',
  'break',
  'suv',
  'monospace',
  'coupe',
  'cabriolet',
  'fourgonnette',
  'fourgon',
  'pick-up',
  'chassis-cabine',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  citadine: 'Citadine',
  berline: 'Berline',
  break: 'Break',
  suv: 'SUV',
  monospace: 'Monospace',
  coupe: 'Coupé',
  cabriolet: 'Cabriolet',
  fourgonnette: 'Fourgonnette',
  fourgon: 'Fourgon',
  'pick-up': 'Pick-up',
  'chassis-cabine': 'Châssis cabine',
};

export const CRIT_AIR = ['0', '1', '2', '3', '4', '5'] as const;
/** "0" is the green "zéro émission" sticker. */
export type CritAir = (typeof CRIT_AIR)[number];

export interface Brand {
  id: Id;
  slug: string;
  name: string;
  country: string;
  logo: Url | null;
  vehicles_count?: number;
}

export interface CarModel {
  id: Id;
  slug: string;
  name: string;
  brand: Pick<Brand, 'id' | 'slug' | 'name'>;
  body_type: BodyType;
  category: VehicleCategorySlug;
  vehicles_count?: number;
  price_from?: number | null;
}

export interface VehicleCategory {
  id: Id;
  slug: VehicleCategorySlug;
  name: string;
  types?: VehicleType[];
}

export interface VehicleType {
  id: Id;
  slug: BodyType;
  name: string;
  category_id: Id;
  vehicles_count?: number;
}

/** Prices are whole euros TTC; `*_etax` are HT (before VAT) for company accounts. */
export interface VehiclePrices {
  price: number;
  price_etax: number;
  /** Manufacturer's list price (new vehicles), before the dealership's discount. */
  catalogue_price: number | null;
  /** Discount in euros versus the catalogue price. */
  discount: number;
  /** Discount in percent (rounded). */
  discount_percent: number;
  /** "À partir de … €/mois" (LOA/credit), euros TTC. */
  monthly_from: number | null;
}

/** Card shown in lists and sliders. */
export interface VehicleCard extends VehiclePrices {
  id: Id;
  slug: string;
  title: string;
  brand: Pick<Brand, 'id' | 'slug' | 'name'>;
  carmodel: Pick<CarModel, 'id' | 'slug' | 'name'>;
  version: string;
  category: VehicleCategorySlug;
  body_type: BodyType;
  condition: VehicleCondition;
  energy: Energy;
  gearbox: Gearbox;
  year: number;
  mileage: number;
  power_hp: number;
  colour: string;
  image: Url;
  is_new_arrival: boolean;
  is_favourite_pick: boolean;
  is_fitted_out: boolean;
  conversion_bonus: boolean;
  /** True when a pending or confirmed booking exists ("Réservé"). */
  is_reserved: boolean;
}

/** GET /api/vehicles/{id} → Resource<Vehicle>; `?light` gives a VehicleCard, `?booking` adds `booking`. */
export interface Vehicle extends VehicleCard {
  first_registration: IsoDate | null;
  fiscal_power: number;
  doors: number;
  seats: number;
  co2: number;
  crit_air: CritAir;
  /** WLTP range in km (electric and plug-in hybrid). */
  electric_range: number | null;
  colour_hex: string;
  equipment: string[];
  images: Url[];
  description: string;
  has_view_360: boolean;
  warranty_months: number;
  arrived_at: IsoDateTime;
  created_at: IsoDateTime;
  /** Present with `?booking`: the signed-in user's active booking of this vehicle, if any. */
  booking?: { id: Id; status: string; expires_at: IsoDateTime | null } | null;
}

export type VehicleSort = 'price_asc' | 'price_desc' | 'mileage_asc' | 'year_desc' | 'discount_desc' | 'newest';

/** GET /api/vehicles → Paginated<VehicleCard>. Arrays go as `name[]=value`. */
export interface VehicleSearchQuery extends PageQuery {
  category?: VehicleCategorySlug;
  types?: BodyType[];
  brands?: string[];
  carmodels?: string[];
  energies?: Energy[];
  energy?: EnergySearchKey;
  gearboxes?: Gearbox[];
  conditions?: VehicleCondition[];
  price_min?: number;
  price_max?: number;
  monthly_max?: number;
  mileage_max?: number;
  year_min?: number;
  seats_min?: number;
  crit_air?: CritAir[];
  is_new_arrival?: boolean;
  is_favourite_pick?: boolean;
  is_fitted_out?: boolean;
  conversion_bonus?: boolean;
  /** Only discounted vehicles, sorted by discount (/achat/par-remise). */
  discounted?: boolean;
  search?: string;
  sort?: VehicleSort;
}

export interface FilterOption<V extends string | number = string> {
  value: V;
  label: string;
  count: number;
}

/** GET /api/vehicles/filters → Resource<VehicleFilters> (facets with counts for the current query). */
export interface VehicleFilters {
  categories: FilterOption<VehicleCategorySlug>[];
  types: FilterOption<BodyType>[];
  brands: FilterOption[];
  energies: FilterOption<Energy>[];
  gearboxes: FilterOption<Gearbox>[];
  conditions: FilterOption<VehicleCondition>[];
  price: { min: number; max: number };
  mileage: { min: number; max: number };
  year: { min: number; max: number };
}

/** GET /api/vehicles/suggestions?search= → List<VehicleSuggestion> (search box autocompletion). */
export interface VehicleSuggestion {
  kind: 'brand' | 'carmodel' | 'vehicle';
  label: string;
  /** Site path to open, e.g. `/achat-par-modele/renault-clio`. */
  path: string;
  count: number;
}

/** GET /api/vehicles/energies?type= → List<FilterOption<Energy>> */
export type EnergyCount = FilterOption<Energy>;

/** GET /api/vehicles/{id}/view-360 → Resource<View360> */
export interface View360 {
  vehicle_id: Id;
  frames: Url[];
}

/** GET /api/vehicles/{id}/fundings/legal-mentions → Resource<LegalMentions> */
export interface LegalMentions {
  vehicle_id: Id;
  /** Legal text of the financing example (LOA / crédit), French. */
  text: string;
  representative_example: {
    duration_months: number;
    first_payment: number;
    monthly: number;
    mileage_per_year: number;
    apr_percent: number;
    total_cost: number;
    purchase_option: number | null;
  };
}

/** POST /api/vehicles/{id}/custom-fundings/legal-mentions {rent_id, options} → Resource<CustomFundingContent> */
export interface CustomFundingRequest {
  rent_id: Id;
  options: { duration_months?: number; mileage_per_year?: number; contribution?: number };
}
/** SPEC §3 "Custom funding modal content". */
export interface CustomFundingContent {
  header: string;
  body: string;
  footer: string;
  contribution: number;
  contribution_etax: number;
  choices: { duration_months: number[]; mileage_per_year: number[]; contributions: number[] };
}

/** GET /api/rents/{id} → Resource<Rent> (leasing offer, /financement/leasing-*). */
export interface Rent {
  id: Id;
  kind: 'loa' | 'lld' | 'credit-bail';
  vehicle: VehicleCard;
  duration_months: number;
  mileage_per_year: number;
  first_payment: number;
  monthly: number;
  monthly_etax: number;
}

/** GET /api/events/{id|slug} and GET /api/promotions/{slug} → Resource<Campaign> */
export interface Campaign {
  id: Id;
  slug: string;
  title: string;
  subtitle: string | null;
  body_html: string;
  image: Url;
  starts_on: IsoDate;
  ends_on: IsoDate | null;
  vehicles: VehicleCard[];
}
export type EventPage = Campaign;
export type PromotionPage = Campaign;

/** GET /api/sitemap/vehicles|brands|carmodels → List<SitemapEntry> */
export interface SitemapEntry {
  path: string;
  updated_at: IsoDateTime;
}

export type VehicleList = Paginated<VehicleCard>;
export type BrandList = List<Brand>;

/** GET /api/vehicles/brands/{id|slug}, /carmodels/{id|slug}, /types/{id|slug} accept a slug too. */
export type CatalogueRef = IdOrSlug;
