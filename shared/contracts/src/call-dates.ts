import { CALL_MAX_LEAD_DAYS, CALL_SLOTS, CALL_SLOT_END_HOURS, type CallSlot } from './call-slots';
import { addIsoDays, isClosedDay } from './calendar';

/** Date and hour in Paris of an instant: the dealership's clock, whatever the visitor's. */
export function parisNow(now = new Date()): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** Slots still open on `date` (all of them on a later day). */
export function openSlots(date: string, now = new Date()): CallSlot[] {
  const paris = parisNow(now);
  if (date !== paris.date) return [...CALL_SLOTS];
  return CALL_SLOTS.filter((slot) => paris.hour < CALL_SLOT_END_HOURS[slot]);
}

/**
 * The call-back form's date window (the API checks it again): today to today + CALL_MAX_LEAD_DAYS,
 * Paris time; the default is the first open day (no Sunday, no public holiday) with a slot left.
 */
export function callDateWindow(now = new Date()) {
  const today = parisNow(now).date;
  let first = today;
  while (isClosedDay(first) || openSlots(first, now).length === 0) first = addIsoDays(first, 1);
  return { min: today, max: addIsoDays(today, CALL_MAX_LEAD_DAYS), first };
}
