import { FAQ_CATEGORIES } from './content';
import { searchFaq } from './components/faq-search';

describe('the FAQ', () => {
  it('has the seven themes of docs/spec-notes.md §2, each question with a unique anchor and an answer', () => {
    expect(FAQ_CATEGORIES.map((c) => c.slug).sort()).toEqual([
      'acheter-une-voiture',
      'en-savoir-plus',
      'financer',
      'les-vehicules',
      'livraison-a-domicile',
      'livraison-en-centre',
      'vendre-ma-voiture',
    ]);
    for (const category of FAQ_CATEGORIES) {
      const ids = category.items.map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(category.items.length).toBeGreaterThanOrEqual(4);
      for (const item of category.items) {
        expect(item.id).toMatch(/^[a-z0-9-]+$/);
        expect(item.question.endsWith('?')).toBe(true);
        expect(item.answer.join('').length).toBeGreaterThan(60);
      }
      expect(category.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('finds questions by their words, with or without accents, across themes', () => {
    const hits = searchFaq(FAQ_CATEGORIES, 'retractation');
    expect(hits.map((h) => `${h.category.slug}#${h.item.id}`)).toEqual(
      expect.arrayContaining(['livraison-a-domicile#retractation']),
    );
    expect(searchFaq(FAQ_CATEGORIES, 'carte grise reprise').length).toBeGreaterThan(0);
    expect(searchFaq(FAQ_CATEGORIES, 'x')).toEqual([]);
    expect(searchFaq(FAQ_CATEGORIES, 'zzzz inexistant')).toEqual([]);
  });
});
