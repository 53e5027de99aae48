/**
 * DEMO DATA: the rate grid of the financing pages' simulator (TAEG fixe by kind and duration, in
 * basis points) and the residual value of a LOA on a new vehicle. Within the range of the
 * vehicles' own offers (seeds/financing.ts: 4,90–7,90 %). Change here, not in the front end.
 */
import type { OfferKind } from '@ga/contracts';
import { residualPercent } from './maths';

const GRID: Record<OfferKind, Record<number, number>> = {
  credit: { 24: 490, 36: 520, 48: 550, 60: 590, 72: 640 },
  loa: { 24: 590, 36: 590, 48: 620, 60: 650 },
};

export const simulatorAprBp = (kind: OfferKind, durationMonths: number): number | undefined =>
  GRID[kind][durationMonths];

/** Option d’achat of a LOA on a new petrol or diesel vehicle, whole euros. */
export function simulatorPurchaseOption(amount: number, durationMonths: number, mileagePerYear: number): number {
  const percent = residualPercent(
    { condition: 'new', age_months: 0, mileage: 0, energy: 'essence' },
    durationMonths,
    mileagePerYear,
  );
  return Math.round((amount * percent) / 100);
}
