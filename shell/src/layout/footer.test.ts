import { parisYear } from './footer';

describe('parisYear', () => {
  it('is the year in Paris (UTC+1 around New Year), whatever the machine’s time zone', () => {
    expect(parisYear(Date.parse('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(parisYear(Date.parse('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(parisYear(Date.parse('2027-07-14T12:00:00Z'))).toBe(2027);
  });

  it('agrees with Intl in Europe/Paris through a whole year', () => {
    const paris = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' });
    for (let t = Date.parse('2026-12-30T00:00:00Z'); t < Date.parse('2027-01-02T00:00:00Z'); t += 15 * 60 * 1000) {
      expect(parisYear(t)).toBe(Number(paris.format(t)));
    }
  });
});
