import { pageIndexing } from './listing-robots';

const SITE = 'https://www.exemple.fr';
const at = (address: string) => pageIndexing(new URL(address, SITE), SITE);

describe('canonical and robots of a page address', () => {
  it('a listing without query or with one filter value is indexed, with its own canonical', () => {
    expect(at('/achat')).toEqual({ canonical: `${SITE}/achat`, noindex: false });
    expect(at('/achat?energies=electrique')).toEqual({
      canonical: `${SITE}/achat?energies=electrique`,
      noindex: false,
    });
    expect(at('/achat-par-marque/renault?utm_source=presse')).toEqual({
      canonical: `${SITE}/achat-par-marque/renault`,
      noindex: false,
    });
  });

  it('sorted, paged, multi-filter or multi-value listings: noindex,follow, canonical without the query', () => {
    for (const address of [
      '/achat?sort=price_asc',
      '/achat?page=2',
      '/achat?energies=electrique&price_max=20000',
      '/achat?brands=renault,peugeot',
    ]) {
      expect(at(address)).toEqual({ canonical: `${SITE}/achat`, noindex: true });
    }
  });

  it('another page keeps its path as canonical whatever its query, and stays indexable', () => {
    expect(at('/achat/vehicule/seat-arona/434?booking=1')).toEqual({
      canonical: `${SITE}/achat/vehicule/seat-arona/434`,
      noindex: false,
    });
    expect(at('/a-propos/faq?x=1&y=2')).toEqual({ canonical: `${SITE}/a-propos/faq`, noindex: false });
  });
});
