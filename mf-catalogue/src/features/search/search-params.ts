import {
  z,
  BODY_TYPES, CONDITIONS, ENERGIES, GEARBOXES, VEHICLE_CATEGORY_SLUGS, VEHICLE_SORTS, VEHICLE_SORT_LABELS, type VehicleSearchQuery,
} from '@ga/contracts';

/**
 * The catalogue's filter schema: the URL query string of a listing ↔ the API search query.
 * Lists are comma-separated in the URL (`?brands=renault,peugeot&price_max=20000&page=2`) so a
 * search reads well and can be shared; the API receives them as `brands[]=…` (docs/spec-notes.md §7).
 */
export const SORTS = VEHICLE_SORTS;
export const SORT_LABELS = VEHICLE_SORT_LABELS;

const list = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .transform((raw) => raw.split(',').filter((v): v is T => (values as readonly string[]).includes(v)))
    .optional();
const slugs = z
  .string()
  .transform((raw) => raw.split(',').filter((v) => /^[a-z0-9-]{1,60}$/.test(v)))
  .optional();
const positive = z.coerce.number().int().positive().max(10_000_000).optional().catch(undefined);

export const urlFilterSchema = z.object({
  category: z.enum(VEHICLE_CATEGORY_SLUGS).optional().catch(undefined),
  types: list(BODY_TYPES).catch(undefined),
  brands: slugs.catch(undefined),
  carmodels: slugs.catch(undefined),
  energies: list(ENERGIES).catch(undefined),
  gearboxes: list(GEARBOXES).catch(undefined),
  conditions: list(CONDITIONS).catch(undefined),
  price_max: positive,
  monthly_max: positive,
  mileage_max: positive,
  year_min: z.coerce.number().int().min(1990).max(2100).optional().catch(undefined),
  sort: z.enum(SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export type UrlFilters = z.infer<typeof urlFilterSchema>;
export const FILTER_KEYS = Object.keys(urlFilterSchema.shape) as (keyof UrlFilters)[];

/** The filters that hold several values (a comma list in the clean URL). */
const LIST_KEYS: ReadonlySet<keyof UrlFilters> = new Set(['types', 'brands', 'carmodels', 'energies', 'gearboxes', 'conditions']);

/**
 * Reads the filters of a URL; unknown keys and invalid values are dropped.
 * The filter form also works without JavaScript (a plain GET form): its checkboxes send a key once per
 * value (`energies=electrique&energies=hybride`) and its empty selects `price_max=`. Repeated list keys are
 * joined into the comma list; for a single value, the last one wins (like the last ticked box with JS).
 * The search middleware then redirects to the clean URL.
 */
export function parseFilters(search: URLSearchParams): UrlFilters {
  const raw: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const values = search.getAll(key).filter((v) => v !== '');
    if (values.length === 0) continue;
    raw[key] = LIST_KEYS.has(key) ? values.join(',') : values[values.length - 1]!;
  }
  const parsed = urlFilterSchema.parse(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as UrlFilters;
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
