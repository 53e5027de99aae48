import { formatMileage } from './mileage';
import { normalizeSpaces as n } from './number';

describe('formatMileage', () => {
  it('formats kilometres the French way', () => {
    expect(n(formatMileage(45000))).toBe('45 000 km');
    expect(n(formatMileage(0))).toBe('0 km');
    expect(n(formatMileage(123456))).toBe('123 456 km');
  });

  it('rounds to whole kilometres', () => {
    expect(n(formatMileage(12.6))).toBe('13 km');
  });
});
