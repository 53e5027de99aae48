import { normalizeSpaces as n } from './number';
import { deliveryPriceLabel, formatEuros, formatMonthly, formatPrice, formatPriceHT } from './price';

describe('price formatting', () => {
  it('formatPrice → "12 990 € TTC"', () => {
    expect(n(formatPrice(12990))).toBe('12 990 € TTC');
    expect(n(formatPrice(990))).toBe('990 € TTC');
  });

  it('never breaks a line inside a price', () => {
    expect(formatPrice(12990)).not.toMatch(/ /);
  });

  it('formatPriceHT → "… € HT"', () => {
    expect(n(formatPriceHT(10825))).toBe('10 825 € HT');
  });

  it('formatEuros has no tax suffix', () => {
    expect(n(formatEuros(12990))).toBe('12 990 €');
    expect(n(formatEuros(0))).toBe('0 €');
  });

  it('shows cents only when there are some', () => {
    expect(n(formatEuros(149.9))).toBe('149,90 €');
  });

  it('formatMonthly → "249 €/mois"', () => {
    expect(n(formatMonthly(249))).toBe('249 €/mois');
    expect(n(formatMonthly(1049))).toBe('1 049 €/mois');
  });
});

describe('deliveryPriceLabel (docs/spec-notes.md §9)', () => {
  it('null (on quote) → SUR DEVIS', () => {
    expect(deliveryPriceLabel(null)).toBe('SUR DEVIS');
    expect(deliveryPriceLabel(undefined)).toBe('SUR DEVIS');
  });

  it('0 → GRATUIT', () => {
    expect(deliveryPriceLabel(0)).toBe('GRATUIT');
  });

  it('otherwise the price followed by € TTC', () => {
    expect(n(deliveryPriceLabel(290))).toBe('290 € TTC');
    expect(n(deliveryPriceLabel(1290))).toBe('1 290 € TTC');
  });
});
