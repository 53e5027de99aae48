import { parseAmount } from './cost-inputs';

describe('parseAmount', () => {
  it('reads French numbers, with spaces and a decimal comma', () => {
    expect(parseAmount('13 000', 1000, 100_000, 0)).toBe(13_000);
    expect(parseAmount('13\u202F000', 1000, 100_000, 0)).toBe(13_000);
    expect(parseAmount('1,85', 0.5, 5, 3)).toBe(1.85);
    expect(parseAmount('0.25', 0.05, 1.5, 3)).toBe(0.25);
  });

  it('refuses what is not a number or out of range', () => {
    expect(parseAmount('', 1000, 100_000, 0)).toBeNull();
    expect(parseAmount('abc', 1000, 100_000, 0)).toBeNull();
    expect(parseAmount('-5', 0.5, 5, 3)).toBeNull();
    expect(parseAmount('500', 1000, 100_000, 0)).toBeNull();
    expect(parseAmount('1,2,3', 0.5, 5, 3)).toBeNull();
  });
});
