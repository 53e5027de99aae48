/**
 * Staff actions on requests: a booking confirmed, extended (within 7 days) or cancelled with a reason
 * (the vehicle is free again at once, the visitor told by e-mail); a company check verified or
 * refused. Each audited on the request's inbox record; a conseiller acts only on what they may see.
 */
import { BOOKING_MAX_HOLD_DAYS, STAFF_ACTION_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { readOutbox } from '../mailer';
import { bookingCalls, publishedVehicleIds } from '../bookings/booking-test-helpers';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../../test/staff';
import {
  apiHeaders,
  createTestApp,
  registerUser,
  registerVerifiedUser,
  VALID_SIRET,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let conseiller: TestStaffSession;
let other: TestStaffSession;
let vehicles: number[];
beforeAll(async () => {
  t = await createTestApp();
  conseiller = await signInStaff(t, await createStaff(t, 'conseiller'));
  other = await signInStaff(t, await createStaff(t, 'conseiller'), '10.77.0.6');
  vehicles = await publishedVehicleIds(t, 4, 300);
});
afterAll(() => t.close());

const act = (s: TestStaffSession, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: staffHeaders(s), payload });
const inboxOf = async (kind: string, sourceId: number) =>
  (
    await sql<{
      id: string;
      status: string;
    }>`select id::text, status from staff_inbox where kind = ${kind} and source_id = ${sourceId}`.execute(t.database.db)
  ).rows[0]!;
const history = async (inboxId: string) =>
  (
    await sql<{
      action: string;
    }>`select action from staff_audit_log where record_type = 'staff_inbox' and record_id = ${inboxId} order by id`.execute(
      t.database.db,
    )
  ).rows.map((r) => r.action);

async function book(vehicleId: number) {
  const u = await registerVerifiedUser(t, { fullname: 'Inès Résa' });
  const res = await bookingCalls(t).create(u.token, { vehicle_id: vehicleId });
  expect(res.statusCode).toBe(201);
  return { user: u, booking: res.json().data as { id: number } };
}

describe('bookings', () => {
  it('confirmed: the visitor sees it, gets the e-mail; a confirmed booking is no longer extended', async () => {
    const { user, booking } = await book(vehicles[0]!);
    const res = await act(conseiller, `/api/staff/bookings/${booking.id}/confirm`);
    expect(res.json()).toEqual({ message: STAFF_ACTION_MESSAGES.confirmed });
    expect((await bookingCalls(t).show(user.token, booking.id)).json().data.status).toBe('confirmee');
    expect((await inboxOf('reservation', booking.id)).status).toBe('confirmee');
    await new Promise((r) => setTimeout(r, 100));
    expect(
      (await readOutbox(t.config.outboxDir)).some(
        (m) => m.to === user.email && m.subject.startsWith('Votre réservation est confirmée'),
      ),
    ).toBe(true);
    const extend = await act(conseiller, `/api/staff/bookings/${booking.id}/extend`, { hours: 24 });
    expect([extend.statusCode, extend.json().errors.booking]).toEqual([409, [STAFF_ACTION_MESSAGES.bookingNotPending]]);
    expect(await history((await inboxOf('reservation', booking.id)).id)).toEqual(['booking.confirmed']);
  });

  it('extended by 24, 48 or 72 hours, never past 7 days from the booking', async () => {
    const { booking } = await book(vehicles[1]!);
    const before = (
      await sql<{ e: Date }>`select expires_at e from bookings where id = ${booking.id}`.execute(t.database.db)
    ).rows[0]!.e;
    expect((await act(conseiller, `/api/staff/bookings/${booking.id}/extend`, { hours: 48 })).statusCode).toBe(200);
    const after = (
      await sql<{ e: Date }>`select expires_at e from bookings where id = ${booking.id}`.execute(t.database.db)
    ).rows[0]!.e;
    expect(after.getTime() - before.getTime()).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect((await act(conseiller, `/api/staff/bookings/${booking.id}/extend`, { hours: 12 })).statusCode).toBe(422);
    let last;
    for (let i = 0; i < BOOKING_MAX_HOLD_DAYS; i += 1)
      last = await act(conseiller, `/api/staff/bookings/${booking.id}/extend`, { hours: 72 });
    expect([last!.statusCode, last!.json().errors.booking]).toEqual([409, [STAFF_ACTION_MESSAGES.extendTooFar]]);
  });

  it('cancelled with a reason: the vehicle is free at once, the visitor reads the reason', async () => {
    const vehicleId = vehicles[2]!;
    const { user, booking } = await book(vehicleId);
    expect((await bookingCalls(t).vehicle(vehicleId, undefined, '?light')).json().data.is_reserved).toBe(true);
    expect(
      (await act(conseiller, `/api/staff/bookings/${booking.id}/cancel`, { reason: '' })).json().errors.reason,
    ).toEqual([STAFF_ACTION_MESSAGES.reason]);
    const res = await act(conseiller, `/api/staff/bookings/${booking.id}/cancel`, {
      reason: 'Véhicule vendu en agence le même jour.',
    });
    expect(res.json()).toEqual({ message: STAFF_ACTION_MESSAGES.cancelled });
    expect((await bookingCalls(t).vehicle(vehicleId, undefined, '?light')).json().data.is_reserved).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    const mail = (await readOutbox(t.config.outboxDir)).find(
      (m) => m.to === user.email && m.subject.startsWith('Votre réservation est annulée'),
    );
    expect(mail?.text).toContain('Véhicule vendu en agence le même jour.');
    expect((await act(conseiller, `/api/staff/bookings/${booking.id}/confirm`)).statusCode).toBe(409);
  });

  it('another conseiller’s booking is a 404, and nothing changes', async () => {
    const { booking } = await book(vehicles[3]!);
    const inbox = await inboxOf('reservation', booking.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/inbox/${inbox.id}/assignment`,
      headers: staffHeaders(other),
      payload: { staff_id: other.staff.id },
    });
    expect(
      (await act(conseiller, `/api/staff/bookings/${booking.id}/cancel`, { reason: 'Essai de conflit.' })).statusCode,
    ).toBe(404);
    expect((await inboxOf('reservation', booking.id)).status).toBe('en_attente');
  });
});

describe('company checks', () => {
  it('verified, then refused with a reason: the inbox follows, the owner is told, each step audited', async () => {
    const company = await registerUser(t.app, {
      is_comp: true,
      company_name: 'Transports du Lude',
      company_siret: VALID_SIRET,
      business_sector_id: 1,
    });
    const inbox = await inboxOf('entreprise', company.user.id);
    expect(inbox.status).toBe('nouvelle');
    expect((await act(conseiller, `/api/staff/companies/${company.user.id}/verify`)).json()).toEqual({
      message: STAFF_ACTION_MESSAGES.verified,
    });
    expect((await inboxOf('entreprise', company.user.id)).status).toBe('traitee');
    const verified = (
      await sql<{ v: Date | null }>`select company_verified_at v from users where id = ${company.user.id}`.execute(
        t.database.db,
      )
    ).rows[0]!.v;
    expect(verified).not.toBeNull();
    expect(
      (
        await act(conseiller, `/api/staff/companies/${company.user.id}/refuse`, {
          reason: 'SIRET radié au répertoire Sirene.',
        })
      ).statusCode,
    ).toBe(200);
    expect((await inboxOf('entreprise', company.user.id)).status).toBe('annulee');
    expect(await history(inbox.id)).toEqual(['company.verified', 'company.refused']);
    const personal = await registerUser(t.app);
    expect((await act(conseiller, `/api/staff/companies/${personal.user.id}/verify`)).statusCode).toBe(404);
  });
});

it('a visitor token opens none of these actions (401)', async () => {
  const u = await registerUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/bookings/1/confirm`,
    headers: apiHeaders(u.token),
    payload: {},
  });
  expect(res.statusCode).toBe(401);
});
