import { formatNumber, normalizeSpaces } from './number';

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
