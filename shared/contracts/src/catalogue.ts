/**
 * Catalogue: vehicles, brands, models, categories and types, search filters, events, promotions.
 */
import type { Id, IdOrSlug, IsoDate, IsoDateTime, List, Paginated, Url } from './common';

export const ENERGIES = ['essence', 'diesel', 'hybride', 'hybride-rechargeable', 'electrique'] as const;
export type Energy = (typeof ENERGIES)[number];
export const ENERGY_LABELS: Record<Energy, string> = {
  essence: 'Essence',
  diesel: 'Diesel',
  hybride: 'Hybride',
  'hybride-rechargeable': 'Hybride rechargeable',
  electrique: 'Électrique',
};

/** Slugs of /achat-par-energie/{slug} (docs/spec-notes.md §2) and their search key (docs/spec-notes.md §3). */
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
  /**
   * Monthly payment of the vehicle's cheapest active LOA offer, whole euros TTC (rounded up); null
   * when it has none. What the leasing pages show and sort on (`funding=loa&sort=monthly_asc`).
   */
  loa_monthly_from: number | null;
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
  /** WLTP CO2 emissions, g/km: the card shows the energy label's class (co2Class) as every ad must. */
  co2: number;
  colour: string;
  image: Url;
  is_new_arrival: boolean;
  is_favourite_pick: boolean;
  is_fitted_out: boolean;
  conversion_bonus: boolean;
  /** True when a pending or confirmed booking exists ("Réservé"). */
  is_reserved: boolean;
  /**
   * « Baisse de prix »: the price dropped in the last 14 days below the law's reference price (the
   * lowest of the 30 days before the drop, Code de la consommation L112-1-1); null otherwise.
   */
  price_drop: PriceDrop | null;
}

export interface PriceDrop {
  /** Lowest price of the 30 days before the drop, euros TTC (and HT). */
  reference_price: number;
  reference_price_etax: number;
  dropped_at: IsoDateTime;
}

/** One price of a vehicle and when it started (GET /api/vehicles/{id}/price-history). */
export interface PricePoint {
  price: number;
  price_etax: number;
  starts_at: IsoDateTime;
}

/** GET /api/vehicles/{id}/price-history → Resource<PriceHistory>: the last 12 months, oldest first. */
export interface PriceHistory {
  vehicle_id: Id;
  /** The price in effect 12 months ago (or at arrival), then every change since. */
  points: PricePoint[];
  price_drop: PriceDrop | null;
}

/** GET /api/vehicles/{id} → Resource<Vehicle>; `?light` gives a VehicleCard, `?booking` adds `booking`. */
export interface Vehicle extends VehicleCard {
  first_registration: IsoDate | null;
  fiscal_power: number;
  doors: number;
  seats: number;
  /** Crit'Air class by the official rules (ownership.ts: energy, Euro standard, first registration). */
  crit_air: CritAir;
  /** « Euro 6d »…; null for an electric vehicle. */
  euro_standard: string | null;
  /** WLTP consumption, L/100 km (weighted for plug-in hybrids); null for an electric vehicle. */
  fuel_l100: number | null;
  /** WLTP consumption, kWh/100 km (electric and plug-in hybrid); null otherwise. */
  electricity_kwh100: number | null;
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

export const VEHICLE_CATEGORY_LABELS: Record<VehicleCategorySlug, string> = {
  voitures: 'Voitures',
  utilitaires: 'Utilitaires',
};

/* Events and promotions (GET /api/events/{id|slug}, GET /api/promotions/{slug}): see campaigns.ts. */

export type VehicleList = Paginated<VehicleCard>;
export type BrandList = List<Brand>;

/** GET /api/vehicles/brands/{id|slug}, /carmodels/{id|slug}, /types/{id|slug} accept a slug too. */
export type CatalogueRef = IdOrSlug;
