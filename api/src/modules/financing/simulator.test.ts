import { CREDIT_WARNING, FUNDING_SIMULATION_MESSAGES as M } from '@ga/contracts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { annuity, monthlyRate } from './maths';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const simulate = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/funding-simulations?${query}`, headers: apiHeaders() });

describe('GET /api/funding-simulations', () => {
  it('computes a credit on the rate grid with its representative example and mandatory mentions', async () => {
    const res = await simulate('kind=credit&amount=20000&contribution=2000&duration_months=48');
    expect(res.statusCode).toBe(200);
    const { simulation, example, footer, lender } = res.json().data;
    const expected = Math.round(annuity(18000, monthlyRate(5.5), 48) * 100) / 100;
    expect(simulation).toMatchObject({
      kind: 'credit',
      amount: 20000,
      contribution: 2000,
      financed_amount: 18000,
      duration_months: 48,
      apr_percent: 5.5,
      monthly: expected,
    });
    expect(simulation.total_due).toBeCloseTo(expected * 48, 2);
    expect(example).toMatch(/^Exemple représentatif pour l’achat à crédit/);
    expect(example).toContain('Taux annuel effectif global (TAEG) fixe : 5,50');
    expect(footer).toContain(CREDIT_WARNING);
    expect(footer).toContain('14 jours');
    expect(lender).toBe('Démo Finance Sarthe');
  });

  it('computes a LOA with its purchase option from the mileage', async () => {
    const low = (
      await simulate('kind=loa&amount=30000&contribution=3000&duration_months=36&mileage_per_year=10000')
    ).json().data.simulation;
    const high = (
      await simulate('kind=loa&amount=30000&contribution=3000&duration_months=36&mileage_per_year=30000')
    ).json().data.simulation;
    expect(low).toMatchObject({ kind: 'loa', mileage_per_year: 10000, apr_percent: 5.9 });
    expect(low.purchase_option).toBeGreaterThan(high.purchase_option);
    expect(low.monthly).toBeLessThan(high.monthly);
    expect(low.total_due).toBeCloseTo(low.lease_total + low.purchase_option, 2);
  });

  it('answers 422 per field in French', async () => {
    const res = await simulate('kind=leasing&amount=100&contribution=-1&duration_months=50');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ kind: [M.kind], amount: [M.amount], contribution: [M.contribution] });
    const loa = await simulate('kind=loa&amount=10000&contribution=5000&duration_months=72&mileage_per_year=12345');
    expect(loa.json().errors).toEqual({
      duration_months: [M.duration],
      contribution: [M.firstPayment],
      mileage_per_year: [M.mileage],
    });
    expect((await simulate('kind=credit&amount=10000&contribution=9500&duration_months=24')).json().errors).toEqual({
      contribution: [M.contribution],
    });
  });
});
