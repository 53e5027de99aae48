import {
  BODY_TYPES,
  CONDITIONS,
  ENERGIES,
  GEARBOXES,
  VEHICLE_CATEGORY_SLUGS,
  VEHICLE_SORTS,
  VEHICLE_SORT_LABELS,
  type BodyType,
  type VehicleCondition,
  type Energy,
  type Gearbox,
  type VehicleCategorySlug,
  type VehicleSort,
  type VehicleSearchQuery,
} from '@ga/contracts';

/**
 * The catalogue's filters: the URL query string of a listing ↔ the API search query.
 * Lists are comma-separated in the URL (`?brands=renault,peugeot&price_max=20000&page=2`) so a
 * search reads well and can be shared; the API receives them as `brands[]=…` (docs/spec-notes.md §7).
 *
 * Read by hand rather than with a Zod schema: every listing page parses its URL while it hydrates,
 * and Zod's evaluation was the largest part of that chunk's work on a phone (docs/performance.md).
 * The rules are few and all the same shape: a value outside its set or range is dropped, never an error.
 */
export const SORTS = VEHICLE_SORTS;
export const SORT_LABELS = VEHICLE_SORT_LABELS;

export interface UrlFilters {
  category?: VehicleCategorySlug;
  types?: BodyType[];
  brands?: string[];
  carmodels?: string[];
  energies?: Energy[];
  gearboxes?: Gearbox[];
  conditions?: VehicleCondition[];
  price_max?: number;
  monthly_max?: number;
  mileage_max?: number;
  year_min?: number;
  sort?: VehicleSort;
  page?: number;
}

type Reader = (raw: string) => UrlFilters[keyof UrlFilters];

/** The known values of a comma list, in the visitor's order. */
const list =
  (values: readonly string[]): Reader =>
  (raw) =>
    raw.split(',').filter((v) => values.includes(v)) as never;
const slugs: Reader = (raw) => raw.split(',').filter((v) => /^[a-z0-9-]{1,60}$/.test(v));
const oneOf =
  (values: readonly string[]): Reader =>
  (raw) =>
    values.includes(raw) ? (raw as never) : undefined;
/** A whole number within bounds (spaces around it allowed, as `Number` reads them). */
const integer =
  (min: number, max: number): Reader =>
  (raw) => {
    const n = raw.trim() === '' ? NaN : Number(raw);
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };

/** Each filter of the URL and how it is read, in the order of the clean URL. */
const READERS: { [K in keyof Required<UrlFilters>]: Reader } = {
  category: oneOf(VEHICLE_CATEGORY_SLUGS),
  types: list(BODY_TYPES),
  brands: slugs,
  carmodels: slugs,
  energies: list(ENERGIES),
  gearboxes: list(GEARBOXES),
  conditions: list(CONDITIONS),
  price_max: integer(1, 10_000_000),
  monthly_max: integer(1, 10_000_000),
  mileage_max: integer(1, 10_000_000),
  year_min: integer(1990, 2100),
  sort: oneOf(SORTS),
  page: integer(1, 10_000),
};
export const FILTER_KEYS = Object.keys(READERS) as (keyof UrlFilters)[];

/** The filters that hold several values (a comma list in the clean URL). */
const LIST_KEYS: ReadonlySet<keyof UrlFilters> = new Set([
  'types',
  'brands',
  'carmodels',
  'energies',
  'gearboxes',
  'conditions',
]);

/**
 * Reads the filters of a URL; unknown keys and invalid values are dropped.
 * The filter form also works without JavaScript (a plain GET form): its checkboxes send a key once per
 * value (`energies=electrique&energies=hybride`) and its empty selects `price_max=`. Repeated list keys are
 * joined into the comma list; for a single value, the last one wins (like the last ticked box with JS).
 * The search middleware then redirects to the clean URL.
 */
export function parseFilters(search: URLSearchParams): UrlFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const values = search.getAll(key).filter((v) => v !== '');
    if (values.length === 0) continue;
    const value = READERS[key](LIST_KEYS.has(key) ? values.join(',') : values[values.length - 1]!);
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) filters[key] = value;
  }
  return filters as UrlFilters;
}

/** Writes filters back to a query string, in a stable order (page 1 and empty lists omitted). */
export function filtersToSearch(filters: UrlFilters): string {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'page' && value === 1) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** The API query of a listing: its fixed criteria, then the visitor's filters. */
export function toApiQuery(base: Partial<VehicleSearchQuery>, filters: UrlFilters, perPage = 24): VehicleSearchQuery {
  return { ...base, ...filters, per_page: perPage } as VehicleSearchQuery;
}
