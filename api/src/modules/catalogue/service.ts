/**
 * Catalogue calls: search, facets, vehicle detail, similar vehicles, reference data and sitemap,
 * serialised to the contracts' shapes.
 */
import {
  ENERGIES,
  ENERGY_LABELS,
  SUGGESTION_PRICE_BAND,
  type BodyType,
  type Brand,
  type BrandDetail,
  type CarModel,
  type CritAir,
  type EnergyCount,
  type Paginated,
  type SitemapEntry,
  type Vehicle,
  type VehicleCard,
  type VehicleCategory,
  type VehicleCategorySlug,
  type VehicleFilters,
  type VehicleType,
} from '@ga/contracts';
import { iso } from '../../db/iso';
import type { Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { viewerBooking } from '../bookings/service';
import { vehicleImageUrl } from '../media/urls';
import { searchWhere } from './conditions';
import { sqlFacetCounts, sqlReferenceNames } from './facet-queries';
import { byName, shapeFacets } from './facets';
import type { SearchIndex } from './search-index/search-index';
import { createSearchCache, type SearchCache } from './search-cache';
import { defaultSort } from './listings';
import { similarVehicles, searchCount, searchPage, vehicleByIdOrSlug, vehicleKey } from './queries';
import { DEFAULT_PER_PAGE, type VehicleFiltersQuery, type VehicleSearchQueryParsed } from './query-schemas';
import * as ref from './reference-queries';
import { toVehicleCard } from './vehicle-cards';

export const MESSAGES = {
  vehicleNotFound: 'Véhicule introuvable.',
  brandNotFound: 'Marque introuvable.',
  carmodelNotFound: 'Modèle introuvable.',
  categoryNotFound: 'Catégorie de véhicules introuvable.',
  typeNotFound: 'Type de véhicule introuvable.',
} as const;

/** The reference shapes as this API always sends them (counts included). */
type TypeOut = VehicleType & { vehicles_count: number };
type CategoryOut = VehicleCategory & { types: TypeOut[] };
type BrandOut = Brand & { vehicles_count: number };
type ModelOut = CarModel & { vehicles_count: number; price_from: number | null };

/** Direct computation (callers without the app's cache: tests, scripts). */
const NO_CACHE = createSearchCache({});

/**
 * A page of search results: from the search index once it is loaded (search-index/), else from
 * SQL with whole pages cached briefly and their totals longer (search-cache.ts).
 */
export async function searchVehicles(
  db: Db,
  base: string,
  q: VehicleSearchQueryParsed,
  now = new Date(),
  cache: SearchCache = NO_CACHE,
  index: SearchIndex | null = null,
): Promise<Paginated<VehicleCard>> {
  if (index?.ready) return index.search(q, now, base);
  return cache.wrap('page', q, () => computeSearch(db, base, q, now, cache));
}

async function computeSearch(
  db: Db,
  base: string,
  q: VehicleSearchQueryParsed,
  now: Date,
  cache: SearchCache,
): Promise<Paginated<VehicleCard>> {
  const where = searchWhere(q, now);
  const { page: _page, per_page: _perPage, sort: _sort, ...criteria } = q;
  const page = q.page ?? 1;
  const perPage = q.per_page ?? DEFAULT_PER_PAGE;
  const [rows, total] = await Promise.all([
    searchPage(db, where, q.sort ?? defaultSort(q.listing), page, perPage, q.funding),
    cache.wrap('count', criteria, () => searchCount(db, where)),
  ]);
  return {
    data: rows.map((r) => toVehicleCard(r, base)),
    meta: { total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** Facets: counted by the search index once it is loaded, else by SQL (cached). */
export function searchFilters(
  db: Db,
  q: VehicleFiltersQuery,
  now = new Date(),
  cache: SearchCache = NO_CACHE,
  index: SearchIndex | null = null,
): Promise<VehicleFilters> {
  if (index?.ready) return shapeFacets(index.facetCounts(q, now), q, index.names);
  return cache.wrap('facets', q, async () => shapeFacets(await sqlFacetCounts(db, q, now), q, sqlReferenceNames(db)));
}

/** `viewerId`: the signed-in visitor, whose active booking `?booking` adds (null when anonymous). */
export async function showVehicle(
  db: Db,
  base: string,
  idOrSlug: string,
  options: { light: boolean; booking: boolean; viewerId?: number | null },
): Promise<Vehicle | VehicleCard> {
  const row = await vehicleByIdOrSlug(db, idOrSlug);
  if (!row) throw notFound(MESSAGES.vehicleNotFound);
  const card = toVehicleCard(row, base);
  const booking = options.booking
    ? { booking: options.viewerId ? await viewerBooking(db, options.viewerId, row.id) : null }
    : {};
  if (options.light) return { ...card, ...booking };
  return {
    ...card,
    first_registration: row.first_registration,
    fiscal_power: row.fiscal_power,
    doors: row.doors,
    seats: row.seats,
    co2: row.co2,
    crit_air: row.crit_air as CritAir,
    euro_standard: row.euro_standard,
    fuel_l100: row.fuel_l100 === null ? null : Number(row.fuel_l100),
    electricity_kwh100: row.electricity_kwh100 === null ? null : Number(row.electricity_kwh100),
    electric_range: row.electric_range,
    colour_hex: row.colour_hex,
    equipment: row.equipment,
    images: Array.from({ length: row.photo_count }, (_, i) => vehicleImageUrl(base, row.id, i + 1)),
    description: row.description,
    // Every published vehicle has its drawn 360° view (GET /api/vehicles/{id}/view-360).
    has_view_360: true,
    warranty_months: row.warranty_months,
    arrived_at: iso(row.arrived_at),
    created_at: iso(row.created_at),
    ...booking,
  };
}

export async function suggestions(db: Db, base: string, vehicleId: number, limit = 8): Promise<VehicleCard[]> {
  const key = await vehicleKey(db, vehicleId);
  if (!key) throw notFound(MESSAGES.vehicleNotFound);
  return (await similarVehicles(db, key, SUGGESTION_PRICE_BAND, limit)).map((r) => toVehicleCard(r, base));
}

type TypeRow = Awaited<ReturnType<typeof ref.typesWithCounts>>[number];
const toType = (t: TypeRow): TypeOut => ({
  id: t.id,
  slug: t.slug as BodyType,
  name: t.name,
  category_id: t.category_id,
  vehicles_count: Number(t.vehicles_count),
});

export async function listCategories(db: Db, slug?: VehicleCategorySlug): Promise<CategoryOut[]> {
  const cats = await ref.categories(db, slug);
  const types = await ref.typesWithCounts(db, { categoryIds: cats.map((c) => c.id) });
  return cats.map((c) => ({
    id: c.id,
    slug: c.slug as VehicleCategorySlug,
    name: c.name,
    types: types.filter((t) => t.category_id === c.id).map(toType),
  }));
}

export async function showCategory(db: Db, idOrSlug: string): Promise<CategoryOut> {
  const cat = await ref.categoryByIdOrSlug(db, idOrSlug);
  if (!cat) throw notFound(MESSAGES.categoryNotFound);
  const types = await ref.typesWithCounts(db, { categoryIds: [cat.id] });
  return { id: cat.id, slug: cat.slug as VehicleCategorySlug, name: cat.name, types: types.map(toType) };
}

export async function listTypes(db: Db, category?: VehicleCategorySlug): Promise<TypeOut[]> {
  const categoryIds = category ? (await ref.categories(db, category)).map((c) => c.id) : undefined;
  return (await ref.typesWithCounts(db, { categoryIds })).map(toType);
}

export async function showType(db: Db, idOrSlug: string): Promise<TypeOut> {
  const [row] = await ref.typesWithCounts(db, { idOrSlug });
  if (!row) throw notFound(MESSAGES.typeNotFound);
  return toType(row);
}

type BrandRow = Awaited<ReturnType<typeof ref.brandsWithCounts>>[number];
const toBrand = (b: BrandRow): BrandOut => ({
  id: b.id,
  slug: b.slug,
  name: b.name,
  country: b.country,
  // No brand logos in the demo data.
  logo: null,
  vehicles_count: Number(b.vehicles_count),
});

export async function searchBrands(
  db: Db,
  filter: { category?: VehicleCategorySlug; search?: string },
): Promise<BrandOut[]> {
  return (await ref.brandsWithCounts(db, { category: filter.category, search: filter.search || undefined }))
    .map(toBrand)
    .sort((a, b) => byName(a.name, b.name));
}

type ModelRow = Awaited<ReturnType<typeof ref.carmodelsWithCounts>>[number];
const toCarModel = (m: ModelRow): ModelOut => ({
  id: m.id,
  slug: m.slug,
  name: m.name,
  brand: { id: m.brand_id, slug: m.brand_slug, name: m.brand_name },
  body_type: m.type_slug as BodyType,
  category: m.category_slug as VehicleCategorySlug,
  vehicles_count: Number(m.vehicles_count),
  price_from: m.price_from === null ? null : Number(m.price_from),
});

export async function showBrand(db: Db, idOrSlug: string): Promise<BrandDetail & { carmodels: ModelOut[] }> {
  const [row] = await ref.brandsWithCounts(db, { idOrSlug });
  if (!row) throw notFound(MESSAGES.brandNotFound);
  const models = await ref.carmodelsWithCounts(db, { brandId: row.id });
  return { ...toBrand(row), carmodels: models.map(toCarModel).sort((a, b) => byName(a.name, b.name)) };
}

export async function showCarModel(db: Db, idOrSlug: string): Promise<ModelOut> {
  const [row] = await ref.carmodelsWithCounts(db, { idOrSlug });
  if (!row) throw notFound(MESSAGES.carmodelNotFound);
  return toCarModel(row);
}

/** The five energies in contract order, with their counts (0 included). */
export async function energies(db: Db, type?: BodyType): Promise<EnergyCount[]> {
  const counts = new Map((await ref.energyCounts(db, type)).map((r) => [r.value, Number(r.count)]));
  return ENERGIES.map((e) => ({ value: e, label: ENERGY_LABELS[e], count: counts.get(e) ?? 0 }));
}

export async function sitemap(db: Db, kind: 'vehicles' | 'brands' | 'carmodels'): Promise<SitemapEntry[]> {
  if (kind === 'vehicles') {
    return (await ref.sitemapVehicles(db)).map((v) => ({
      path: `/achat/vehicule/${v.slug}/${v.id}`,
      slug: v.slug,
      label: v.label,
      updated_at: iso(v.updated_at),
    }));
  }
  const prefix = kind === 'brands' ? '/achat-par-marque' : '/achat-par-modele';
  return (await ref.sitemapGroups(db, kind)).map((g) => ({
    path: `${prefix}/${g.slug}`,
    slug: g.slug,
    label: g.label,
    updated_at: iso(g.updated_at),
  }));
}
