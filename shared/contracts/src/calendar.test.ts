import { isClosedDay, nextOpenDay, publicHolidayName } from './calendar';

describe('calendar of the dealership', () => {
  it('knows the French public holidays, fixed and moving', () => {
    expect(publicHolidayName('2026-12-25')).toBe('Noël');
    expect(publicHolidayName('2027-01-01')).toBe('Jour de l’an');
    expect(publicHolidayName('2027-03-29')).toBe('Lundi de Pâques');
    expect(publicHolidayName('2027-05-06')).toBe('Ascension');
    expect(publicHolidayName('2026-11-11')).toBe('Armistice');
    expect(publicHolidayName('2026-11-23')).toBeNull();
    // Alsace-Moselle days are not ours.
    expect(publicHolidayName('2026-12-26')).toBeNull();
  });
  it('is closed on Sundays and public holidays, and finds the next open day', () => {
    expect(isClosedDay('2026-11-22')).toBe(true); // Sunday
    expect(isClosedDay('2026-12-25')).toBe(true);
    expect(isClosedDay('2026-11-23')).toBe(false);
    expect(nextOpenDay('2026-11-22')).toBe('2026-11-23');
    expect(nextOpenDay('2026-12-25')).toBe('2026-12-26');
    expect(nextOpenDay('2027-05-01')).toBe('2027-05-03'); // Saturday 1 May, then Sunday
  });
});
