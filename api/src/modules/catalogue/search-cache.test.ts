import { createSearchCache, normalisedKey } from './search-cache';

describe('search cache', () => {
  it('gives the same key whatever the order of keys and list values', () => {
    expect(normalisedKey('count', { brands: ['renault', 'peugeot'], energies: ['diesel'], page: undefined })).toBe(
      normalisedKey('count', { energies: ['diesel'], brands: ['peugeot', 'renault'] }),
    );
    expect(normalisedKey('count', { brands: ['renault'] })).not.toBe(normalisedKey('facets', { brands: ['renault'] }));
  });

  it('shares one computation between identical queries within the lifetime', async () => {
    const cache = createSearchCache({ count: 60 });
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([
      cache.wrap('count', { brands: ['a'] }, compute),
      cache.wrap('count', { brands: ['a'] }, compute),
    ]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await cache.wrap('count', { brands: ['b'] }, compute)).toBe(2);
  });

  it('forgets a failed computation and computes every time when turned off', async () => {
    const cache = createSearchCache({ count: 60 });
    await expect(cache.wrap('count', {}, () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(cache.wrap('count', {}, async () => 3)).resolves.toBe(3);
    const off = createSearchCache({ count: 0 });
    let runs = 0;
    await off.wrap('count', {}, async () => ++runs);
    await off.wrap('count', {}, async () => ++runs);
    expect(runs).toBe(2);
  });

  it('drops one kind on demand and keeps the others', async () => {
    const cache = createSearchCache({ page: 5, count: 60 });
    let pages = 0;
    let counts = 0;
    await cache.wrap('page', { brands: ['a'] }, async () => ++pages);
    await cache.wrap('count', { brands: ['a'] }, async () => ++counts);
    cache.clear('page');
    await cache.wrap('page', { brands: ['a'] }, async () => ++pages);
    await cache.wrap('count', { brands: ['a'] }, async () => ++counts);
    expect([pages, counts]).toEqual([2, 1]);
  });
});
