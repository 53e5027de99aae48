/**
 * Free slots from the stored opening hours (Paris time), the French calendar and the taken ones.
 */
import { TZDate } from '@date-fns/tz';
import { addIsoDays, isClosedDay, type AppointmentDay, type AppointmentKind } from '@ga/contracts';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import { blocksOverlapping } from './agenda-queries';
import { appointmentDb } from './tables';

export const TIME_ZONE = 'Europe/Paris';

/** The instant of a Paris date and time (« 2026-03-29 », « 09:30 »), across summer-time changes. */
export function parisInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, TIME_ZONE).getTime());
}

/** « 09:30 » for an instant, Paris time. */
export const parisTime = (instant: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

/** ISO weekday 1 (Monday) to 7 of a date. */
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

export interface SlotTemplate {
  date: string;
  starts_at: Date;
  ends_at: Date;
}

/** Every slot the hours give between two Paris dates (closed days left out), past ones included. */
export async function slotTemplates(
  db: Db | Tx,
  placeId: number,
  kind: AppointmentKind,
  from: string,
  to: string,
): Promise<SlotTemplate[]> {
  const hours = await appointmentDb(db)
    .selectFrom('appointment_hours')
    .selectAll()
    .where('place_id', '=', placeId)
    .where('kind', '=', kind)
    .execute();
  const out: SlotTemplate[] = [];
  for (let date = from; date <= to; date = addIsoDays(date, 1)) {
    if (isClosedDay(date)) continue;
    for (const h of hours
      .filter((row) => row.weekday === weekday(date))
      .sort((a, b) => a.opens.localeCompare(b.opens))) {
      for (let t = minutes(h.opens); t + h.slot_minutes <= minutes(h.closes); t += h.slot_minutes) {
        out.push({
          date,
          starts_at: parisInstant(date, hhmm(t)),
          ends_at: parisInstant(date, hhmm(t + h.slot_minutes)),
        });
      }
    }
  }
  return out;
}

/** Instants of the slots held (pending and not expired, or confirmed) for a kind and resource. */
export async function takenInstants(
  db: Db | Tx,
  placeId: number,
  kind: AppointmentKind,
  resource: string,
  from: Date,
  to: Date,
): Promise<Set<number>> {
  const rows = await appointmentDb(db)
    .selectFrom('appointments')
    .select('starts_at')
    .where('place_id', '=', placeId)
    .where('kind', '=', kind)
    .where('resource', '=', resource)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'confirme'),
        eb.and([eb('status', '=', 'en_attente'), eb('confirm_expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => new Date(r.starts_at).getTime()));
}

/** The slots that overlap no block of the place (for their kind or for every kind: agenda-queries.ts). */
export async function outsideBlocks<T extends { starts_at: Date; ends_at: Date }>(
  db: Db | Tx,
  placeId: number,
  kind: AppointmentKind,
  slots: T[],
): Promise<T[]> {
  if (!slots.length) return slots;
  const blocks = await blocksOverlapping(db, { placeId, kind, from: slots[0]!.starts_at, to: slots.at(-1)!.ends_at });
  if (!blocks.length) return slots;
  return slots.filter((s) => !blocks.some((b) => b.starts_at < s.ends_at && b.ends_at > s.starts_at));
}

/** The free slots, day by day (days without any left out): not taken, not blocked, an hour ahead at least. */
export async function freeSlots(
  db: Db,
  placeId: number,
  kind: AppointmentKind,
  resource: string,
  from: string,
  to: string,
  now = new Date(),
): Promise<AppointmentDay[]> {
  const ahead = (await slotTemplates(db, placeId, kind, from, to)).filter(
    (s) => s.starts_at.getTime() > now.getTime() + 60 * 60_000,
  );
  const templates = await outsideBlocks(db, placeId, kind, ahead);
  if (!templates.length) return [];
  const taken = await takenInstants(
    db,
    placeId,
    kind,
    resource,
    templates[0]!.starts_at,
    new Date(templates.at(-1)!.starts_at.getTime() + 1),
  );
  const days = new Map<string, AppointmentDay>();
  for (const s of templates) {
    if (taken.has(s.starts_at.getTime())) continue;
    const day = days.get(s.date) ?? { date: s.date, slots: [] };
    day.slots.push({ starts_at: s.starts_at.toISOString(), time: parisTime(s.starts_at) });
    days.set(s.date, day);
  }
  return [...days.values()];
}
