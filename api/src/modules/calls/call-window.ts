/**
 * When a call-back can be asked for: from today to today + CALL_MAX_LEAD_DAYS (Paris days), never
 * a Sunday (checked by the contract's schema), and for today only a slot that is not over yet
 * (Paris time). Errors per field, all at once.
 */
import {
  CALL_MAX_LEAD_DAYS,
  CALL_MESSAGES,
  CALL_SLOT_END_HOURS,
  type CallSlot,
  type FieldErrors,
  addIsoDays,
  parisToday,
} from '@ga/contracts';
import { frenchDate } from '../bookings/booking-dates';

const parisHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' });

export function callWindowErrors(preferredDate: string, slot: CallSlot, now: Date = new Date()): FieldErrors {
  const today = parisToday(now);
  const latest = addIsoDays(today, CALL_MAX_LEAD_DAYS);
  if (preferredDate < today) return { preferred_date: [CALL_MESSAGES.dateTooEarly] };
  if (preferredDate > latest)
    return { preferred_date: [CALL_MESSAGES.dateTooLate.replace('{date}', frenchDate(latest))] };
  if (preferredDate === today && Number(parisHour.format(now)) >= CALL_SLOT_END_HOURS[slot])
    return { slot: [CALL_MESSAGES.slotOver] };
  return {};
}
