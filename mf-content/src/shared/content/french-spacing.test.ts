import { frenchSpacing } from './french-spacing';

it('keeps punctuation with its word', () => {
  expect(frenchSpacing('Une question ? Écrivez-nous : « vite » ; merci !')).toBe(
    'Une question\u202F? Écrivez-nous\u00A0: «\u00A0vite\u00A0»\u202F; merci\u202F!',
  );
  expect(frenchSpacing('https://exemple.fr')).toBe('https://exemple.fr');
});
