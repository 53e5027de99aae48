import { filtersToSearch, parseFilters, toApiQuery } from './search-params';

describe('listing filters ↔ URL', () => {
  it('reads lists, numbers and the sort, dropping what is invalid', () => {
    const filters = parseFilters(new URLSearchParams('brands=renault,peugeot,PAS%20BON&energies=electrique,charbon&price_max=20000&sort=price_asc&page=2&inconnu=1&year_min=abc'));
    expect(filters).toEqual({ brands: ['renault', 'peugeot'], energies: ['electrique'], price_max: 20000, sort: 'price_asc', page: 2 });
  });

  it('writes a stable, readable query string and round-trips', () => {
    const search = filtersToSearch({ sort: 'price_desc', brands: ['renault', 'dacia'], page: 1, energies: [] });
    expect(search).toBe('?brands=renault,dacia&sort=price_desc');
    expect(parseFilters(new URLSearchParams(search))).toEqual({ brands: ['renault', 'dacia'], sort: 'price_desc' });
    expect(filtersToSearch({})).toBe('');
  });

  it('merges a listing’s fixed criteria with the visitor’s filters', () => {
    expect(toApiQuery({ category: 'utilitaires' }, { brands: ['renault'], page: 3 })).toEqual({ category: 'utilitaires', brands: ['renault'], page: 3, per_page: 24 });
  });
});
