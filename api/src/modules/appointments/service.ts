/**
 * Booking, confirming and cancelling appointments (contracts: @ga/contracts appointments.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  addIsoDays,
  APPOINTMENT_HOLD_MINUTES,
  APPOINTMENT_HORIZON_DAYS,
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_MAX_ACTIVE,
  APPOINTMENT_MAX_DAYS,
  APPOINTMENT_MESSAGES as M,
  BOT_CHECK_MESSAGES,
  parisNow,
  TEST_DRIVE_MODELS,
  type Appointment,
  type AppointmentKind,
  type AppointmentRequestData,
} from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/transaction';
import { ConflictError, ValidationError } from '../../http/errors';
import { hashToken } from '../auth/token-service';
import type { RecipientCap } from '../mailer';
import { nextSerialId } from '../../db/serial-id';
import { isUniqueViolation } from '../../db/unique-violation';
import { confirmedEmail, holdEmail, type AppointmentMail } from './emails';
import { freeSlots, outsideBlocks, slotTemplates, TIME_ZONE } from './slots';
import {
  activeCount,
  appointmentById,
  appointmentByTokenHash,
  bookerAccount,
  cancelAppointment,
  confirmPending,
  expireLapsedHolds,
  firstPlace,
  insertAppointment,
  lockAddress,
} from './queries';

const invalidLink = () => ValidationError.field('token', M.invalidLink);
const whenFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** « samedi 28 novembre 2026 à 10 h 30 ». */
export const frenchWhen = (d: Date) =>
  whenFormat
    .format(d)
    .replace(/(\d{1,2}):(\d{2})$/, (_m, h: string, min: string) => `${Number(h)} h ${min}`)
    .replace(/ (\d{1,2} h \d{2})$/, ' à $1');

/** « Essai Tesla Model 3 », « Expertise de reprise »… */
export const whatOf = (kind: AppointmentKind, resource: string) =>
  kind === 'essai' && resource in TEST_DRIVE_MODELS
    ? `Essai ${TEST_DRIVE_MODELS[resource as keyof typeof TEST_DRIVE_MODELS]}`
    : APPOINTMENT_KIND_LABELS[kind];

/** The centre (one today). None configured: no slot is offered and none can be booked. */
async function place(db: Db) {
  const found = await firstPlace(db);
  if (!found) throw ValidationError.field('starts_at', M.slot);
  return found;
}

/** `resource` is a test-drive car for an `essai` of the Tesla range, nothing otherwise. */
function checkedResource(kind: AppointmentKind, resource: string | null | undefined): string {
  if (!resource) return '';
  if (kind === 'essai' && resource in TEST_DRIVE_MODELS) return resource;
  throw ValidationError.field('resource', M.resource);
}

export async function listSlots(
  db: Db,
  q: { kind: AppointmentKind; resource?: string | null; from?: string; to?: string },
) {
  const today = parisNow().date;
  const from = q.from ?? today;
  const to = q.to ?? addIsoDays(from, 13);
  const last = addIsoDays(today, APPOINTMENT_HORIZON_DAYS);
  if (from < today || to < from || to > addIsoDays(from, APPOINTMENT_MAX_DAYS) || from > last)
    throw ValidationError.field('from', M.range);
  const resource = checkedResource(q.kind, q.resource);
  const p = await firstPlace(db);
  return p ? freeSlots(db, p.id, q.kind, resource, from, to < last ? to : last) : [];
}

/** The cancel link's token: HMAC of the appointment (43 characters) then its id. */
const cancelMac = (key: Buffer, id: number) =>
  createHmac('sha256', key).update(`appointment-cancel:${id}`).digest('base64url');
export const cancelToken = (key: Buffer, id: number) => `${cancelMac(key, id)}${id.toString(36)}`;
function idOfCancelToken(key: Buffer, token: string): number | null {
  const id = parseInt(token.slice(43), 36);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const given = Buffer.from(token.slice(0, 43));
  const expected = Buffer.from(cancelMac(key, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

type Row = {
  id: number;
  reference: string;
  kind: AppointmentKind;
  resource: string;
  starts_at: Date;
  ends_at: Date;
  status: Appointment['status'];
  confirm_expires_at: Date | null;
  fullname: string;
  email: string;
};

async function toAppointment(db: Db, row: Row): Promise<Appointment> {
  const p = await place(db);
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    resource: row.resource || null,
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
    when: frenchWhen(new Date(row.starts_at)),
    place: { name: p.name, address: p.address },
    status: row.status,
    confirm_before:
      row.status === 'en_attente' && row.confirm_expires_at ? new Date(row.confirm_expires_at).toISOString() : null,
  };
}

async function mailOf(db: Db, row: Row): Promise<AppointmentMail> {
  const p = await place(db);
  return {
    reference: row.reference,
    fullname: row.fullname,
    email: row.email,
    what: whatOf(row.kind, row.resource),
    when: frenchWhen(new Date(row.starts_at)),
    place: p,
    starts_at: new Date(row.starts_at),
    ends_at: new Date(row.ends_at),
  };
}

/** Who books: the signed-in account (its address and whether it is confirmed) or nobody. */
async function bookerOf(
  db: Db,
  userId: number | null,
): Promise<{ userId: number; email: string; verified: boolean } | null> {
  if (userId === null) return null;
  const user = await bookerAccount(db, userId);
  if (!user) throw ValidationError.field('starts_at', M.slot);
  return { userId: user.id, email: user.email.trim().toLowerCase(), verified: user.email_verified_at !== null };
}

/**
 * A booking: the slot must be one the hours give (and free). The vehicle-booking rules:
 * signed in with a confirmed address, confirmed at once; otherwise the bot check and the 30-minute
 * hold until the e-mailed link is opened. The e-mails go to the account's address when signed in
 * (the typed one is not used), at most APPOINTMENT_MAX_ACTIVE appointments to come per account and
 * per address. The partial unique index decides between two visitors (the loser gets 409).
 */
export async function book(
  deps: AppDeps,
  input: AppointmentRequestData,
  userId: number | null,
  holdMails: RecipientCap,
): Promise<Appointment> {
  const resource = checkedResource(input.kind, input.resource);
  const startsAt = new Date(input.starts_at);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(startsAt);
  const p = await place(deps.db);
  const today = parisNow().date;
  const slot =
    date >= today && date <= addIsoDays(today, APPOINTMENT_HORIZON_DAYS)
      ? (await slotTemplates(deps.db, p.id, input.kind, date, date)).find(
          (s) => s.starts_at.getTime() === startsAt.getTime(),
        )
      : undefined;
  if (!slot || slot.starts_at.getTime() <= Date.now() + 60 * 60_000) throw ValidationError.field('starts_at', M.slot);
  // A slot the staff blocked (holidays, an absence) is not offered, nor booked by a request sent before.
  if (!(await outsideBlocks(deps.db, p.id, input.kind, [slot])).length)
    throw ValidationError.field('starts_at', M.slot);
  const booker = await bookerOf(deps.db, userId);
  const confirmedAtOnce = booker?.verified === true;
  if (!confirmedAtOnce) {
    if (!input.captcha_token) throw ValidationError.field('captcha_token', BOT_CHECK_MESSAGES.required);
    await deps.botCheck.verify(input.captcha_token);
  }
  // Signed in, the account's own address; signed out, the typed one (confirmed by the link).
  const email = booker ? booker.email : input.email.trim().toLowerCase();
  const confirmToken = confirmedAtOnce ? null : randomBytes(32).toString('base64url');
  let row: Row;
  try {
    row = await deps.db.transaction().execute(async (trx) => {
      await lockAddress(trx, email);
      if ((await activeCount(trx, email, booker?.userId ?? null)) >= APPOINTMENT_MAX_ACTIVE)
        throw ConflictError.field('starts_at', M.tooMany);
      // A pending booking whose time is over no longer holds the slot.
      await expireLapsedHolds(trx, { placeId: p.id, kind: input.kind, resource, startsAt: slot.starts_at });
      const id = await nextSerialId(trx, 'appointments');
      return insertAppointment(trx, {
        id,
        reference: `R-${slot.starts_at.getUTCFullYear()}-${String(id).padStart(6, '0')}`,
        kind: input.kind,
        place_id: p.id,
        resource,
        starts_at: slot.starts_at,
        ends_at: slot.ends_at,
        status: confirmedAtOnce ? 'confirme' : 'en_attente',
        fullname: input.fullname,
        email,
        phone: input.phone,
        message: input.message ?? null,
        user_id: booker?.userId ?? null,
        confirm_token_hash: confirmToken ? hashToken(confirmToken) : null,
        confirm_expires_at: confirmToken ? new Date(Date.now() + APPOINTMENT_HOLD_MINUTES * 60_000) : null,
        confirmed_at: confirmedAtOnce ? new Date() : null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ConflictError.field('starts_at', M.taken);
    throw error;
  }
  const mail = await mailOf(deps.db, row);
  const cancel = cancelToken(deps.signingKey, row.id);
  // To an address nobody confirmed: fixed text, a few a day at most (the cap says nothing back).
  if (confirmToken) holdMails.sendLater(holdEmail(deps.config, mail, confirmToken, cancel));
  else deps.mailer.sendLater(confirmedEmail(deps.config, mail, cancel));
  return toAppointment(deps.db, row);
}

/** The link of the « confirm within 30 minutes » e-mail; opening it again says the same. */
export async function confirm(deps: AppDeps, token: string): Promise<Appointment> {
  const found = await appointmentByTokenHash(deps.db, hashToken(token));
  if (!found) throw invalidLink();
  if (found.status === 'confirme') return toAppointment(deps.db, found);
  const updated = await confirmPending(deps.db, found.id);
  if (!updated) throw invalidLink();
  deps.mailer.sendLater(
    confirmedEmail(deps.config, await mailOf(deps.db, updated), cancelToken(deps.signingKey, updated.id)),
  );
  return toAppointment(deps.db, updated);
}

/** The signed cancel link: works until the appointment starts; opening it again says the same. */
export async function cancel(deps: AppDeps, token: string): Promise<Appointment> {
  const id = idOfCancelToken(deps.signingKey, token);
  if (id === null) throw invalidLink();
  const found = await appointmentById(deps.db, id);
  if (!found || new Date(found.starts_at).getTime() <= Date.now()) throw invalidLink();
  if (found.status === 'annule') return toAppointment(deps.db, found);
  if (found.status === 'expire') throw invalidLink();
  const updated = await cancelAppointment(deps.db, id);
  return toAppointment(deps.db, updated);
}
