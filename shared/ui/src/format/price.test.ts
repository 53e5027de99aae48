import { normalizeSpaces as n } from './number';
import { deliveryPriceLabel, formatCents, formatEuros, formatMonthly, formatPrice, formatPriceHT } from './price';

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

describe('prices are the same string in Node and in every browser', () => {
  const exact = {
    price: '12\u202F990\u00A0€\u00A0TTC',
    cents: '12\u202F345,67\u00A0€',
    monthly: '1\u202F049\u00A0€/mois',
  };

  it('groups thousands with U+202F and puts U+00A0 before the unit', () => {
    expect({ price: formatPrice(12990), cents: formatCents(1234567), monthly: formatMonthly(1049) }).toEqual(exact);
  });

  it.each(['\u00A0', '\u2009'])('gives the same when Intl separates thousands with %j (another ICU)', (space) => {
    const realGet = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!.get!;
    const spy = jest
      .spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get')
      .mockImplementation(function (this: Intl.NumberFormat) {
        const real = realGet.call(this) as (value: number) => string;
        return (value: number) => real(value).replace(/\u202F/g, space);
      });
    try {
      expect(new Intl.NumberFormat('fr-FR').format(1234)).toBe(`1${space}234`);
      expect({ price: formatPrice(12990), cents: formatCents(1234567), monthly: formatMonthly(1049) }).toEqual(exact);
    } finally {
      spy.mockRestore();
    }
  });
});
