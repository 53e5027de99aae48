import { formatNumber, NBSP, NNBSP, normalizeSpaces } from './number';

describe('formatNumber', () => {
  it('groups thousands with a (narrow) no-break space', () => {
    expect(normalizeSpaces(formatNumber(1200))).toBe('1 200');
    expect(formatNumber(1200)).not.toContain(' ');
    expect(normalizeSpaces(formatNumber(1234567))).toBe('1 234 567');
  });

  it('keeps whole numbers without decimals and others with two', () => {
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(149.9)).toBe('149,90');
    expect(formatNumber(3.14159, 1)).toBe('3,1');
  });

  it('returns an empty string for non-finite values', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Infinity)).toBe('');
  });
});

describe('normalizeSpaces', () => {
  it('turns U+00A0 and U+202F into plain spaces', () => {
    expect(normalizeSpaces('12\u202F990\u00A0€')).toBe('12 990 €');
  });
});

/** Runs `body` while Intl separates thousands with `space` instead (another ICU: an older Safari, Node). */
function withIntlSpace<T>(space: string, body: () => T): T {
  const realGet = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!.get!;
  const spy = jest
    .spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get')
    .mockImplementation(function (this: Intl.NumberFormat) {
      const real = realGet.call(this) as (value: number) => string;
      return (value: number) => real(value).replace(/[\u00A0\u202F]/g, space);
    });
  try {
    return body();
  } finally {
    spy.mockRestore();
  }
}

describe('the same output whatever the ICU (server rendering = first render)', () => {
  it.each(['\u00A0', '\u202F', '\u2009', ' '])('groups thousands with U+202F when Intl uses %j', (space) => {
    withIntlSpace(space, () => {
      expect(new Intl.NumberFormat('fr-FR').format(1234)).toBe(`1${space}234`);
      expect(formatNumber(1234567)).toBe(`1${NNBSP}234${NNBSP}567`);
      expect(formatNumber(12345.5)).toBe(`12${NNBSP}345,50`);
      expect(formatNumber(1234.56, 1)).toBe(`1${NNBSP}234,6`);
    });
  });

  it('exports the two chosen characters', () => {
    expect([NNBSP, NBSP]).toEqual(['\u202F', '\u00A0']);
  });
});
