/**
 * Property tests of the instant valuation (fast-check): more kilometres never raise it, each damage
 * lowers it (unless it is already at the floor), the listed adjustments add up to the valuation and
 * the range holds it.
 */
import fc from 'fast-check';
import { VALUATION_FLOOR, valuate, type ValuationInput, type ValuationReference } from './valuation';

const REF: ValuationReference = {
  equipments: {
    gps: { label: 'GPS', value: 250 },
    attelage: { label: 'Attelage', value: 300 },
    cuir: { label: 'Sièges cuir', value: 400 },
  },
  damageAreas: {
    capot: { label: 'Capot', cost: 450 },
    'pare-brise': { label: 'Pare-brise', cost: 600 },
    jantes: { label: 'Jantes', cost: 150 },
  },
  damageKinds: {
    rayure: { label: 'Rayure', factor: 0.5 },
    bosse: { label: 'Bosse', factor: 1 },
    choc: { label: 'Choc', factor: 2 },
  },
};
const NOW = new Date('2026-11-23T12:00:00Z');

const input = fc.record<ValuationInput>({
  newPrice: fc.integer({ min: 9_000, max: 120_000 }),
  energy: fc.constantFrom('essence', 'diesel', 'hybride', 'hybride-rechargeable', 'electrique'),
  isVan: fc.boolean(),
  year: fc.integer({ min: 2000, max: 2026 }),
  month: fc.integer({ min: 1, max: 10 }),
  mileage: fc.integer({ min: 0, max: 450_000 }),
  equipments: fc.subarray(['gps', 'attelage', 'cuir']),
  damages: fc.array(
    fc.record({
      area: fc.constantFrom('capot', 'pare-brise', 'jantes'),
      kind: fc.constantFrom('rayure', 'bosse', 'choc'),
    }),
    { maxLength: 6 },
  ),
  firstHand: fc.boolean(),
  serviceHistory: fc.boolean(),
  now: fc.constant(NOW),
});

describe('trade-in valuation (properties)', () => {
  it('more kilometres never raise the estimate, nor its range', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 200_000 }), (car, more) => {
        const a = valuate(car, REF);
        const b = valuate({ ...car, mileage: car.mileage + more }, REF);
        return b.value <= a.value && b.min <= a.min && b.max <= a.max;
      }),
      { numRuns: 2000 },
    );
  });

  it('each damage lowers the estimate (unless it is at the floor)', () => {
    fc.assert(
      fc.property(
        input,
        fc.constantFrom('capot', 'pare-brise', 'jantes'),
        fc.constantFrom('rayure', 'bosse', 'choc'),
        (car, area, kind) => {
          const before = valuate(car, REF);
          const after = valuate({ ...car, damages: [...car.damages, { area, kind }] }, REF);
          return after.value < before.value || after.value === VALUATION_FLOOR;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the listed adjustments add up to the estimate, which lies inside its range, never below the floor', () => {
    fc.assert(
      fc.property(input, (car) => {
        const v = valuate(car, REF);
        const sum = v.adjustments.reduce((s, a) => s + a.amount, 0);
        return (
          sum === v.value &&
          v.adjustments[0]!.kind === 'base' &&
          v.adjustments.every((a) => Number.isInteger(a.amount)) &&
          v.min <= v.value + 25 &&
          v.value <= v.max + 25 &&
          v.min <= v.max &&
          v.value >= VALUATION_FLOOR
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('a realistic case: a 2021 Clio TCe 90 at 45 000 km, GPS, one scratch', () => {
    const v = valuate(
      {
        newPrice: 20_900,
        energy: 'essence',
        isVan: false,
        year: 2021,
        month: 6,
        mileage: 45_000,
        equipments: ['gps'],
        damages: [{ area: 'capot', kind: 'rayure' }],
        firstHand: true,
        serviceHistory: true,
        now: NOW,
      },
      REF,
    );
    expect(v.adjustments.map((a) => a.kind)).toEqual([
      'base',
      'age',
      'mileage',
      'equipment',
      'owners',
      'resale',
      'damage',
    ]);
    expect(v.adjustments.find((a) => a.kind === 'damage')).toEqual({
      kind: 'damage',
      label: 'Dommage : Capot – rayure',
      amount: -225,
    });
    expect(v.value).toBeGreaterThan(8_000);
    expect(v.value).toBeLessThan(12_000);
  });
});
