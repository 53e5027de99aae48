import { campaignDates } from './campaign-dates';

describe('campaignDates', () => {
  it('writes the period the French way', () => {
    expect(campaignDates({ starts_on: '2026-12-04', ends_on: '2026-12-04' })).toBe('Le 4 décembre 2026');
    expect(campaignDates({ starts_on: '2026-12-03', ends_on: '2026-12-05' })).toBe('Du 3 au 5 décembre 2026');
    expect(campaignDates({ starts_on: '2026-12-01', ends_on: '2026-12-05' })).toBe('Du 1er au 5 décembre 2026');
    expect(campaignDates({ starts_on: '2026-11-20', ends_on: '2026-12-31' })).toBe(
      'Du 20 novembre au 31 décembre 2026',
    );
    expect(campaignDates({ starts_on: '2026-11-28', ends_on: '2027-01-03' })).toBe(
      'Du 28 novembre 2026 au 3 janvier 2027',
    );
    expect(campaignDates({ starts_on: '2026-12-15', ends_on: '2027-01-01' })).toBe(
      'Du 15 décembre 2026 au 1er janvier 2027',
    );
  });
});
