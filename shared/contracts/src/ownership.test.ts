import { critAirFor, euroStandardFor, monthlyEnergyCost } from './ownership';

describe('euroStandardFor', () => {
  it('follows the dates every new car had to meet', () => {
    expect(euroStandardFor('2021-03-10', 'M1')).toEqual({ label: 'Euro 6d', level: 6 });
    expect(euroStandardFor('2019-10-01', 'M1')?.label).toBe('Euro 6d-TEMP');
    expect(euroStandardFor('2015-09-01', 'M1')?.label).toBe('Euro 6b');
    expect(euroStandardFor('2015-08-31', 'M1')).toEqual({ label: 'Euro 5', level: 5 });
    expect(euroStandardFor('2008-06-01', 'M1')?.level).toBe(4);
    expect(euroStandardFor('1995-01-01', 'M1')).toBeNull();
  });

  it('gives vans (N1) about a year more', () => {
    expect(euroStandardFor('2016-03-01', 'M1')?.label).toBe('Euro 6b');
    expect(euroStandardFor('2016-03-01', 'N1')?.label).toBe('Euro 5');
    expect(euroStandardFor('2011-06-01', 'N1')?.level).toBe(4);
  });
});

describe('critAirFor (arrêté du 21 juin 2016)', () => {
  it.each([
    ['electrique', 6, '0'],
    ['hybride-rechargeable', 6, '1'],
    ['essence', 6, '1'],
    ['essence', 5, '1'],
    ['hybride', 6, '1'],
    ['essence', 4, '2'],
    ['essence', 3, '3'],
    ['essence', 2, '3'],
    ['diesel', 6, '2'],
    ['diesel', 5, '2'],
    ['diesel', 4, '3'],
    ['diesel', 3, '4'],
    ['diesel', 2, '5'],
  ] as const)('%s Euro %i → Crit’Air %s', (energy, level, expected) => {
    expect(critAirFor(energy, level)).toBe(expected);
  });

  it('older vehicles are not classed', () => {
    expect(critAirFor('diesel', 1)).toBeNull();
    expect(critAirFor('essence', 1)).toBeNull();
  });
});

describe('monthlyEnergyCost', () => {
  it('is the kilometres of a month times the consumption and its price', () => {
    // 12,000 km, 6 L/100 km at 1.80 €: 1,296 € a year, 108 € a month.
    expect(
      monthlyEnergyCost(
        { energy: 'essence', fuel_l100: 6, electricity_kwh100: null },
        { kmPerYear: 12_000, fuelPrice: 1.8, electricityPrice: 0.25 },
      ),
    ).toBe(108);
    // 15 kWh/100 km at 0.25 €: 450 € a year, 38 € a month (rounded).
    expect(
      monthlyEnergyCost(
        { energy: 'electrique', fuel_l100: null, electricity_kwh100: 15 },
        { kmPerYear: 12_000, fuelPrice: 1.8, electricityPrice: 0.25 },
      ),
    ).toBe(38);
    // A plug-in hybrid pays both, as its weighted WLTP figures say.
    expect(
      monthlyEnergyCost(
        { energy: 'hybride-rechargeable', fuel_l100: 1.5, electricity_kwh100: 16 },
        { kmPerYear: 12_000, fuelPrice: 1.8, electricityPrice: 0.25 },
      ),
    ).toBe(67);
  });
});
