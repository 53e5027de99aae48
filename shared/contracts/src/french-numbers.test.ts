import {
  formatFrenchNumber,
  normalizeNumberSpaces,
  NUMBER_GROUP_SPACE as G,
  NUMBER_UNIT_SPACE as U,
} from './french-numbers';

describe('normalizeNumberSpaces: one spacing whatever the ICU of the runtime', () => {
  // What Node's ICU, Chromium, Firefox or an older Safari may answer for 1234567,5 and 12 990 €.
  const variants = [
    '1\u202F234\u202F567,5',
    '1\u00A0234\u00A0567,5',
    '1\u2009234\u2009567,5',
    '1 234 567,5',
    '1\u202F234\u00A0567,5',
  ];

  it.each(variants)('groups thousands with U+202F (%j)', (intl) => {
    expect(normalizeNumberSpaces(intl)).toBe(`1${G}234${G}567,5`);
  });

  it('gives every variant the same string', () => {
    expect(new Set(variants.map(normalizeNumberSpaces)).size).toBe(1);
  });

  it('puts U+00A0 between a number and its unit, whichever space Intl used', () => {
    for (const intl of ['12\u202F990\u00A0€', '12\u00A0990\u202F€', '12\u2009990\u2009€'])
      expect(normalizeNumberSpaces(intl)).toBe(`12${G}990${U}€`);
    expect(normalizeNumberSpaces('50\u202F%')).toBe(`50${U}%`);
  });

  it('leaves plain spaces between words', () => {
    expect(normalizeNumberSpaces('sur 1\u00A0200 avis')).toBe(`sur 1${G}200 avis`);
  });
});

describe('formatFrenchNumber', () => {
  it('groups with U+202F and has a decimal comma', () => {
    expect(formatFrenchNumber(1234567)).toBe(`1${G}234${G}567`);
    expect(formatFrenchNumber(149.9)).toBe('149,90');
    expect(formatFrenchNumber(3.14159, 1)).toBe('3,1');
    expect(formatFrenchNumber(1999.6, 0)).toBe(`2${G}000`);
    expect(formatFrenchNumber(Number.NaN)).toBe('');
  });

  it('answers the same when the runtime groups with U+00A0 or U+2009 (another ICU)', () => {
    const here = formatFrenchNumber(1234567.5);
    expect(here).toBe(`1${G}234${G}567,50`);
    // Intl.NumberFormat.prototype.format is a getter of a bound function: wrap what it returns.
    const realGet = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!.get!;
    for (const other of ['\u00A0', '\u2009']) {
      const spy = jest
        .spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get')
        .mockImplementation(function (this: Intl.NumberFormat) {
          const real = realGet.call(this) as (value: number) => string;
          return (value: number) => real(value).replace(/\u202F/g, other);
        });
      try {
        expect(new Intl.NumberFormat('fr-FR').format(1234)).toBe(`1${other}234`);
        expect(formatFrenchNumber(1234567.5)).toBe(here);
      } finally {
        spy.mockRestore();
      }
    }
  });
});
