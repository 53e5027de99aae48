import { conditionLabel, energyLabel, gearboxLabel } from './labels';
import { normalizeSpaces as n } from './number';

describe('energyLabel', () => {
  it.each([
    ['essence', 'Essence'],
    ['diesel', 'Diesel'],
    ['hybride', 'Hybride'],
    ['hybride-rechargeable', 'Hybride rechargeable'],
    ['electrique', 'Électrique'],
    ['electrique-hybride', 'Hybride & Électrique'],
  ])('%s → %s', (slug, label) => {
    expect(energyLabel(slug)).toBe(label);
  });

  it('ignores case and surrounding spaces', () => {
    expect(energyLabel(' Electrique ')).toBe('Électrique');
  });

  it('humanises unknown slugs and returns "" for nothing', () => {
    expect(energyLabel('bio-gnv')).toBe('Bio gnv');
    expect(energyLabel(null)).toBe('');
    expect(energyLabel('')).toBe('');
  });
});

describe('gearboxLabel', () => {
  it('translates the contract gearboxes', () => {
    expect(gearboxLabel('manuelle')).toBe('Manuelle');
    expect(gearboxLabel('automatique')).toBe('Automatique');
    expect(gearboxLabel(undefined)).toBe('');
  });
});

describe('conditionLabel', () => {
  it('translates new, 0 km and used', () => {
    expect(conditionLabel('new')).toBe('Neuf');
    expect(n(conditionLabel('zero_km'))).toBe('0 km');
    expect(conditionLabel('used')).toBe('Occasion');
    expect(conditionLabel(null)).toBe('');
  });
});
