/**
 * The search criteria of conditions.ts as a plan tested on one indexed vehicle: the same rule,
 * criterion by criterion (the switch is exhaustive over CRITERIA, so a new criterion fails to
 * compile here until it has its rule). A property test holds the index's answers equal to SQL's.
 *
 * The plan is data (byte masks over codes, bounds), read by one fixed function: a function built
 * per query (closures) runs several times slower over 50,000 rows once queries vary, as V8 keeps
 * re-learning the new closures.
 */
import { ENERGY_SEARCH_KEY_ENERGIES } from '@ga/contracts';
import { CRITERIA, type Criterion } from '../conditions';
import { listingTest } from '../listings';
import type { VehicleFiltersQuery } from '../query-schemas';
import type { Dictionaries, Dictionary } from './codes';
import type { IndexRow } from './rows';

export const CRITERION_BIT = Object.fromEntries(CRITERIA.map((c, i) => [c, 1 << i])) as Record<Criterion, number>;

export interface Plan {
  /** Bits of the criteria the query uses. */
  active: number;
  category: Uint8Array | null;
  types: Uint8Array | null;
  brands: Uint8Array | null;
  carmodels: Uint8Array | null;
  /** `energies` and `energy` (two criteria on one field). */
  energies: Uint8Array | null;
  energy: Uint8Array | null;
  gearboxes: Uint8Array | null;
  conditions: Uint8Array | null;
  colours: Uint8Array | null;
  doors: Uint8Array | null;
  seats: Uint8Array | null;
  priceMin: number;
  priceMax: number;
  /** SQL: NULL <= max is not true, so a vehicle without a monthly figure fails. */
  monthlyMax: number;
  mileageMax: number;
  yearMin: number;
  yearMax: number;
  fittedOut: boolean | null;
  funding: string | null;
  listing: ((row: IndexRow) => boolean) | null;
}

/** 1 at the codes of `values`; null when no value is asked. */
const mask = (dictionary: Dictionary, values: readonly (string | number)[] | undefined) =>
  values && values.length > 0 ? dictionary.mask(values) : null;

export function planOf(q: VehicleFiltersQuery, now: Date, dict: Dictionaries): Plan {
  const plan: Plan = {
    active: 0,
    category: null,
    types: null,
    brands: null,
    carmodels: null,
    energies: null,
    energy: null,
    gearboxes: null,
    conditions: null,
    colours: null,
    doors: null,
    seats: null,
    priceMin: -Infinity,
    priceMax: Infinity,
    monthlyMax: Infinity,
    mileageMax: Infinity,
    yearMin: -Infinity,
    yearMax: Infinity,
    fittedOut: null,
    funding: null,
    listing: null,
  };
  for (const criterion of CRITERIA) {
    let used: boolean;
    switch (criterion) {
      case 'category':
        used = (plan.category = mask(dict.category, q.category ? [q.category] : undefined)) !== null;
        break;
      case 'types':
        used = (plan.types = mask(dict.type, q.types)) !== null;
        break;
      case 'brands':
        used = (plan.brands = mask(dict.brand, q.brands)) !== null;
        break;
      case 'carmodels':
        used = (plan.carmodels = mask(dict.carmodel, q.carmodels)) !== null;
        break;
      case 'energies':
        used = (plan.energies = mask(dict.energy, q.energies)) !== null;
        break;
      case 'energy':
        used = (plan.energy = mask(dict.energy, q.energy ? ENERGY_SEARCH_KEY_ENERGIES[q.energy] : undefined)) !== null;
        break;
      case 'gearboxes':
        used = (plan.gearboxes = mask(dict.gearbox, q.gearboxes)) !== null;
        break;
      case 'conditions':
        used = (plan.conditions = mask(dict.condition, q.conditions)) !== null;
        break;
      case 'price':
        used = q.price_min !== undefined || q.price_max !== undefined;
        plan.priceMin = q.price_min ?? -Infinity;
        plan.priceMax = q.price_max ?? Infinity;
        break;
      case 'monthly':
        used = q.monthly_max !== undefined;
        plan.monthlyMax = q.monthly_max ?? Infinity;
        break;
      case 'mileage':
        used = q.mileage_max !== undefined;
        plan.mileageMax = q.mileage_max ?? Infinity;
        break;
      case 'year':
        used = q.year_min !== undefined || q.year_max !== undefined;
        plan.yearMin = q.year_min ?? -Infinity;
        plan.yearMax = q.year_max ?? Infinity;
        break;
      case 'colours':
        used = (plan.colours = mask(dict.colour, q.colours)) !== null;
        break;
      case 'doors':
        used = (plan.doors = mask(dict.doors, q.doors)) !== null;
        break;
      case 'seats':
        used = (plan.seats = mask(dict.seats, q.seats)) !== null;
        break;
      case 'fitted_out':
        used = q.fitted_out !== undefined;
        plan.fittedOut = q.fitted_out ?? null;
        break;
      case 'funding':
        used = q.funding !== undefined;
        plan.funding = q.funding ?? null;
        break;
      case 'listing':
        used = q.listing !== undefined;
        plan.listing = q.listing ? listingTest(q.listing, now) : null;
        break;
      default: {
        const unknown: never = criterion;
        throw new Error(`Critère sans règle : ${String(unknown)}`);
      }
    }
    if (used) plan.active |= CRITERION_BIT[criterion];
  }
  return plan;
}

const B = CRITERION_BIT;

/** Bits of the criteria the row fails (0: it matches the query). */
export function failedCriteria(row: IndexRow, p: Plan): number {
  if (p.active === 0) return 0;
  let m = 0;
  if (p.category !== null && p.category[row.k_category] !== 1) m |= B.category;
  if (p.types !== null && p.types[row.k_type] !== 1) m |= B.types;
  if (p.brands !== null && p.brands[row.k_brand] !== 1) m |= B.brands;
  if (p.carmodels !== null && p.carmodels[row.k_carmodel] !== 1) m |= B.carmodels;
  if (p.energies !== null && p.energies[row.k_energy] !== 1) m |= B.energies;
  if (p.energy !== null && p.energy[row.k_energy] !== 1) m |= B.energy;
  if (p.gearboxes !== null && p.gearboxes[row.k_gearbox] !== 1) m |= B.gearboxes;
  if (p.conditions !== null && p.conditions[row.k_condition] !== 1) m |= B.conditions;
  if (row.price < p.priceMin || row.price > p.priceMax) m |= B.price;
  if (p.monthlyMax !== Infinity && (row.monthly_from === null || row.monthly_from > p.monthlyMax)) m |= B.monthly;
  if (row.mileage > p.mileageMax) m |= B.mileage;
  if (row.year < p.yearMin || row.year > p.yearMax) m |= B.year;
  if (p.colours !== null && p.colours[row.k_colour] !== 1) m |= B.colours;
  if (p.doors !== null && p.doors[row.k_doors] !== 1) m |= B.doors;
  if (p.seats !== null && p.seats[row.k_seats] !== 1) m |= B.seats;
  if (p.fittedOut !== null && row.is_fitted_out !== p.fittedOut) m |= B.fitted_out;
  if (p.funding !== null && !row.fundings.includes(p.funding)) m |= B.funding;
  if (p.listing !== null && !p.listing(row)) m |= B.listing;
  return m;
}
