import { BOOKING_MAX_LEAD_DAYS, BOOKING_MIN_LEAD_DAYS } from './bookings';
import { bookingDateWindow, parisToday } from './booking-dates';

describe('booking date window, days counted in Paris', () => {
  it.each([
    // Winter (UTC+1): 23:30 UTC is already the next day in Paris.
    ['2026-03-10T22:59:00Z', '2026-03-10'],
    ['2026-03-10T23:30:00Z', '2026-03-11'],
    // Summer (UTC+2): 22:30 UTC is already the next day in Paris.
    ['2026-07-10T21:59:00Z', '2026-07-10'],
    ['2026-07-10T22:30:00Z', '2026-07-11'],
    // New Year's Eve, half an hour after midnight in Paris.
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('at %s it is %s in Paris', (instant, day) => {
    expect(parisToday(new Date(instant))).toBe(day);
  });

  it('late in the evening in Paris the window starts from the Paris day, not the UTC one', () => {
    // 00:30 in Paris on 11 March, still 10 March in UTC.
    const window = bookingDateWindow(0, new Date('2026-03-10T23:30:00Z'));
    expect(BOOKING_MIN_LEAD_DAYS).toBe(2);
    expect(window.min).toBe('2026-03-13');
    expect(window.max).toBe(new Date(Date.UTC(2026, 2, 11 + BOOKING_MAX_LEAD_DAYS)).toISOString().slice(0, 10));
  });

  it('a delivery lead time longer than the minimum moves the first date', () => {
    expect(bookingDateWindow(11, new Date('2026-07-10T22:30:00Z')).min).toBe('2026-07-22');
    expect(bookingDateWindow(null, new Date('2026-07-10T12:00:00Z')).min).toBe('2026-07-12');
  });
});
