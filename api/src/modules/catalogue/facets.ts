/**
 * Facets of GET /api/vehicles/filters: grouped counts over the filtered set, each facet computed
 * without its own criterion (standard faceted search), and the value ranges, each range without
 * its own bounds (one query with FILTER clauses).
 */
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  CONDITION_LABELS,
  CONDITIONS,
  ENERGIES,
  ENERGY_LABELS,
  GEARBOX_LABELS,
  GEARBOXES,
  VEHICLE_CATEGORY_LABELS,
  VEHICLE_CATEGORY_SLUGS,
  type CarModelFilterOption,
  type FilterOption,
  type RangeFacet,
  type VehicleFilters,
} from '@ga/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { onlyWhere, RANGE_CRITERIA, searchWhere, type RangeCriterion } from './conditions';
import type { VehicleFiltersQuery } from './query-schemas';
import { searchCount } from './queries';

const count = sql<number>`count(*)::int`;
type Counted<V> = { value: V; count: number }[];

/** Options of an enum facet in contract order: counted ones and selected ones. */
function enumOptions<V extends string>(values: readonly V[], labels: Record<V, string>, rows: Counted<string>, selected: readonly V[] = []): FilterOption<V>[] {
  const counts = new Map(rows.map((r) => [r.value, Number(r.count)]));
  return values
    .filter((v) => (counts.get(v) ?? 0) > 0 || selected.includes(v))
    .map((v) => ({ value: v, label: labels[v], count: counts.get(v) ?? 0 }));
}

function numberOptions(rows: Counted<number>, selected: readonly number[] = [], label: (n: number) => string): FilterOption<number>[] {
  const counts = new Map(rows.map((r) => [Number(r.value), Number(r.count)]));
  for (const s of selected) if (!counts.has(s)) counts.set(s, 0);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([value, n]) => ({ value, label: label(value), count: n }));
}

/** Names in French alphabetical order, the same on PGlite and PostgreSQL (whatever their collation). */
export const byName = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

export async function vehicleFacets(db: Db, q: VehicleFiltersQuery, now: Date): Promise<VehicleFilters> {
  const byColumn = <C extends 'v.energy' | 'v.gearbox' | 'v.condition' | 'v.colour' | 'v.doors' | 'v.seats'>(column: C, without: Parameters<typeof searchWhere>[2]) =>
    db.selectFrom('vehicles as v').where(searchWhere(q, now, without)).select([`${column} as value`, count.as('count')]).groupBy(column).execute();

  const [total, categories, types, brands, carmodels, energies, gearboxes, conditions, colours, doors, seats, fittedOut, ranges] = await Promise.all([
    searchCount(db, searchWhere(q, now)),
    db.selectFrom('vehicles as v').innerJoin('vehicle_categories as c', 'c.id', 'v.category_id').where(searchWhere(q, now, ['category']))
      .select(['c.slug as value', count.as('count')]).groupBy('c.slug').execute(),
    db.selectFrom('vehicles as v').innerJoin('vehicle_types as t', 't.id', 'v.type_id').where(searchWhere(q, now, ['types']))
      .select(['t.slug as value', count.as('count')]).groupBy('t.slug').execute(),
    db.selectFrom('vehicles as v').innerJoin('brands as b', 'b.id', 'v.brand_id').where(searchWhere(q, now, ['brands']))
      .select(['b.slug as value', 'b.name as label', count.as('count')]).groupBy(['b.slug', 'b.name']).execute(),
    db.selectFrom('vehicles as v').innerJoin('carmodels as m', 'm.id', 'v.carmodel_id').innerJoin('brands as b', 'b.id', 'v.brand_id')
      .where(searchWhere(q, now, ['carmodels']))
      .select(['m.slug as value', 'm.name as label', 'b.slug as brand', 'b.name as brand_name', count.as('count')])
      .groupBy(['m.slug', 'm.name', 'b.slug', 'b.name']).execute(),
    byColumn('v.energy', ['energies']),
    byColumn('v.gearbox', ['gearboxes']),
    byColumn('v.condition', ['conditions']),
    byColumn('v.colour', ['colours']),
    byColumn('v.doors', ['doors']),
    byColumn('v.seats', ['seats']),
    db.selectFrom('vehicles as v').where(searchWhere(q, now, ['fitted_out'])).where('v.is_fitted_out', '=', true)
      .select(count.as('count')).executeTakeFirstOrThrow(),
    rangeFacets(db, q, now),
  ]);

  const brandOptions: FilterOption[] = brands.map((b) => ({ value: b.value, label: b.label, count: Number(b.count) }));
  const modelOptions: CarModelFilterOption[] = carmodels.map((m) => ({ value: m.value, label: m.label, brand: m.brand, brand_name: m.brand_name, count: Number(m.count) }));
  await addSelectedReferences(db, q, brandOptions, modelOptions);
  brandOptions.sort((a, b) => byName(a.label, b.label));
  modelOptions.sort((a, b) => byName(a.brand_name, b.brand_name) || byName(a.label, b.label));

  const colourCounts = new Map(colours.map((c) => [c.value, Number(c.count)]));
  for (const c of q.colours ?? []) if (!colourCounts.has(c)) colourCounts.set(c, 0);

  return {
    total,
    categories: enumOptions(VEHICLE_CATEGORY_SLUGS, VEHICLE_CATEGORY_LABELS, categories, q.category ? [q.category] : []),
    types: enumOptions(BODY_TYPES, BODY_TYPE_LABELS, types, q.types),
    brands: brandOptions,
    carmodels: modelOptions,
    energies: enumOptions(ENERGIES, ENERGY_LABELS, energies, q.energies),
    gearboxes: enumOptions(GEARBOXES, GEARBOX_LABELS, gearboxes, q.gearboxes),
    conditions: enumOptions(CONDITIONS, CONDITION_LABELS, conditions, q.conditions),
    colours: [...colourCounts.entries()].sort((a, b) => byName(a[0], b[0])).map(([value, n]) => ({ value, label: value, count: n })),
    doors: numberOptions(doors, q.doors, (n) => plural(n, 'porte', 'portes')),
    seats: numberOptions(seats, q.seats, (n) => plural(n, 'place', 'places')),
    fitted_out: { label: 'Aménagé', count: Number(fittedOut.count) },
    ...ranges,
  };
}

/** Selected brands / models that no vehicle of the set matches: listed with 0 so they can be unticked. */
async function addSelectedReferences(db: Db, q: VehicleFiltersQuery, brands: FilterOption[], models: CarModelFilterOption[]): Promise<void> {
  const missingBrands = (q.brands ?? []).filter((s) => !brands.some((b) => b.value === s));
  const missingModels = (q.carmodels ?? []).filter((s) => !models.some((m) => m.value === s));
  if (missingBrands.length) {
    const rows = await db.selectFrom('brands').select(['slug', 'name']).where('slug', 'in', missingBrands).execute();
    brands.push(...rows.map((r) => ({ value: r.slug, label: r.name, count: 0 })));
  }
  if (missingModels.length) {
    const rows = await db.selectFrom('carmodels as m').innerJoin('brands as b', 'b.id', 'm.brand_id')
      .select(['m.slug', 'm.name', 'b.slug as brand', 'b.name as brand_name']).where('m.slug', 'in', missingModels).execute();
    models.push(...rows.map((r) => ({ value: r.slug, label: r.name, brand: r.brand, brand_name: r.brand_name, count: 0 })));
  }
}

const RANGE_COLUMNS = { price: 'v.price', monthly: 'v.monthly_from', mileage: 'v.mileage', year: 'v.year' } as const;

/** min/max of each range over the set without any range bound, each aggregate filtered by the other ranges' bounds. */
async function rangeFacets(db: Db, q: VehicleFiltersQuery, now: Date): Promise<Pick<VehicleFilters, 'price' | 'monthly_from' | 'mileage' | 'year'>> {
  const others = (r: RangeCriterion) => onlyWhere(q, now, RANGE_CRITERIA.filter((o) => o !== r));
  const row = await db
    .selectFrom('vehicles as v')
    .where(searchWhere(q, now, RANGE_CRITERIA))
    .select((eb) =>
      RANGE_CRITERIA.flatMap((r) => [
        eb.fn.min<number | null>(RANGE_COLUMNS[r]).filterWhere(others(r)).as(`${r}_min`),
        eb.fn.max<number | null>(RANGE_COLUMNS[r]).filterWhere(others(r)).as(`${r}_max`),
      ]),
    )
    .executeTakeFirstOrThrow();
  const values = row as Record<string, number | null>;
  const range = (r: RangeCriterion): RangeFacet => ({
    min: values[`${r}_min`] == null ? null : Number(values[`${r}_min`]),
    max: values[`${r}_max`] == null ? null : Number(values[`${r}_max`]),
  });
  return { price: range('price'), monthly_from: range('monthly'), mileage: range('mileage'), year: range('year') };
}
