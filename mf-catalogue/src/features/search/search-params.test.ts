import { filtersToSearch, parseFilters, toApiQuery } from './search-params';

describe('listing filters ↔ URL', () => {
  it('reads lists, numbers and the sort, dropping what is invalid', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'brands=renault,peugeot,PAS%20BON&energies=electrique,charbon&price_max=20000&sort=price_asc&page=2&inconnu=1&year_min=abc',
      ),
    );
    expect(filters).toEqual({
      brands: ['renault', 'peugeot'],
      energies: ['electrique'],
      price_max: 20000,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('reads what the filter form sends without JavaScript: a key per ticked box, empty selects', () => {
    const sent = new URLSearchParams(
      'category=voitures&category=utilitaires&energies=electrique&energies=hybride&brands=renault&price_max=&mileage_max=&year_min=2020&sort=price_asc',
    );
    expect(parseFilters(sent)).toEqual({
      category: 'utilitaires',
      energies: ['electrique', 'hybride'],
      brands: ['renault'],
      year_min: 2020,
      sort: 'price_asc',
    });
    expect(filtersToSearch(parseFilters(sent))).toBe(
      '?category=utilitaires&brands=renault&energies=electrique,hybride&year_min=2020&sort=price_asc',
    );
    // A comma list and a repeated key together, invalid values still dropped.
    expect(parseFilters(new URLSearchParams('energies=electrique,charbon&energies=&energies=diesel'))).toEqual({
      energies: ['electrique', 'diesel'],
    });
  });

  it('drops numbers out of range or not whole, and unknown single values', () => {
    const read = (query: string) => parseFilters(new URLSearchParams(query));
    expect(read('price_max=0&mileage_max=-5&monthly_max=12.5&year_min=1989&page=10001')).toEqual({});
    expect(read('price_max=%2020000%20&year_min=2100&page=1&monthly_max=1e3')).toEqual({
      price_max: 20000,
      year_min: 2100,
      page: 1,
      monthly_max: 1000,
    });
    expect(read('price_max=abc&category=motos&sort=cheapest&brands=Renault,ok-1')).toEqual({ brands: ['ok-1'] });
  });

  it('writes a stable, readable query string and round-trips', () => {
    const search = filtersToSearch({ sort: 'price_desc', brands: ['renault', 'dacia'], page: 1, energies: [] });
    expect(search).toBe('?brands=renault,dacia&sort=price_desc');
    expect(parseFilters(new URLSearchParams(search))).toEqual({ brands: ['renault', 'dacia'], sort: 'price_desc' });
    expect(filtersToSearch({})).toBe('');
  });

  it('merges a listing’s fixed criteria with the visitor’s filters', () => {
    expect(toApiQuery({ category: 'utilitaires' }, { brands: ['renault'], page: 3 })).toEqual({
      category: 'utilitaires',
      brands: ['renault'],
      page: 3,
      per_page: 24,
    });
  });
});
