/**
 * The .ics file of an appointment (RFC 5545, `ics` library): the event in UTC, with its place.
 * One UID per appointment for its whole life; each staff change (moved, cancelled) sends it again
 * with SEQUENCE one higher (METHOD:REQUEST, or METHOD:CANCEL and STATUS:CANCELLED), so the
 * visitor's calendar updates or removes its copy instead of adding another (RFC 5546).
 */
import { createEvent } from 'ics';

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /** 0 at booking, +1 at each staff change. */
  sequence?: number;
  cancelled?: boolean;
}

/** The Content-Type of the attachment, with the method the file says. */
export const calendarContentType = (event: Pick<CalendarEvent, 'sequence' | 'cancelled'>) =>
  `text/calendar; charset=utf-8; method=${event.cancelled ? 'CANCEL' : event.sequence ? 'REQUEST' : 'PUBLISH'}`;

const utcParts = (d: Date): [number, number, number, number, number] => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

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
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: event.sequence ?? 0,
    method: event.cancelled ? 'CANCEL' : event.sequence ? 'REQUEST' : 'PUBLISH',
    productId: 'glinche-automobiles/rendez-vous',
  });
  if (error || !value) throw error ?? new Error('Fichier agenda non créé');
  return value;
}
