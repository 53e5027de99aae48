/**
 * The facets of facet-queries.ts counted in one pass over the indexed vehicles: a vehicle that
 * meets every criterion counts in every facet; one that fails exactly one criterion counts only in
 * the facets computed without that criterion (its own facet, or the range it bounds). Counts are
 * kept per code (codes.ts) in integer arrays, named at the end.
 */
import { CRITERION_BIT, failedCriteria, planOf } from './criteria';
import type { Dictionaries, Dictionary } from './codes';
import type { FacetCounts } from '../facets';
import type { VehicleFiltersQuery } from '../query-schemas';
import type { IndexRow, Reference } from './rows';

class Range {
  min: number | null = null;
  max: number | null = null;
  add(value: number | null) {
    if (value === null) return;
    if (this.min === null || value < this.min) this.min = value;
    if (this.max === null || value > this.max) this.max = value;
  }
  get facet() {
    return { min: this.min, max: this.max };
  }
}

/** Counted values of a dictionary (codes counted at least once). */
function named<V extends string | number>(dictionary: Dictionary, counts: Int32Array): { value: V; count: number }[] {
  const out: { value: V; count: number }[] = [];
  for (let code = 0; code < counts.length; code++)
    if (counts[code]! > 0) out.push({ value: dictionary.values[code] as V, count: counts[code]! });
  return out;
}

/** For each facet, the bits a row may fail and still count in it (its own criterion's). */
const NOT = Object.fromEntries(Object.entries(CRITERION_BIT).map(([c, bit]) => [c, ~bit])) as Record<
  keyof typeof CRITERION_BIT,
  number
>;

export function memoryFacetCounts(
  rows: readonly IndexRow[],
  dict: Dictionaries,
  reference: Reference,
  q: VehicleFiltersQuery,
  now: Date,
): FacetCounts {
  const plan = planOf(q, now, dict);
  const failed = failedCriteria;
  const tally = (d: Dictionary) => new Int32Array(d.size);
  const categories = tally(dict.category);
  const types = tally(dict.type);
  const brands = tally(dict.brand);
  const carmodels = tally(dict.carmodel);
  const energies = tally(dict.energy);
  const gearboxes = tally(dict.gearbox);
  const conditions = tally(dict.condition);
  const colours = tally(dict.colour);
  const doors = tally(dict.doors);
  const seats = tally(dict.seats);
  const price = new Range();
  const monthly = new Range();
  const mileage = new Range();
  const year = new Range();
  let total = 0;
  let fittedOut = 0;

  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const mask = failed(row, plan);
    if (mask === 0) total++;
    else if ((mask & (mask - 1)) !== 0) continue; // fails two criteria or more
    // The row counts in the facet computed without criterion c when it fails nothing else.
    if ((mask & NOT.category) === 0) categories[row.k_category]!++;
    if ((mask & NOT.types) === 0) types[row.k_type]!++;
    if ((mask & NOT.brands) === 0) brands[row.k_brand]!++;
    if ((mask & NOT.carmodels) === 0) carmodels[row.k_carmodel]!++;
    if ((mask & NOT.energies) === 0) energies[row.k_energy]!++;
    if ((mask & NOT.gearboxes) === 0) gearboxes[row.k_gearbox]!++;
    if ((mask & NOT.conditions) === 0) conditions[row.k_condition]!++;
    if ((mask & NOT.colours) === 0) colours[row.k_colour]!++;
    if ((mask & NOT.doors) === 0) doors[row.k_doors]!++;
    if ((mask & NOT.seats) === 0) seats[row.k_seats]!++;
    if (row.is_fitted_out && (mask & NOT.fitted_out) === 0) fittedOut++;
    if ((mask & NOT.price) === 0) price.add(row.price);
    if ((mask & NOT.monthly) === 0) monthly.add(row.monthly_from);
    if ((mask & NOT.mileage) === 0) mileage.add(row.mileage);
    if ((mask & NOT.year) === 0) year.add(row.year);
  }

  return {
    total,
    categories: named(dict.category, categories),
    types: named(dict.type, types),
    brands: named<string>(dict.brand, brands).map(({ value, count }) => ({
      value,
      label: reference.brands.get(value)?.name ?? value,
      count,
    })),
    carmodels: named<string>(dict.carmodel, carmodels).map(({ value, count }) => {
      const m = reference.carmodels.get(value);
      return { value, label: m?.name ?? value, brand: m?.brand ?? '', brand_name: m?.brand_name ?? '', count };
    }),
    energies: named(dict.energy, energies),
    gearboxes: named(dict.gearbox, gearboxes),
    conditions: named(dict.condition, conditions),
    colours: named(dict.colour, colours),
    doors: named(dict.doors, doors),
    seats: named(dict.seats, seats),
    fitted_out: fittedOut,
    ranges: { price: price.facet, monthly: monthly.facet, mileage: mileage.facet, year: year.facet },
  };
}
