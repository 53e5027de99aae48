import { referencePrice, shownPriceDrop } from './reference-price';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);

describe('referencePrice (L112-1-1: lowest of the 30 days before the drop)', () => {
  it('is the price in effect for the whole window', () => {
    expect(referencePrice([{ price: 20_000, starts_at: day(-100) }], day(0))).toBe(20_000);
  });

  it('takes the lowest of the window, the price in effect when it opened included', () => {
    const history = [
      { price: 21_000, starts_at: day(-60) },
      { price: 19_500, starts_at: day(-20) }, // a short promotion inside the window
      { price: 22_000, starts_at: day(-10) }, // raised again before the « drop »
    ];
    expect(referencePrice(history, day(0))).toBe(19_500);
  });

  it('forgets prices that ended before the window opened', () => {
    const history = [
      { price: 15_000, starts_at: day(-90) },
      { price: 21_000, starts_at: day(-45) },
    ];
    expect(referencePrice(history, day(0))).toBe(21_000);
  });

  it('ignores prices set at or after the drop, and is null without a history', () => {
    expect(referencePrice([{ price: 18_000, starts_at: day(0) }], day(0))).toBeNull();
    expect(referencePrice([], day(0))).toBeNull();
  });
});

describe('shownPriceDrop', () => {
  it('shows a drop below its reference for 14 days', () => {
    expect(shownPriceDrop(18_000, 20_000, day(0), day(3))).toEqual({ reference_price: 20_000, dropped_at: day(0) });
    expect(shownPriceDrop(18_000, 20_000, day(0), day(14))).not.toBeNull();
    expect(shownPriceDrop(18_000, 20_000, day(0), day(15))).toBeNull();
  });

  it('shows nothing when the price is not below the reference (a rise after a promotion)', () => {
    expect(shownPriceDrop(20_000, 20_000, day(0), day(1))).toBeNull();
    expect(shownPriceDrop(21_000, 20_000, day(0), day(1))).toBeNull();
    expect(shownPriceDrop(18_000, null, null, day(1))).toBeNull();
  });
});
