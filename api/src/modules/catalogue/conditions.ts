/**
 * WHERE conditions of the vehicle search, one group per criterion, so that a facet can be computed
 * without its own criterion. Every condition reads `vehicles as v` only (slugs go through
 * sub-queries on the small reference tables), so the same list serves the card page, the count
 * and the facet queries.
 */
import { ENERGY_SEARCH_KEY_ENERGIES } from '@ga/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { listingCondition } from './listings';
import type { VehicleFiltersQuery } from './query-schemas';
import { vehicleEb } from './vehicle-eb';

export const CRITERIA = [
  'category',
  'types',
  'brands',
  'carmodels',
  'energies',
  'energy',
  'gearboxes',
  'conditions',
  'price',
  'monthly',
  'mileage',
  'year',
  'colours',
  'doors',
  'seats',
  'fitted_out',
  'funding',
  'listing',
] as const;
export type Criterion = (typeof CRITERIA)[number];
export const RANGE_CRITERIA = ['price', 'monthly', 'mileage', 'year'] as const satisfies readonly Criterion[];
export type RangeCriterion = (typeof RANGE_CRITERIA)[number];

const some = <T>(values: readonly T[] | undefined): values is readonly T[] => !!values && values.length > 0;

/** Conditions of one criterion (empty when the query does not use it). */
export function criterionConditions(criterion: Criterion, q: VehicleFiltersQuery, now: Date): Expression<SqlBool>[] {
  const eb = vehicleEb();
  const out: Expression<SqlBool>[] = [];
  switch (criterion) {
    case 'category':
      if (q.category)
        out.push(
          eb('v.category_id', 'in', eb.selectFrom('vehicle_categories').select('id').where('slug', '=', q.category)),
        );
      break;
    case 'types':
      if (some(q.types))
        out.push(eb('v.type_id', 'in', eb.selectFrom('vehicle_types').select('id').where('slug', 'in', q.types)));
      break;
    case 'brands':
      if (some(q.brands))
        out.push(eb('v.brand_id', 'in', eb.selectFrom('brands').select('id').where('slug', 'in', q.brands)));
      break;
    case 'carmodels':
      if (some(q.carmodels))
        out.push(eb('v.carmodel_id', 'in', eb.selectFrom('carmodels').select('id').where('slug', 'in', q.carmodels)));
      break;
    case 'energies':
      if (some(q.energies)) out.push(eb('v.energy', 'in', q.energies));
      break;
    case 'energy':
      if (q.energy) out.push(eb('v.energy', 'in', ENERGY_SEARCH_KEY_ENERGIES[q.energy]));
      break;
    case 'gearboxes':
      if (some(q.gearboxes)) out.push(eb('v.gearbox', 'in', q.gearboxes));
      break;
    case 'conditions':
      if (some(q.conditions)) out.push(eb('v.condition', 'in', q.conditions));
      break;
    case 'price':
      if (q.price_min !== undefined) out.push(eb('v.price', '>=', q.price_min));
      if (q.price_max !== undefined) out.push(eb('v.price', '<=', q.price_max));
      break;
    case 'monthly':
      if (q.monthly_max !== undefined) out.push(eb('v.monthly_from', '<=', q.monthly_max));
      break;
    case 'mileage':
      if (q.mileage_max !== undefined) out.push(eb('v.mileage', '<=', q.mileage_max));
      break;
    case 'year':
      if (q.year_min !== undefined) out.push(eb('v.year', '>=', q.year_min));
      if (q.year_max !== undefined) out.push(eb('v.year', '<=', q.year_max));
      break;
    case 'colours':
      if (some(q.colours)) out.push(eb('v.colour', 'in', q.colours));
      break;
    case 'doors':
      if (some(q.doors)) out.push(eb('v.doors', 'in', q.doors));
      break;
    case 'seats':
      if (some(q.seats)) out.push(eb('v.seats', 'in', q.seats));
      break;
    case 'fitted_out':
      if (q.fitted_out !== undefined) out.push(eb('v.is_fitted_out', '=', q.fitted_out));
      break;
    case 'funding':
      // An active offer (rent) of that kind: the leasing pages list the vehicles with an LOA.
      if (q.funding) {
        out.push(sql<SqlBool>`exists (
          select 1 from rents r join funding_types ft on ft.id = r.funding_type_id
          where r.vehicle_id = v.id and r.is_active and ft.slug = ${q.funding}
        )`);
      }
      break;
    case 'listing':
      if (q.listing) out.push(listingCondition(q.listing, now));
      break;
  }
  return out;
}

/** Published vehicles matching every criterion except those in `without`, as one expression. */
export function searchWhere(
  q: VehicleFiltersQuery,
  now: Date,
  without: readonly Criterion[] = [],
): Expression<SqlBool> {
  const eb = vehicleEb();
  const parts: Expression<SqlBool>[] = [eb('v.is_published', '=', true)];
  for (const criterion of CRITERIA)
    if (!without.includes(criterion)) parts.push(...criterionConditions(criterion, q, now));
  return eb.and(parts);
}

/** Only the given criteria (used in FILTER clauses of the range facets); `true` when none applies. */
export function onlyWhere(q: VehicleFiltersQuery, now: Date, criteria: readonly Criterion[]): Expression<SqlBool> {
  const eb = vehicleEb();
  const parts = criteria.flatMap((c) => criterionConditions(c, q, now));
  return parts.length ? eb.and(parts) : eb.lit(true);
}
