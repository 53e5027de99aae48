/**
 * The SQL way of counting the facets (facets.ts shapes them): grouped counts over the filtered
 * set, each facet computed without its own criterion, and the value ranges, each range without its
 * own bounds (one query with FILTER clauses). The search index (search-index/) counts the same in
 * memory; a property test holds the two equal.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { onlyWhere, RANGE_CRITERIA, searchWhere, type RangeCriterion } from './conditions';
import type { FacetCounts, ReferenceNames } from './facets';
import type { VehicleFiltersQuery } from './query-schemas';
import { searchCount } from './queries';

const count = sql<number>`count(*)::int`;
const counted = <V>(rows: { value: V; count: number }[]) =>
  rows.map((r) => ({ value: r.value, count: Number(r.count) }));

export async function sqlFacetCounts(db: Db, q: VehicleFiltersQuery, now: Date): Promise<FacetCounts> {
  const byColumn = <C extends 'v.energy' | 'v.gearbox' | 'v.condition' | 'v.colour' | 'v.doors' | 'v.seats'>(
    column: C,
    without: Parameters<typeof searchWhere>[2],
  ) =>
    db
      .selectFrom('vehicles as v')
      .where(searchWhere(q, now, without))
      .select([`${column} as value`, count.as('count')])
      .groupBy(column)
      .execute();

  const [
    total,
    categories,
    types,
    brands,
    carmodels,
    energies,
    gearboxes,
    conditions,
    colours,
    doors,
    seats,
    fittedOut,
    ranges,
  ] = await Promise.all([
    searchCount(db, searchWhere(q, now)),
    db
      .selectFrom('vehicles as v')
      .innerJoin('vehicle_categories as c', 'c.id', 'v.category_id')
      .where(searchWhere(q, now, ['category']))
      .select(['c.slug as value', count.as('count')])
      .groupBy('c.slug')
      .execute(),
    db
      .selectFrom('vehicles as v')
      .innerJoin('vehicle_types as t', 't.id', 'v.type_id')
      .where(searchWhere(q, now, ['types']))
      .select(['t.slug as value', count.as('count')])
      .groupBy('t.slug')
      .execute(),
    db
      .selectFrom('vehicles as v')
      .innerJoin('brands as b', 'b.id', 'v.brand_id')
      .where(searchWhere(q, now, ['brands']))
      .select(['b.slug as value', 'b.name as label', count.as('count')])
      .groupBy(['b.slug', 'b.name'])
      .execute(),
    db
      .selectFrom('vehicles as v')
      .innerJoin('carmodels as m', 'm.id', 'v.carmodel_id')
      .innerJoin('brands as b', 'b.id', 'v.brand_id')
      .where(searchWhere(q, now, ['carmodels']))
      .select(['m.slug as value', 'm.name as label', 'b.slug as brand', 'b.name as brand_name', count.as('count')])
      .groupBy(['m.slug', 'm.name', 'b.slug', 'b.name'])
      .execute(),
    byColumn('v.energy', ['energies']),
    byColumn('v.gearbox', ['gearboxes']),
    byColumn('v.condition', ['conditions']),
    byColumn('v.colour', ['colours']),
    byColumn('v.doors', ['doors']),
    byColumn('v.seats', ['seats']),
    db
      .selectFrom('vehicles as v')
      .where(searchWhere(q, now, ['fitted_out']))
      .where('v.is_fitted_out', '=', true)
      .select(count.as('count'))
      .executeTakeFirstOrThrow(),
    sqlRanges(db, q, now),
  ]);
  return {
    total,
    categories: counted(categories),
    types: counted(types),
    brands: brands.map((b) => ({ value: b.value, label: b.label, count: Number(b.count) })),
    carmodels: carmodels.map((m) => ({
      value: m.value,
      label: m.label,
      brand: m.brand,
      brand_name: m.brand_name,
      count: Number(m.count),
    })),
    energies: counted(energies),
    gearboxes: counted(gearboxes),
    conditions: counted(conditions),
    colours: counted(colours),
    doors: counted(doors).map((d) => ({ value: Number(d.value), count: d.count })),
    seats: counted(seats).map((d) => ({ value: Number(d.value), count: d.count })),
    fitted_out: Number(fittedOut.count),
    ranges,
  };
}

const RANGE_COLUMNS = { price: 'v.price', monthly: 'v.monthly_from', mileage: 'v.mileage', year: 'v.year' } as const;

/** min/max of each range over the set without any range bound, each aggregate filtered by the other ranges' bounds. */
async function sqlRanges(db: Db, q: VehicleFiltersQuery, now: Date): Promise<FacetCounts['ranges']> {
  const others = (r: RangeCriterion) =>
    onlyWhere(
      q,
      now,
      RANGE_CRITERIA.filter((o) => o !== r),
    );
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
  const range = (r: RangeCriterion) => ({
    min: values[`${r}_min`] == null ? null : Number(values[`${r}_min`]),
    max: values[`${r}_max`] == null ? null : Number(values[`${r}_max`]),
  });
  return { price: range('price'), monthly: range('monthly'), mileage: range('mileage'), year: range('year') };
}

/** Names of brands and models by slug, from the reference tables. */
export const sqlReferenceNames = (db: Db): ReferenceNames => ({
  brands: (slugs) => db.selectFrom('brands').select(['slug', 'name']).where('slug', 'in', slugs).execute(),
  carmodels: (slugs) =>
    db
      .selectFrom('carmodels as m')
      .innerJoin('brands as b', 'b.id', 'm.brand_id')
      .select(['m.slug', 'm.name', 'b.slug as brand', 'b.name as brand_name'])
      .where('m.slug', 'in', slugs)
      .execute(),
});
