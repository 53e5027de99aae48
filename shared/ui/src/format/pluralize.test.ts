import { normalizeSpaces as n } from './number';
import { pluralize } from './pluralize';

describe('pluralize', () => {
  it('uses the singular for 0 and 1 (French rule)', () => {
    expect(n(pluralize(1, 'véhicule', 'véhicules'))).toBe('1 véhicule');
    expect(n(pluralize(0, 'véhicule', 'véhicules'))).toBe('0 véhicule');
  });

  it('uses the plural from 2 and groups thousands', () => {
    expect(n(pluralize(2, 'véhicule', 'véhicules'))).toBe('2 véhicules');
    expect(n(pluralize(1200, 'véhicule', 'véhicules'))).toBe('1 200 véhicules');
  });

  it('can return the word alone', () => {
    expect(pluralize(3, 'avis', 'avis', false)).toBe('avis');
    expect(pluralize(1, 'utilitaire', 'utilitaires', false)).toBe('utilitaire');
  });
});
