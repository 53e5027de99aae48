/**
 * An offer (row of `rents`) and options → its figures, its choices and the option checks.
 * Shared by the routes and the demo seed.
 */
import {
  FUNDING_DURATIONS,
  FUNDING_MILEAGES,
  FUNDING_MIN_FINANCED,
  type FundingChoices,
  type FundingOptions,
  type FundingSimulation,
  type OfferKind,
} from '@ga/contracts';
import { ValidationError } from '../../http/errors';
import { monthlyRate, RESIDUAL_MAX, RESIDUAL_MIN, residualPercent, simulate, type VehicleForResidual } from './maths';

export interface OfferParams {
  kind: OfferKind;
  duration_months: number;
  mileage_per_year: number | null;
  contribution: number;
  /** TAEG in basis points (590 = 5,90 %). */
  apr_bp: number;
  /** LOA: option d’achat in % of the price for the offer's own duration and mileage. */
  residual_percent: number | null;
}

export interface ResolvedOptions {
  duration_months: number;
  mileage_per_year: number | null;
  contribution: number;
}

export const aprPercent = (bp: number) => bp / 100;

/**
 * Residual % for other options: the offer's % scaled by the depreciation model's ratio, so the
 * offer's own options give back exactly its %.
 */
function residualFor(offer: OfferParams, vehicle: VehicleForResidual, options: ResolvedOptions): number {
  const own = offer.residual_percent ?? 0;
  if (options.duration_months === offer.duration_months && options.mileage_per_year === offer.mileage_per_year)
    return own;
  const ratio =
    residualPercent(vehicle, options.duration_months, options.mileage_per_year ?? 15000) /
    residualPercent(vehicle, offer.duration_months, offer.mileage_per_year ?? 15000);
  return Math.min(RESIDUAL_MAX, Math.max(RESIDUAL_MIN, Math.round(own * ratio)));
}

/** Option d’achat in whole euros. */
export const purchaseOptionOf = (price: number, percent: number) => Math.round((price * percent) / 100);

export function simulateOffer(
  offer: OfferParams,
  price: number,
  vehicle: VehicleForResidual,
  options?: ResolvedOptions,
): FundingSimulation {
  const o = options ?? {
    duration_months: offer.duration_months,
    mileage_per_year: offer.mileage_per_year,
    contribution: offer.contribution,
  };
  const base = {
    kind: offer.kind,
    price,
    aprPercent: aprPercent(offer.apr_bp),
    durationMonths: o.duration_months,
    contribution: o.contribution,
  };
  if (offer.kind === 'credit') return simulate(base);
  return simulate({
    ...base,
    mileagePerYear: o.mileage_per_year,
    purchaseOption: purchaseOptionOf(price, residualFor(offer, vehicle, o)),
  });
}

/** Largest contribution: it must leave at least FUNDING_MIN_FINANCED to finance (LOA: after the discounted option d’achat). */
export function maxContribution(
  offer: OfferParams,
  price: number,
  vehicle: VehicleForResidual,
  options: Omit<ResolvedOptions, 'contribution'>,
): number {
  if (offer.kind === 'credit') return Math.max(0, price - FUNDING_MIN_FINANCED);
  const option = purchaseOptionOf(price, residualFor(offer, vehicle, { ...options, contribution: 0 }));
  const discounted = option / Math.pow(1 + monthlyRate(aprPercent(offer.apr_bp)), options.duration_months);
  return Math.max(0, Math.floor((price - discounted - FUNDING_MIN_FINANCED) / 100) * 100);
}

export function choicesFor(
  offer: OfferParams,
  price: number,
  vehicle: VehicleForResidual,
  options: Omit<ResolvedOptions, 'contribution'>,
): FundingChoices {
  const max = maxContribution(offer, price, vehicle, options);
  const suggested = [0, 0.1, 0.2, 0.3].map((share) => Math.round((price * share) / 100) * 100);
  if (!suggested.includes(offer.contribution)) suggested.push(offer.contribution);
  return {
    duration_months: [...FUNDING_DURATIONS[offer.kind]],
    mileage_per_year: offer.kind === 'loa' ? [...FUNDING_MILEAGES] : [],
    contributions: [...new Set(suggested)].filter((c) => c <= max).sort((a, b) => a - b),
    max_contribution: max,
  };
}

const euros = (n: number) => `${n.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ')} €`;

/** Options with the offer's defaults, checked against its choices: 422 per field. */
export function resolveOptions(
  offer: OfferParams,
  price: number,
  vehicle: VehicleForResidual,
  options: FundingOptions = {},
): ResolvedOptions {
  const errors: Record<string, string[]> = {};
  const duration = options.duration_months ?? offer.duration_months;
  const durations = FUNDING_DURATIONS[offer.kind];
  if (!durations.includes(duration)) {
    errors['options.duration_months'] = [`La durée doit être l’une des suivantes : ${durations.join(', ')} mois.`];
  }
  let mileage: number | null = null;
  if (offer.kind === 'loa') {
    mileage = options.mileage_per_year ?? offer.mileage_per_year ?? 15000;
    if (!FUNDING_MILEAGES.includes(mileage)) {
      errors['options.mileage_per_year'] = [
        `Le kilométrage annuel doit être l’un des suivants : ${FUNDING_MILEAGES.map((m) => euros(m).replace(' €', ' km')).join(', ')}.`,
      ];
    }
  }
  const contribution = options.contribution ?? offer.contribution;
  if (Object.keys(errors).length === 0) {
    const max = maxContribution(offer, price, vehicle, { duration_months: duration, mileage_per_year: mileage });
    if (contribution > max) {
      const what = offer.kind === 'credit' ? 'L’apport' : 'Le premier loyer';
      errors['options.contribution'] = [
        `${what} ne peut pas dépasser ${euros(max)} pour ce véhicule (prix : ${euros(price)}).`,
      ];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { duration_months: duration, mileage_per_year: mileage, contribution };
}
