import type { Id } from './common';
import type { VehicleCard } from './catalogue';
import type { OfferKind } from './funding-kinds';
import { formatFrenchNumber, NUMBER_UNIT_SPACE } from './french-numbers';

/**
 * Financing (docs/spec-notes.md §3 "Custom funding modal content", §7 rents / fundings / legal mentions).
 * Amounts in euros TTC: prices and contributions in whole euros, monthly payments and totals
 * to the cent. Every figure is computed by the API (annuity formula), never by the site.
 * - Crédit : mensualité = C·t / (1 − (1 + t)^−n), C = prix − apport, t = taux mensuel.
 * - LOA : loyer = (P − premier loyer − VR / (1 + t)^n)·t / (1 − (1 + t)^−n), VR = option d’achat.
 * - t = (1 + TAEG)^(1/12) − 1 (no fees: the TAEG equals the actuarial rate); the fixed borrowing
 *   rate (taux débiteur fixe) is 12·t.
 * - `monthly_etax` = monthly / 1.2 (20 % VAT), shown first to company accounts.
 */
/** Choices of the custom-funding modal (docs/spec-notes.md §3). */
export const FUNDING_DURATIONS: Record<OfferKind, readonly number[]> = {
  credit: [24, 36, 48, 60, 72],
  loa: [24, 36, 48, 60],
};
export const FUNDING_MILEAGES: readonly number[] = [10000, 15000, 20000, 25000, 30000];
/** The smallest financed amount: the contribution may not leave less than this to finance. */
export const FUNDING_MIN_FINANCED = 1000;
/** Mandatory sentence of every consumer-credit advert (Code de la consommation, art. L312-5). */
export const CREDIT_WARNING =
  'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.';

/** Options of a simulation; an absent option keeps the offer's value. */
export interface FundingOptions {
  duration_months?: number;
  /** LOA only (ignored for a credit). */
  mileage_per_year?: number;
  /** Crédit : apport ; LOA : premier loyer majoré. Whole euros TTC. */
  contribution?: number;
}

/** A computed financing: the figures of the legal example. */
export interface FundingSimulation {
  kind: OfferKind;
  /** Vehicle price TTC. */
  amount: number;
  /** Crédit : apport ; LOA : premier loyer majoré. */
  contribution: number;
  contribution_etax: number;
  /** Crédit : montant emprunté (prix − apport) ; LOA : prix − premier loyer. */
  financed_amount: number;
  duration_months: number;
  /** Number of monthly payments after the contribution (= duration_months). */
  payments_count: number;
  /** LOA: yearly mileage of the contract; null for a credit. */
  mileage_per_year: number | null;
  monthly: number;
  monthly_etax: number;
  /** TAEG fixe, e.g. 5.9. */
  apr_percent: number;
  /** Taux débiteur fixe annuel (12 × monthly rate), e.g. 5.75. */
  borrowing_rate_percent: number;
  /** LOA: option d’achat (residual value), whole euros; null for a credit. */
  purchase_option: number | null;
  purchase_option_percent: number | null;
  /** Crédit : montant total dû (n × mensualité) ; LOA : montant total dû en cas d’acquisition (premier loyer + loyers + option d’achat). */
  total_due: number;
  /** Crédit : coût total du crédit (total dû − montant emprunté) ; LOA : total dû en cas d’acquisition − prix. */
  total_cost: number;
  /** LOA: premier loyer + n × loyer (without the purchase option); null for a credit. */
  lease_total: number | null;
}

/** GET /api/rents/{id} → Resource<Rent>: a financing offer of a vehicle, computed with its own parameters. */
export interface Rent extends FundingSimulation {
  id: Id;
  vehicle: VehicleCard;
  funding_type: { id: Id; slug: OfferKind; name: string };
  /** Same as `contribution` (kept for the leasing pages). */
  first_payment: number;
  /** Lending organisation (demo data: an invented lender). */
  lender: string;
  choices: FundingChoices;
}

export interface FundingChoices {
  duration_months: number[];
  /** Empty for a credit. */
  mileage_per_year: number[];
  /** Suggested contributions (0, 10 %, 20 %, 30 % of the price…); any whole amount up to `max_contribution` is accepted. */
  contributions: number[];
  max_contribution: number;
}

/**
 * GET /api/vehicles/{id}/fundings/legal-mentions → Resource<LegalMentions>: the representative
 * example of the vehicle's cheapest offer (the one behind `monthly_from`). 404 when the vehicle
 * is unknown or has no offer.
 */
export interface LegalMentions {
  vehicle_id: Id;
  rent_id: Id;
  kind: OfferKind;
  /** Legal text (French): the example, a blank line, then the footer lines of CustomFundingContent (\n); it quotes `representative_example`. */
  text: string;
  /** The mandatory sentence, also inside `text`. */
  warning: typeof CREDIT_WARNING;
  lender: string;
  representative_example: FundingSimulation & { first_payment: number };
}

/**
 * POST /api/vehicles/{id}/custom-fundings/legal-mentions {rent_id, options} → Resource<CustomFundingContent>.
 * 404 when the vehicle is unknown or the offer is not one of its offers; 422 per field
 * (`options.duration_months` not among the choices, `options.mileage_per_year` not among the
 * choices, `options.contribution` above `choices.max_contribution`).
 */
export interface CustomFundingRequest {
  rent_id: Id;
  options: FundingOptions;
}
/** docs/spec-notes.md §3 "Custom funding modal content" (+ the numbers it is built from). */
export interface CustomFundingContent {
  /** e.g. « LOA : 289,47 € / mois pendant 36 mois ». */
  header: string;
  /** The representative example for these options. */
  body: string;
  /** Mandatory warning, acceptance by the lender, 14-day withdrawal (lines separated by \n). */
  footer: string;
  contribution: number;
  contribution_etax: number;
  choices: FundingChoices;
  rent_id: Id;
  options: Required<Pick<FundingOptions, 'duration_months' | 'contribution'>> & { mileage_per_year: number | null };
  simulation: FundingSimulation;
}

/*
 * GET /api/funding-simulations?kind=&amount=&contribution=&duration_months=&mileage_per_year= →
 * Resource<FundingQuote>: the financing pages' simulator, on the dealership's current rate grid
 * (the same annuity maths as the vehicles' offers). 422 per field: amount out of
 * FUNDING_SIMULATION_AMOUNT, contribution leaving less than FUNDING_MIN_FINANCED to finance (or,
 * for a LOA, above FUNDING_LOA_MAX_FIRST_PAYMENT_PERCENT of the price), a duration or mileage
 * not among FUNDING_DURATIONS / FUNDING_MILEAGES.
 */
export const FUNDING_SIMULATION_AMOUNT = { min: 3000, max: 150000 } as const;
export const FUNDING_LOA_MAX_FIRST_PAYMENT_PERCENT = 40;
export interface FundingSimulationQuery {
  kind: OfferKind;
  amount: number;
  contribution: number;
  duration_months: number;
  /** LOA only. */
  mileage_per_year?: number;
}
export interface FundingQuote {
  simulation: FundingSimulation;
  /** The representative example (French), for the same screen as the figures. */
  example: string;
  /** Mandatory warning, acceptance by the lender, 14-day withdrawal (lines separated by \n). */
  footer: string;
  lender: string;
}
/** `1 000 €` in a message: the same spacing as every amount the site shows (french-numbers.ts). */
const euros = (value: number) => `${formatFrenchNumber(value)}${NUMBER_UNIT_SPACE}€`;
export const FUNDING_SIMULATION_MESSAGES = {
  kind: 'Veuillez choisir un crédit ou une LOA.',
  amount: `Le prix du véhicule doit être compris entre ${euros(FUNDING_SIMULATION_AMOUNT.min)} et ${euros(FUNDING_SIMULATION_AMOUNT.max)}.`,
  contribution: `L’apport doit laisser au moins ${euros(FUNDING_MIN_FINANCED)} à financer.`,
  firstPayment: `Le premier loyer ne peut dépasser ${FUNDING_LOA_MAX_FIRST_PAYMENT_PERCENT} % du prix du véhicule.`,
  duration: 'Veuillez choisir une des durées proposées.',
  mileage: 'Veuillez choisir un des kilométrages proposés.',
} as const;
