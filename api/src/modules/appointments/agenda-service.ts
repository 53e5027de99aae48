/**
 * The staff's agenda (docs/staff.md « Appointments »): a week of a place's appointments with its
 * closed periods; an appointment moved to another free slot of its kind or cancelled with a reason
 * (the visitor's e-mail carries the .ics with the same UID and SEQUENCE + 1); closed periods added
 * or removed by a responsable. And the visitor's side: their appointments in « Mon compte », which
 * they may cancel while to come. Every staff change writes its audit row on the request's inbox
 * record in its transaction.
 */
import {
  addIsoDays,
  AGENDA_MESSAGES as M,
  parisNow,
  type AgendaAppointment,
  type MyAppointment,
  type StaffAgendaQuery,
} from '@ga/contracts';
import type { z } from 'zod';
import type { appointmentBlockSchema } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/transaction';
import { ConflictError, notFound, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { audit, type RequestMeta } from '../staff/audit';
import { INBOX_RECORD, visible } from '../staff/inbox-service';
import { inboxRowOf } from '../staff/inbox-queries';
import type { StaffContext } from '../staff/staff-hook';
import {
  agendaAppointments,
  blocksOverlapping,
  deleteBlock,
  insertBlock,
  lockAppointment,
  lockUserAppointment,
  moveAppointment,
  staffCancelAppointment,
  userAppointments,
  visitorCancelAppointment,
  type AgendaRow,
} from './agenda-queries';
import { movedEmail, staffCancelledEmail, type AppointmentMail } from './emails';
import { listPlaces } from './queries';
import { cancelToken, frenchWhen, whatOf } from './service';
import { outsideBlocks, parisInstant, slotTemplates, TIME_ZONE } from './slots';

type BlockBody = z.output<typeof appointmentBlockSchema>;
const parisDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(d);
const holdsSlot = (r: Pick<AgendaRow, 'status' | 'confirm_expires_at'>, now: Date) =>
  r.status === 'confirme' || (r.status === 'en_attente' && r.confirm_expires_at !== null && r.confirm_expires_at > now);

/** Where an appointment takes place (its own place, whichever the agenda shows). */
const placeView = (place: { name: string; address: string } | undefined) =>
  place ? { name: place.name, address: place.address } : { name: '', address: '' };
async function placeOf(db: Db, placeId: number) {
  return placeView((await listPlaces(db)).find((p) => p.id === placeId));
}

/** The place asked for by its slug (422 when unknown), else the first one; with every place. */
async function chosenPlace(db: Db, slug: string | undefined) {
  const places = await listPlaces(db);
  const place = slug === undefined ? places[0] : places.find((p) => p.slug === slug);
  if (slug !== undefined && !place) throw ValidationError.field('place', M.place);
  return { place: place ?? null, places: places.map((p) => ({ slug: p.slug, name: p.name })) };
}

/** What the agenda and « Mon compte » both say of an appointment. */
const common = (
  r: Pick<AgendaRow, 'id' | 'reference' | 'kind' | 'resource' | 'starts_at' | 'ends_at' | 'status' | 'cancel_reason'>,
) => ({
  id: r.id,
  reference: r.reference,
  kind: r.kind,
  resource: r.resource || null,
  starts_at: r.starts_at.toISOString(),
  ends_at: r.ends_at.toISOString(),
  status: r.status,
  cancel_reason: r.cancel_reason,
});

type AgendaRowFollowed = AgendaRow & { assigned_to?: number | null; assigned_name?: string | null };

/**
 * An appointment as the agenda shows it to `staff`: in full when its inbox request is one they may
 * see (the inbox rule: a conseiller, theirs or no one's; a responsable or an admin, all); else only
 * the slot, the kind, the status and the colleague who follows it (`restricted`), without the
 * visitor's name, e-mail, phone, message or the cancellation's reason (docs/staff.md « Appointments »).
 */
function toAgenda(
  r: AgendaRowFollowed,
  blocks: { starts_at: Date; ends_at: Date; kind: string | null }[],
  staff: StaffContext | null,
): AgendaAppointment {
  const base = {
    ...common(r),
    followed_by: r.assigned_name ?? null,
    in_block:
      r.status !== 'annule' &&
      blocks.some((b) => (b.kind === null || b.kind === r.kind) && b.starts_at < r.ends_at && b.ends_at > r.starts_at),
  };
  if (staff && !visible(staff, r.assigned_to ?? null)) {
    return {
      ...base,
      fullname: null,
      email: null,
      phone: null,
      message: null,
      cancel_reason: null,
      inbox_id: null,
      restricted: true,
    };
  }
  return {
    ...base,
    fullname: r.fullname,
    email: r.email,
    phone: r.phone,
    message: r.message,
    inbox_id: r.inbox_id ?? null,
    restricted: false,
  };
}

const blockView = (b: {
  id: number;
  kind: AgendaRow['kind'] | null;
  starts_at: Date;
  ends_at: Date;
  reason: string;
}) => ({
  id: b.id,
  kind: b.kind,
  starts_at: b.starts_at.toISOString(),
  ends_at: b.ends_at.toISOString(),
  reason: b.reason,
});

export async function staffAgenda(db: Db, staff: StaffContext, q: StaffAgendaQuery) {
  const from = q.from ?? parisNow().date;
  const to = addIsoDays(from, q.days);
  const { place, places } = await chosenPlace(db, q.place);
  if (!place) return { place: null, places, from, to, appointments: [], blocks: [] };
  const range = { placeId: place.id, from: parisInstant(from, '00:00'), to: parisInstant(to, '00:00') };
  const [rows, blocks] = await Promise.all([
    agendaAppointments(db, { ...range, kind: q.kind }),
    blocksOverlapping(db, { ...range, kind: q.kind }),
  ]);
  return {
    place: { slug: place.slug, name: place.name, address: place.address },
    places,
    from,
    to,
    appointments: rows.map((r) => toAgenda(r, blocks, staff)),
    blocks: blocks.map(blockView),
  };
}

function mailOf(
  place: { name: string; address: string },
  r: Pick<AgendaRow, 'reference' | 'fullname' | 'email' | 'kind' | 'resource' | 'starts_at' | 'ends_at' | 'sequence'>,
): AppointmentMail {
  return {
    reference: r.reference,
    fullname: r.fullname,
    email: r.email,
    what: whatOf(r.kind, r.resource),
    when: frenchWhen(r.starts_at),
    place,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    sequence: r.sequence,
  };
}

async function auditOnRequest(
  trx: Parameters<typeof audit>[0],
  meta: RequestMeta | null,
  actor: StaffContext | null,
  appointmentId: number,
  action: string,
  before: unknown,
  after: unknown,
) {
  const row = await inboxRowOf(trx, 'rendez_vous', appointmentId);
  await audit(trx, meta, {
    actor,
    action,
    record: row ? { type: INBOX_RECORD, id: String(row.id) } : { type: 'appointment', id: appointmentId },
    before,
    after,
  });
}

/** To another slot of its kind and resource: one the hours give, to come, outside closed periods and free (the unique index decides). */
export async function moveByStaff(
  deps: AppDeps,
  staff: StaffContext,
  id: number,
  startsAtIso: string,
  meta: RequestMeta,
) {
  const startsAt = new Date(startsAtIso);
  const now = new Date();
  try {
    const { before, after } = await deps.db.transaction().execute(async (trx) => {
      const a = await lockAppointment(trx, id);
      if (!a) throw notFound(M.notFound);
      if (a.status !== 'confirme' || a.starts_at <= now) throw ConflictError.field('appointment', M.notMovable);
      if (a.starts_at.getTime() === startsAt.getTime()) throw ValidationError.field('starts_at', M.sameSlot);
      const date = parisDate(startsAt);
      const slot =
        startsAt > now
          ? (await slotTemplates(trx, a.place_id, a.kind, date, date)).find(
              (s) => s.starts_at.getTime() === startsAt.getTime(),
            )
          : undefined;
      if (!slot || !(await outsideBlocks(trx, a.place_id, a.kind, [slot])).length)
        throw ValidationError.field('starts_at', M.slot);
      await moveAppointment(trx, id, slot.starts_at, slot.ends_at);
      await auditOnRequest(
        trx,
        meta,
        staff,
        id,
        'appointment.moved',
        { starts_at: a.starts_at.toISOString() },
        { starts_at: slot.starts_at.toISOString(), sequence: a.sequence + 1 },
      );
      return { before: a, after: { ...a, starts_at: slot.starts_at, ends_at: slot.ends_at, sequence: a.sequence + 1 } };
    });
    deps.mailer.sendLater(
      movedEmail(
        deps.config,
        mailOf(await placeOf(deps.db, after.place_id), after),
        frenchWhen(before.starts_at),
        cancelToken(deps.signingKey, id),
      ),
    );
    return { starts_at: after.starts_at.toISOString(), sequence: after.sequence };
  } catch (error) {
    if (isUniqueViolation(error)) throw ConflictError.field('starts_at', M.slot);
    throw error;
  }
}

/** Cancelled by the staff with a reason: the slot is free at once; a confirmed visitor gets the e-mail (its .ics removes the event). */
export async function cancelByStaff(deps: AppDeps, staff: StaffContext, id: number, reason: string, meta: RequestMeta) {
  const now = new Date();
  const a = await deps.db.transaction().execute(async (trx) => {
    const row = await lockAppointment(trx, id);
    if (!row) throw notFound(M.notFound);
    if (!holdsSlot(row, now) || row.starts_at <= now) throw ConflictError.field('appointment', M.notCancellable);
    await staffCancelAppointment(trx, id, reason);
    await auditOnRequest(
      trx,
      meta,
      staff,
      id,
      'appointment.cancelled',
      { status: row.status },
      { status: 'annule', reason, sequence: row.sequence + 1 },
    );
    return { ...row, sequence: row.sequence + 1 };
  });
  // A hold never confirmed: the address is nobody's for sure, no e-mail (as for every such address).
  if (a.status === 'confirme')
    deps.mailer.sendLater(staffCancelledEmail(deps.config, mailOf(await placeOf(deps.db, a.place_id), a), reason));
  return { status: 'annule' as const };
}

/** A closed period (responsable): nothing offered inside; the appointments already there are returned to be moved. */
export async function addBlock(deps: AppDeps, staff: StaffContext, body: BlockBody, meta: RequestMeta) {
  const { place } = await chosenPlace(deps.db, body.place);
  if (!place) throw ValidationError.field('place', M.place);
  return deps.db.transaction().execute(async (trx) => {
    const block = await insertBlock(trx, {
      place_id: place.id,
      kind: body.kind ?? null,
      starts_at: parisInstant(body.start_date, body.start_time),
      ends_at: parisInstant(body.end_date, body.end_time),
      reason: body.reason,
      created_by: staff.id,
    });
    await audit(trx, meta, {
      actor: staff,
      action: 'appointment.block_added',
      record: { type: 'appointment_block', id: block.id },
      after: blockView(block),
    });
    const affected = await agendaAppointments(trx, {
      placeId: place.id,
      from: block.starts_at,
      to: block.ends_at,
      kind: block.kind,
      overlapping: true,
    });
    return { block: blockView(block), affected: affected.map((r) => toAgenda(r, [block], staff)) };
  });
}

export async function removeBlock(deps: AppDeps, staff: StaffContext, id: number, meta: RequestMeta) {
  return deps.db.transaction().execute(async (trx) => {
    const gone = await deleteBlock(trx, id);
    if (!gone) throw notFound(M.blockNotFound);
    await audit(trx, meta, {
      actor: staff,
      action: 'appointment.block_removed',
      record: { type: 'appointment_block', id },
      before: blockView(gone),
    });
    return blockView(gone);
  });
}

/** The visitor's appointments (« Mon compte »). */
export async function myAppointments(db: Db, userId: number): Promise<MyAppointment[]> {
  const [places, rows] = await Promise.all([listPlaces(db), userAppointments(db, userId)]);
  const now = new Date();
  return rows.map((r) => ({
    ...common(r),
    when: frenchWhen(r.starts_at),
    place: placeView(places.find((p) => p.id === r.place_id)),
    confirm_before: r.status === 'en_attente' && r.confirm_expires_at ? r.confirm_expires_at.toISOString() : null,
    cancellable: holdsSlot(r, now) && r.starts_at > now,
  }));
}

/** The visitor cancels one of theirs, to come: the slot is free again; the inbox and the history say so. */
export async function cancelMine(deps: AppDeps, userId: number, id: number, meta: RequestMeta) {
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockUserAppointment(trx, userId, id);
    if (!row) throw notFound(M.notFound);
    if (!holdsSlot(row, now) || row.starts_at <= now) throw ConflictError.field('appointment', M.notCancellable);
    await visitorCancelAppointment(trx, id);
    await auditOnRequest(
      trx,
      meta,
      null,
      id,
      'appointment.cancelled_by_visitor',
      { status: row.status },
      { status: 'annule' },
    );
  });
  return (await myAppointments(deps.db, userId)).find((a) => a.id === id)!;
}
