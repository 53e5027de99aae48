import { RETURN_PATH_MAX, safeReturnPath } from './return-path';

const HOME = { fallback: '/' };
const back = (raw: unknown) => safeReturnPath(raw, HOME);

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/achat?energies=electrique', '/achat?energies=electrique'],
    ['/achat/vehicule/renault-clio/12?rappel=1#devis', '/achat/vehicule/renault-clio/12?rappel=1#devis'],
    ['/a-propos/faq', '/a-propos/faq'],
    // Kept on the site, percent-encoded as a browser would: plain ASCII, safe in a Location header.
    ['/。/x', '/%E3%80%82/x'],
    ['/achat?q=épée', '/achat?q=%C3%A9p%C3%A9e'],
    ['/achat#été', '/achat#%C3%A9t%C3%A9'],
    ['/a b', '/a%20b'],
    ['/a/../mon-compte', '/mon-compte'],
    ['/achat?q=a%2Fb', '/achat?q=a%2Fb'],
  ])('keeps %j as %j', (raw, kept) => {
    expect(back(raw)).toBe(kept);
    expect(back(raw)).toMatch(/^\/[\x21-\x7e]*$/);
  });

  // One table of hostile values: each is refused (the fallback), never repaired.
  it.each([
    // Control characters the URL parser drops: a prefix check sees a path, the browser another site.
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\r\nSet-Cookie: x=1'],
    ['/\u0000/evil.example'],
    ['/\u007f/evil.example'],
    ['/\u0085/evil.example'],
    ['/\u009b/evil.example'],
    ['/achat\t'],
    // Another origin, or no path.
    ['//evil.example'],
    ['//evil.example/achat'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['/achat?x=\\'],
    ['https://evil.example/achat'],
    ['HTTPS://evil.example'],
    ['http:/evil.example'],
    ['//site.invalid@evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,x'],
    ['evil.example'],
    ['achat'],
    ['?x=1'],
    ['#x'],
    [' /achat'],
    [''],
    // Encoded slashes and backslashes: a server that decodes once would read //evil.example.
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/%5Cevil.example'],
    ['/%5c%5cevil.example'],
    ['/achat/%2F'],
    // Not a string.
    [null],
    [undefined],
    [42],
    [['/achat']],
    [{ toString: () => '/achat' }],
  ])('refuses %j', (raw) => {
    expect(back(raw)).toBe('/');
  });

  it(`refuses a value longer than ${RETURN_PATH_MAX} characters, or longer once percent-encoded`, () => {
    expect(back(`/${'a'.repeat(RETURN_PATH_MAX - 1)}`)).toBe(`/${'a'.repeat(RETURN_PATH_MAX - 1)}`);
    expect(back(`/${'a'.repeat(RETURN_PATH_MAX)}`)).toBe('/');
    expect(back(`/${'é'.repeat(RETURN_PATH_MAX / 4)}`)).toBe('/');
  });

  it('keeps a caller’s own rules: a prefix to stay within, pages never gone back to', () => {
    const staff = {
      fallback: '/espace-conseiller/demandes',
      within: '/espace-conseiller/',
      refuse: ['/espace-conseiller/connexion'],
    };
    expect(safeReturnPath('/espace-conseiller/demandes/12?x=1', staff)).toBe('/espace-conseiller/demandes/12?x=1');
    for (const raw of [
      '/espace-conseiller',
      '/espace-conseillerX',
      '/mon-compte',
      '/espace-conseiller/../mon-compte',
      '/espace-conseiller/%2e%2e/mon-compte',
      '/espace-conseiller/connexion',
      '/espace-conseiller/connexion/',
      '/espace-conseiller/connexion?retour=/x',
      '/espace-conseiller/Connexion',
    ]) {
      expect(safeReturnPath(raw, staff)).toBe('/espace-conseiller/demandes');
    }
    const account = { fallback: '/mon-compte', refuse: ['/connexion'] };
    expect(safeReturnPath('/connexion/lien', account)).toBe('/mon-compte');
    expect(safeReturnPath('/CONNEXION', account)).toBe('/mon-compte');
    expect(safeReturnPath('/connexions-utiles', account)).toBe('/connexions-utiles');
  });
});
