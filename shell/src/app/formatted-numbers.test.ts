import { formatNumber, formatPrice } from '@ga/ui';
import { showsFormattedNumbers } from './formatted-numbers';

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

test('a price or a grouped number, as the shared formatter writes them, is found', () => {
  expect(showsFormattedNumbers(page(`<p>À partir de ${formatPrice(12990)}</p>`))).toBe(true);
  expect(showsFormattedNumbers(page(`<h1>${formatNumber(1234)} véhicules</h1>`))).toBe(true);
});

test('a page of text, with years and small numbers, is not', () => {
  expect(
    showsFormattedNumbers(
      page('<h1>Questions fréquentes</h1><p>Depuis 1966, livraison en 14 jours, 3 ans de garantie.</p>'),
    ),
  ).toBe(false);
});
