import { searchMiddleware } from './search-middleware';

const run = (url: string) => {
  try {
    searchMiddleware({ request: new Request(url), params: {}, context: {} as never, unstable_pattern: '' } as never, (() => undefined) as never);
    return null;
  } catch (response) {
    return (response as Response).headers.get('Location');
  }
};

describe('search middleware', () => {
  it('lets a clean search through', () => {
    expect(run('http://site/achat?brands=renault&sort=price_asc')).toBeNull();
    expect(run('http://site/achat')).toBeNull();
  });

  it('redirects to the clean URL of the same search', () => {
    expect(run('http://site/achat?sort=inconnu&brands=renault&utm=x')).toBe('/achat?brands=renault');
    expect(run('http://site/achat?page=1')).toBe('/achat');
  });

  it('keeps campaign parameters', () => {
    expect(run('http://site/achat?brands=renault&utm_source=newsletter')).toBeNull();
    expect(run('http://site/achat?x=1&utm_source=newsletter')).toBe('/achat?utm_source=newsletter');
  });
});
