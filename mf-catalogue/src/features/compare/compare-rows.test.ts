import type { Vehicle } from '@ga/contracts';
import { compareRows, equipmentRows } from './compare-rows';

const base = {
  id: 1,
  price: 20000,
  price_etax: 16667,
  monthly_from: 250,
  condition: 'used',
  year: 2022,
  mileage: 30000,
  energy: 'essence',
  power_hp: 110,
  fiscal_power: 6,
  gearbox: 'manuelle',
  co2: 120,
  crit_air: '1',
  doors: 5,
  seats: 5,
  warranty_months: 12,
  is_reserved: false,
  equipment: ['Climatisation', 'GPS'],
} as unknown as Vehicle;

describe('compareRows', () => {
  it('flags the rows whose values differ, prices HT first for companies', () => {
    const other = {
      ...base,
      id: 2,
      price: 21000,
      price_etax: 17500,
      gearbox: 'automatique',
      is_reserved: true,
    } as Vehicle;
    const delivery = { name: 'Livraison à domicile', lead_time_days: 7 } as never;
    const rows = compareRows([base, other], false, delivery);
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r]));
    expect(byLabel['Prix TTC (HT)']!.differs).toBe(true);
    expect(byLabel['Boîte de vitesses']!.differs).toBe(true);
    expect(byLabel['Année']!.differs).toBe(false);
    expect(byLabel['Livraison']!.values).toEqual(['Livraison à domicile : 7 jours', 'Réservé par un autre client']);
    expect(compareRows([base], true, undefined)[0]!.label).toBe('Prix HT (TTC)');
  });
});

describe('equipmentRows', () => {
  it('lists every item once, those that differ first', () => {
    const other = { ...base, equipment: ['GPS', 'Toit ouvrant'] } as Vehicle;
    expect(equipmentRows([base, other])).toEqual([
      { item: 'Climatisation', has: [true, false], differs: true },
      { item: 'Toit ouvrant', has: [false, true], differs: true },
      { item: 'GPS', has: [true, true], differs: false },
    ]);
  });
});
