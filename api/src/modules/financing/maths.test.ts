import { CREDIT_WARNING } from '@ga/contracts';
import { annuity, borrowingRatePercent, monthlyFrom, monthlyRate, residualPercent, simulate } from './maths';

describe('financing maths (hand-computed examples)', () => {
  it('computes a credit with the annuity formula', () => {
    // 20 000 € − 2 000 € apport = 18 000 € over 48 months at 5,90 % TAEG:
    // t = 1,059^(1/12) − 1 = 0,0047885…; M = 18 000·t / (1 − (1 + t)^−48) = 420,6394 → 420,64 €;
    // total dû 48 × 420,64 = 20 190,72 €; coût 2 190,72 €; taux débiteur 12·t = 5,746 % → 5,75 %.
    expect(monthlyRate(5.9)).toBeCloseTo(0.0047885174, 9);
    const s = simulate({ kind: 'credit', price: 20000, aprPercent: 5.9, durationMonths: 48, contribution: 2000 });
    expect(s).toMatchObject({
      financed_amount: 18000,
      monthly: 420.64,
      monthly_etax: 350.53,
      total_due: 20190.72,
      total_cost: 2190.72,
      borrowing_rate_percent: 5.75,
      apr_percent: 5.9,
      payments_count: 48,
      purchase_option: null,
      mileage_per_year: null,
    });
    // Not the price divided by the number of months.
    expect(s.monthly).not.toBeCloseTo(18000 / 48, 0);
  });

  it('computes a LOA: financing price − first payment − discounted option d’achat', () => {
    // 30 000 €, premier loyer 3 000 €, 36 loyers, option d’achat 16 500 € at 5,90 % TAEG:
    // M = (30 000 − 3 000 − 16 500 / 1,059^3)·t / (1 − (1 + t)^−36) = 397,2349 → 397,23 €;
    // loyers 3 000 + 36 × 397,23 = 17 300,28 €; total dû en cas d’acquisition 33 800,28 €.
    const s = simulate({
      kind: 'loa',
      price: 30000,
      aprPercent: 5.9,
      durationMonths: 36,
      contribution: 3000,
      mileagePerYear: 15000,
      purchaseOption: 16500,
    });
    expect(s).toMatchObject({
      monthly: 397.23,
      lease_total: 17300.28,
      total_due: 33800.28,
      total_cost: 3800.28,
      purchase_option: 16500,
      purchase_option_percent: 55,
      mileage_per_year: 15000,
    });
  });

  it('checks the annuity identity and the rate conversion', () => {
    const t = monthlyRate(7.9);
    const m = annuity(10000, t, 60);
    // The present value of the payments is the principal.
    let pv = 0;
    for (let k = 1; k <= 60; k += 1) pv += m / Math.pow(1 + t, k);
    expect(pv).toBeCloseTo(10000, 6);
    expect(Math.pow(1 + t, 12) - 1).toBeCloseTo(0.079, 12);
    expect(borrowingRatePercent(4.9)).toBe(4.79);
  });

  it('bounds the residual value and lowers it with mileage and duration', () => {
    const v = { condition: 'new' as const, age_months: 0, mileage: 10, energy: 'essence' };
    expect(residualPercent(v, 36, 15000)).toBe(55);
    expect(residualPercent(v, 48, 15000)).toBeLessThan(residualPercent(v, 36, 15000));
    expect(residualPercent(v, 36, 30000)).toBeLessThan(residualPercent(v, 36, 10000));
    expect(
      residualPercent({ ...v, condition: 'used', age_months: 110, mileage: 190000 }, 60, 30000),
    ).toBeGreaterThanOrEqual(10);
    expect(monthlyFrom([397.23, 420.64])).toBe(398);
    expect(monthlyFrom([398])).toBe(398);
    expect(CREDIT_WARNING).toBe(
      'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
    );
  });
});
