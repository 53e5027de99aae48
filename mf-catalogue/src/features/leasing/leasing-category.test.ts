import { leasingCategory } from './leasing-category';

describe('leasingCategory', () => {
  it('reads the category of the leasing-{category} segment', () => {
    expect(leasingCategory('leasing-voitures')).toBe('voitures');
    expect(leasingCategory('leasing-utilitaire')).toBe('utilitaires');
  });
  it('refuses anything else', () => {
    for (const segment of [
      undefined,
      '',
      'leasing-',
      'leasing-camions',
      'loa',
      'leasingvoitures',
      'leasing-voitures-x',
    ]) {
      expect(leasingCategory(segment)).toBeNull();
    }
  });
});
