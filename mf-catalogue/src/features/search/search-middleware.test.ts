import { searchMiddleware } from './search-middleware';

const run = async (url: string) => {
  try {
    await searchMiddleware(
      { request: new Request(url), params: {}, context: {} as never, unstable_pattern: '' } as never,
      (() => undefined) as never,
    );
    return null;
  } catch (response) {
    return (response as Response).headers.get('Location');
  }
};

describe('search middleware', () => {
  it('lets a clean search through', async () => {
    expect(await run('http://site/achat?brands=renault&sort=price_asc')).toBeNull();
    expect(await run('http://site/achat')).toBeNull();
  });

  it('redirects to the clean URL of the same search', async () => {
    expect(await run('http://site/achat?sort=inconnu&brands=renault&utm=x')).toBe('/achat?brands=renault');
    expect(await run('http://site/achat?page=1')).toBe('/achat');
  });

  it('turns a filter form sent without JavaScript into the clean URL', async () => {
    expect(
      await run(
        'http://site/achat?energies=electrique&energies=hybride&price_max=20000&mileage_max=&year_min=&sort=newest',
      ),
    ).toBe('/achat?energies=electrique,hybride&price_max=20000&sort=newest');
  });

  it('keeps campaign parameters', async () => {
    expect(await run('http://site/achat?brands=renault&utm_source=newsletter')).toBeNull();
    expect(await run('http://site/achat?x=1&utm_source=newsletter')).toBe('/achat?utm_source=newsletter');
  });
});
