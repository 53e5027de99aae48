/**
 * Financing maths (pure, no database): annuity of a credit and of a LOA, residual value,
 * rates. Used by the routes and by the demo seed (vehicles.monthly_from), so both agree.
 *
 * - Monthly rate t = (1 + TAEG)^(1/12) − 1. Without fees the TAEG is the actuarial rate of the
 *   loan, so the TAEG announced is exactly the one of the payments; taux débiteur fixe = 12·t.
 * - Crédit : C = prix − apport, mensualité M = C·t / (1 − (1 + t)^−n).
 * - LOA : premier loyer F paid at signature, then n loyers M, option d’achat VR at the end:
 *   M = (prix − F − VR / (1 + t)^n)·t / (1 − (1 + t)^−n).
 * Payments are rounded to the cent, totals are computed from the rounded payment.
 */
import type { FundingSimulation, OfferKind } from '@ga/contracts';

export const VAT_RATE = 0.2;
export const RESIDUAL_MIN = 10;
export const RESIDUAL_MAX = 55;

export const roundCents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** Monthly rate from the TAEG in percent (5.9 → 0.004788…). */
export function monthlyRate(aprPercent: number): number {
  return Math.pow(1 + aprPercent / 100, 1 / 12) - 1;
}

/** Taux débiteur fixe annuel in percent, two decimals (5.9 % TAEG → 5.75 %). */
export function borrowingRatePercent(aprPercent: number): number {
  return roundCents(monthlyRate(aprPercent) * 12 * 100);
}

/** Constant payment of `n` monthly instalments repaying `principal` at monthly rate `rate`. */
export function annuity(principal: number, rate: number, n: number): number {
  if (!(n > 0)) throw new RangeError('n must be positive');
  if (rate === 0) return principal / n; // the limit of the formula at t = 0 (never used with the seeded rates)
  return (principal * rate) / (1 - Math.pow(1 + rate, -n));
}

export interface VehicleForResidual {
  condition: 'new' | 'zero_km' | 'used';
  /** Age of the vehicle today, in months (0 for new). */
  age_months: number;
  mileage: number;
  energy: string;
}

/**
 * Residual value (option d’achat) as a whole percentage of today's price, at the end of a LOA:
 * yearly depreciation 18 % (new, 0 km), 15 % (used up to 5 years), 13 % (older), +2 points for
 * electric cars; −4 % of value per year for each 10 000 km/year above 15 000 (+ below); −5 points
 * above 100 000 km today. Bounded to 10–55 %.
 */
export function residualPercent(vehicle: VehicleForResidual, durationMonths: number, mileagePerYear: number): number {
  const years = durationMonths / 12;
  let yearly = vehicle.condition === 'used' ? (vehicle.age_months > 60 ? 0.13 : 0.15) : 0.18;
  if (vehicle.energy === 'electrique') yearly += 0.02;
  const base = Math.pow(1 - yearly, years);
  const kmFactor = 1 - 0.04 * years * ((mileagePerYear - 15000) / 10000);
  const highMileage = vehicle.mileage > 100000 ? 5 : 0;
  const percent = Math.round(base * kmFactor * 100) - highMileage;
  return Math.min(RESIDUAL_MAX, Math.max(RESIDUAL_MIN, percent));
}

export interface OfferInput {
  kind: OfferKind;
  price: number;
  aprPercent: number;
  durationMonths: number;
  /** Crédit : apport ; LOA : premier loyer. */
  contribution: number;
  /** LOA only. */
  mileagePerYear?: number | null;
  /** LOA only: whole euros. */
  purchaseOption?: number | null;
}

/** Every figure of the legal example for one offer and its options. */
export function simulate(input: OfferInput): FundingSimulation {
  const { kind, price, aprPercent, durationMonths: n, contribution } = input;
  const t = monthlyRate(aprPercent);
  const common = {
    kind,
    amount: price,
    contribution,
    contribution_etax: Math.round(contribution / (1 + VAT_RATE)),
    financed_amount: price - contribution,
    duration_months: n,
    payments_count: n,
    apr_percent: aprPercent,
    borrowing_rate_percent: borrowingRatePercent(aprPercent),
  };
  if (kind === 'credit') {
    const monthly = roundCents(annuity(price - contribution, t, n));
    const totalDue = roundCents(monthly * n);
    return {
      ...common,
      mileage_per_year: null,
      monthly,
      monthly_etax: roundCents(monthly / (1 + VAT_RATE)),
      purchase_option: null,
      purchase_option_percent: null,
      total_due: totalDue,
      total_cost: roundCents(totalDue - (price - contribution)),
      lease_total: null,
    };
  }
  const option = input.purchaseOption ?? 0;
  const monthly = roundCents(annuity(price - contribution - option / Math.pow(1 + t, n), t, n));
  const leaseTotal = roundCents(contribution + monthly * n);
  const totalDue = roundCents(leaseTotal + option);
  return {
    ...common,
    mileage_per_year: input.mileagePerYear ?? null,
    monthly,
    monthly_etax: roundCents(monthly / (1 + VAT_RATE)),
    purchase_option: option,
    purchase_option_percent: price > 0 ? Math.round((option / price) * 1000) / 10 : null,
    total_due: totalDue,
    total_cost: roundCents(totalDue - price),
    lease_total: leaseTotal,
  };
}

/** `monthly_from` of a vehicle card: the cheapest monthly payment of its offers, rounded up to the euro. */
export function monthlyFrom(monthlies: readonly number[]): number | null {
  return monthlies.length ? Math.ceil(Math.min(...monthlies) - 1e-9) : null;
}

/** Age in whole months between a first registration (ISO date) and now; 0 without a registration. */
export function ageInMonths(firstRegistration: string | Date | null, now: Date): number {
  if (!firstRegistration) return 0;
  const d = firstRegistration instanceof Date ? firstRegistration : new Date(`${firstRegistration}T00:00:00Z`);
  return Math.max(0, (now.getUTCFullYear() - d.getUTCFullYear()) * 12 + now.getUTCMonth() - d.getUTCMonth());
}
