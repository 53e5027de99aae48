import { callDateWindow, openSlots, parisNow } from './call-dates';

describe('call-back dates (Paris time)', () => {
  it('reads the Paris date and hour of an instant', () => {
    expect(parisNow(new Date('2026-11-23T22:30:00Z'))).toEqual({ date: '2026-11-23', hour: 23 });
    expect(parisNow(new Date('2026-11-23T23:30:00Z'))).toEqual({ date: '2026-11-24', hour: 0 });
  });
  it('keeps only the slots of today that are not over', () => {
    const monday3pm = new Date('2026-11-23T14:00:00Z'); // 15 h in Paris
    expect(openSlots('2026-11-23', monday3pm)).toEqual(['apres-midi', 'soir']);
    expect(openSlots('2026-11-24', monday3pm)).toEqual(['matin', 'midi', 'apres-midi', 'soir']);
  });
  it('defaults to the next day with an open slot, never a Sunday', () => {
    expect(callDateWindow(new Date('2026-11-23T08:00:00Z'))).toEqual({
      min: '2026-11-23',
      max: '2026-12-07',
      first: '2026-11-23',
    });
    // Saturday 20 h: Sunday is closed, Monday is the first day.
    expect(callDateWindow(new Date('2026-11-28T19:00:00Z')).first).toBe('2026-11-30');
    // Thursday 24 December, 20 h: Christmas is closed, Saturday 26 is the first day.
    expect(callDateWindow(new Date('2026-12-24T19:00:00Z')).first).toBe('2026-12-26');
  });
});
