import { ownerOf } from './route-owners';

describe('ownerOf', () => {
  it.each([
    ['/achat', 'mf-catalogue'],
    ['/achat/occasion/renault/clio', 'mf-catalogue'],
    ['/achat-par-energie/electrique', 'mf-catalogue'],
    ['/achat-utilitaire/le-mans', 'mf-catalogue'],
    ['/financement/leasing-voitures/peugeot', 'mf-catalogue'],
    ['/evenement/portes-ouvertes', 'mf-catalogue'],
    ['/promotion/soldes', 'mf-catalogue'],
    ['/connexion', 'mf-account'],
    ['/mon-compte/mes-devis', 'mf-account'],
    ['/mot-de-passe-oublie/reinitialisation', 'mf-account'],
    ['/reprise-voiture/demande-envoyee', 'mf-tradein'],
    ['/devis-reprise/12', 'mf-tradein'],
    ['/financement', 'mf-content'],
    ['/financement/loa', 'mf-content'],
    ['/a-propos/faq/financer', 'mf-content'],
    ['/gamme-tesla/model-3/Formulaire', 'mf-content'],
    ['/formulaire/essai', 'mf-content'],
    ['/politique-utilisation-cookies', 'mf-content'],
    ['/services/livraison-domicile/bretagne', 'mf-content'],
  ])('%s → %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('most specific prefix wins and prefixes match whole segments', () => {
    expect(ownerOf('/financement/leasing-utilitaires')).toBe('mf-catalogue');
    expect(ownerOf('/financement/credit-bail-voiture-professionnel')).toBe('mf-content');
    expect(ownerOf('/achats')).toBeUndefined();
    expect(ownerOf('/connexion-pro')).toBeUndefined();
  });

  it('leaves the shell’s own and unknown paths alone', () => {
    expect(ownerOf('/')).toBeUndefined();
    expect(ownerOf('/nimporte-quoi')).toBeUndefined();
  });

  it('ignores a trailing slash', () => {
    expect(ownerOf('/connexion/')).toBe('mf-account');
  });
});
