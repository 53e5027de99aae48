import { safeReturn } from './safe-return';

describe('safeReturn', () => {
  it('goes back to a page of the staff area', () => {
    expect(safeReturn('/espace-conseiller/demandes/12?x=1')).toBe('/espace-conseiller/demandes/12?x=1');
  });
  it.each([
    null,
    '',
    '/mon-compte',
    '//evil.example/espace-conseiller/',
    'https://evil.example',
    '/espace-conseiller/connexion',
    '/espace-conseiller/\\evil',
    '/espace-conseillerX',
  ])('sends %p to the inbox instead', (target) => expect(safeReturn(target)).toBe('/espace-conseiller/demandes'));
});
