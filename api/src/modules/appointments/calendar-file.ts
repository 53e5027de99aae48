/**
 * The .ics file of an appointment (RFC 5545, `ics` library): the event in UTC, with its place.
 */
import { createEvent } from 'ics';

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
}

const utcParts = (d: Date): [number, number, number, number, number] => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];

export function calendarFile(event: CalendarEvent): string {
  const { error, value } = createEvent({
    uid: event.uid,
    title: event.title,
    description: event.description,
    location: event.location,
    start: utcParts(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    productId: 'glinche-automobiles/rendez-vous',
  });
  if (error || !value) throw error ?? new Error('Fichier agenda non créé');
  return value;
}
