import { safeRedirect } from './safe-redirect';

const go = (target: string | null) => safeRedirect(target);

describe('safeRedirect', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(go('/achat/vehicule/renault-clio/12?rappel=1#devis')).toBe('/achat/vehicule/renault-clio/12?rappel=1#devis');
    expect(go('/mon-compte/mes-favoris')).toBe('/mon-compte/mes-favoris');
  });

  it.each([
    // A tab inside the path: URLSearchParams decodes %09, the URL parser then drops it → //evil.com.
    ['/\t/evil.com'],
    ['/%09/evil.com'.replace('%09', '\t')],
    ['/\n/evil.com'],
    ['//evil.com'],
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['https://evil.com/achat'],
    ['javascript:alert(1)'],
    ['evil.com'],
    [''],
    [null],
  ])('refuses %j (another origin or not a path)', (target) => {
    expect(go(target)).toBe('/mon-compte');
  });

  it('does not send the visitor back to the sign-in page', () => {
    expect(go('/connexion?redirect=/mon-compte')).toBe('/mon-compte');
    expect(go('/connexion/lien')).toBe('/mon-compte');
  });

  it('reads ?redirect= the way the page does (decoded by URLSearchParams)', () => {
    const params = new URLSearchParams('redirect=/%09/evil.com');
    expect(params.get('redirect')).toBe('/\t/evil.com');
    expect(go(params.get('redirect'))).toBe('/mon-compte');
  });
});
