import {
  BOOKING_MAX_ACTIVE_PER_USER,
  BOOKING_MESSAGES,
  BOOKING_PENDING_TTL_HOURS,
  isSunday,
  nextOpenDay,
  addIsoDays,
  parisToday,
} from '@ga/contracts';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { waitForMail } from '../../test/outbox-wait';
import { bookableDate, bookingCalls, lapse, publishedVehicleIds, storedStatuses } from './booking-test-helpers';

let t: TestApp;
let api: ReturnType<typeof bookingCalls>;
let vehicles: number[];
beforeAll(async () => {
  t = await createTestApp();
  api = bookingCalls(t);
  vehicles = await publishedVehicleIds(t, 20, 0);
});
afterAll(() => t.close());

let next = 0;
const freshVehicle = () => vehicles[next++]!;

describe('bookings', () => {
  it('books a vehicle for 48 h, shows it reserved, lists it and reads it back', async () => {
    const u = await registerVerifiedUser(t, { phone: '02 43 00 00 00' });
    const vehicleId = freshVehicle();
    const date = bookableDate();
    const before = Date.now();
    const res = await api.create(u.token, {
      vehicle_id: vehicleId,
      delivery_type_id: 2,
      department_id: 72,
      preferred_date: date,
      preferred_slot: 'matin',
      message: '  Reprise possible ?  ',
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking).toMatchObject({
      status: 'en_attente',
      vehicle: { id: vehicleId, is_reserved: true },
      delivery_type: { id: 2, at_home: true },
      department: { id: 72 },
      preferred_date: date,
      preferred_slot: 'matin',
      phone: '02 43 00 00 00',
      message: 'Reprise possible ?',
    });
    expect(booking.price).toBe(booking.vehicle.price);
    const hold = new Date(booking.expires_at).getTime() - before;
    expect(Math.abs(hold - BOOKING_PENDING_TTL_HOURS * 3600_000)).toBeLessThan(60_000);

    const list = await api.list(u.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    expect(list.json().meta.total).toBe(1);
    expect((await api.show(u.token, booking.id)).json().data).toEqual(booking);

    const card = await api.vehicle(vehicleId, undefined, '?light');
    expect(card.json().data.is_reserved).toBe(true);
    const mine = await api.vehicle(vehicleId, u.token, '?booking');
    expect(mine.json().data.booking).toEqual({ id: booking.id, status: 'en_attente', expires_at: booking.expires_at });
    const anonymous = await api.vehicle(vehicleId, undefined, '?booking');
    expect(anonymous.json().data.booking).toBeNull();
    const other = await registerVerifiedUser(t);
    expect((await api.vehicle(vehicleId, other.token, '?booking')).json().data.booking).toBeNull();
    expect((await api.vehicle(vehicleId, 'not-a-token', '?booking&light')).json().data.booking).toBeNull();
  });

  it('tells the visitor by e-mail what is held, until when, and what happens next; not what they typed', async () => {
    const u = await registerVerifiedUser(t, { phone: '02 43 00 00 01' });
    const res = await api.create(u.token, {
      vehicle_id: freshVehicle(),
      delivery_type_id: 1,
      department_id: 72,
      message: 'livraison à Marseille si possible',
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    const mail = await waitForMail(
      t.config.outboxDir,
      (m) => m.to === u.email && m.subject.startsWith(`Votre réservation n° ${booking.id} est enregistrée`),
    );
    expect(mail.text).toContain(`${booking.vehicle.brand.name} ${booking.vehicle.carmodel.name}`);
    expect(mail.text).toMatch(/vous est réservé jusqu’au .+ \d{1,2} h \d{2}, sans acompte/);
    expect(mail.text).toContain('Un conseiller vous appelle pour confirmer la réservation');
    expect(mail.text).toContain('/mon-compte/mes-reservations');
    expect(mail.text).not.toContain('Marseille');
  });

  it('refuses a second booking of a reserved vehicle with 409', async () => {
    const a = await registerVerifiedUser(t);
    const b = await registerVerifiedUser(t);
    const vehicleId = freshVehicle();
    expect((await api.create(a.token, { vehicle_id: vehicleId })).statusCode).toBe(201);
    const taken = await api.create(b.token, { vehicle_id: vehicleId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Ce véhicule vient d’être réservé par un autre client.' });
    const again = await api.create(a.token, { vehicle_id: vehicleId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MESSAGES.alreadyYours);
  });

  it('lets a user edit a pending booking, and only the fields sent', async () => {
    const u = await registerVerifiedUser(t);
    const created = (await api.create(u.token, { vehicle_id: freshVehicle(), message: 'Bonjour' })).json().data;
    expect(created.delivery_type).toBeNull();
    const date = bookableDate(20);
    const res = await api.update(u.token, created.id, {
      delivery_type_id: 1,
      department_id: 1,
      preferred_date: date,
      preferred_slot: 'apres-midi',
      phone: '+33 6 11 22 33 44',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'en_attente',
      delivery_type: { id: 1, at_home: false, delivery_price: 0 },
      department: { id: 1 },
      preferred_date: date,
      preferred_slot: 'apres-midi',
      phone: '06 11 22 33 44',
      message: 'Bonjour',
      expires_at: created.expires_at,
    });
  });

  it('cancels with 204, frees the vehicle, hides it from the list and refuses to edit it (409)', async () => {
    const a = await registerVerifiedUser(t);
    const b = await registerVerifiedUser(t);
    const vehicleId = freshVehicle();
    const booking = (await api.create(a.token, { vehicle_id: vehicleId })).json().data;
    const cancelled = await api.cancel(a.token, booking.id);
    expect(cancelled.statusCode).toBe(204);
    expect(cancelled.body).toBe('');
    expect((await api.cancel(a.token, booking.id)).statusCode).toBe(204);
    expect((await api.vehicle(vehicleId, undefined, '?light')).json().data.is_reserved).toBe(false);
    expect((await api.list(a.token)).json().data).toEqual([]);
    const shown = (await api.show(a.token, booking.id)).json().data;
    expect(shown).toMatchObject({ status: 'annulee', expires_at: null });
    const edit = await api.update(a.token, booking.id, { message: 'Finalement…' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(BOOKING_MESSAGES.notPending);
    expect((await api.create(b.token, { vehicle_id: vehicleId })).statusCode).toBe(201);
    expect(await storedStatuses(t, vehicleId)).toEqual(['annulee', 'en_attente']);
  });

  it('expires a pending booking after its hold: the vehicle is bookable again, the old booking reads expiree', async () => {
    const a = await registerVerifiedUser(t);
    const b = await registerVerifiedUser(t);
    const vehicleId = freshVehicle();
    const old = (await api.create(a.token, { vehicle_id: vehicleId })).json().data;
    await lapse(t, old.id);
    // Read before any write marks it: already expired.
    expect((await api.show(a.token, old.id)).json().data.status).toBe('expiree');
    expect((await api.vehicle(vehicleId, undefined, '?light')).json().data.is_reserved).toBe(false);
    expect((await api.vehicle(vehicleId, a.token, '?booking')).json().data.booking).toBeNull();
    const edit = await api.update(a.token, old.id, { message: 'Encore là ?' });
    expect(edit.statusCode).toBe(409);

    const fresh = await api.create(b.token, { vehicle_id: vehicleId });
    expect(fresh.statusCode).toBe(201);
    expect(await storedStatuses(t, vehicleId)).toEqual(['expiree', 'en_attente']);
    const mine = (await api.list(a.token)).json().data;
    expect(mine.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([[old.id, 'expiree']]);
    expect(mine[0].expires_at).not.toBeNull();
  });

  it('a confirmed booking does not expire and keeps the vehicle reserved', async () => {
    const a = await registerVerifiedUser(t);
    const b = await registerVerifiedUser(t);
    const vehicleId = freshVehicle();
    const booking = (await api.create(a.token, { vehicle_id: vehicleId })).json().data;
    await sql`update bookings set status = 'confirmee', confirmed_at = now(), expires_at = now() - interval '1 day' where id = ${booking.id}`.execute(
      t.database.db,
    );
    expect((await api.show(a.token, booking.id)).json().data).toMatchObject({ status: 'confirmee', expires_at: null });
    expect((await api.vehicle(vehicleId, undefined, '?light')).json().data.is_reserved).toBe(true);
    expect((await api.create(b.token, { vehicle_id: vehicleId })).statusCode).toBe(409);
    expect((await api.update(a.token, booking.id, { message: 'x' })).statusCode).toBe(409);
  });

  it(`limits a customer to ${BOOKING_MAX_ACTIVE_PER_USER} bookings in progress`, async () => {
    const u = await registerVerifiedUser(t);
    for (let i = 0; i < BOOKING_MAX_ACTIVE_PER_USER; i += 1)
      expect((await api.create(u.token, { vehicle_id: freshVehicle() })).statusCode).toBe(201);
    const res = await api.create(u.token, { vehicle_id: freshVehicle() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_MESSAGES.tooMany);
  });

  it('shows a user only their own bookings: another user’s id answers 404', async () => {
    const a = await registerVerifiedUser(t);
    const b = await registerVerifiedUser(t);
    const booking = (await api.create(a.token, { vehicle_id: freshVehicle() })).json().data;
    for (const res of [
      await api.show(b.token, booking.id),
      await api.update(b.token, booking.id, { message: 'x' }),
      await api.cancel(b.token, booking.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BOOKING_MESSAGES.notFound);
    }
    expect((await api.list(b.token)).json().data).toEqual([]);
    expect((await api.show(a.token, booking.id)).json().data.status).toBe('en_attente');
  });

  it('takes the handover date window from the delivery lead time of the chosen département', async () => {
    const departments: { id: number; code: string }[] = (
      await t.app.inject({ url: '/api/departments', headers: apiHeaders() })
    ).json().data;
    const nice = departments.find((d) => d.code === '06');
    const sarthe = departments.find((d) => d.code === '72');
    const types: { id: number; at_home: boolean; lead_time_days: number | null }[] = (
      await t.app.inject({ url: `/api/delivery-types/departments/${nice!.id}`, headers: apiHeaders() })
    ).json().data;
    const home = types.find((x) => x.at_home)!;
    expect(home.lead_time_days).toBeGreaterThanOrEqual(10);
    const u = await registerVerifiedUser(t);
    const soon = bookableDate(5);
    const far = await api.create(u.token, {
      vehicle_id: freshVehicle(),
      delivery_type_id: home.id,
      department_id: nice!.id,
      preferred_date: soon,
      preferred_slot: 'matin',
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.preferred_date[0]).toContain(BOOKING_MESSAGES.dateTooEarly.split('{date}')[0]);
    const near = await api.create(u.token, {
      vehicle_id: freshVehicle(),
      delivery_type_id: home.id,
      department_id: sarthe!.id,
      preferred_date: soon,
      preferred_slot: 'matin',
    });
    expect([near.statusCode, near.json().errors]).toEqual([201, undefined]);
  });

  it('refuses a public holiday with a French message naming it', async () => {
    let year = Number(parisToday().slice(0, 4)) + 1;
    while (isSunday(`${year}-12-25`)) year += 1;
    const u = await registerVerifiedUser(t);
    const res = await api.create(u.token, {
      vehicle_id: freshVehicle(),
      preferred_date: `${year}-12-25`,
      preferred_slot: 'matin',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.preferred_date).toEqual([BOOKING_MESSAGES.holiday.replace('{name}', 'Noël')]);
  });

  it('answers 401 without a token', async () => {
    expect((await api.create(undefined, { vehicle_id: 1 })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/user/bookings', headers: { 'x-api-key': t.config.apiKey } })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for an unknown vehicle or booking', async () => {
    const u = await registerVerifiedUser(t);
    const res = await api.create(u.token, { vehicle_id: 99999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Véhicule introuvable.');
    expect((await api.show(u.token, 99999999)).statusCode).toBe(404);
  });

  it('answers 422 with French messages per field', async () => {
    const u = await registerVerifiedUser(t);
    const bad = await api.create(u.token, {
      vehicle_id: 'abc',
      delivery_type_id: 'x',
      preferred_date: '2025-02-30',
      preferred_slot: 'nuit',
      phone: '123',
      message: 'a'.repeat(1001),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      vehicle_id: [BOOKING_MESSAGES.vehicle],
      delivery_type_id: [BOOKING_MESSAGES.deliveryType],
      preferred_date: [BOOKING_MESSAGES.date],
      preferred_slot: [BOOKING_MESSAGES.slot],
      phone: [expect.stringContaining('numéro de téléphone')],
      message: [BOOKING_MESSAGES.message],
    });
    expect((await api.create(u.token, {})).json().errors.vehicle_id).toEqual([BOOKING_MESSAGES.vehicle]);

    const vehicleId = freshVehicle();
    const today = parisToday();
    const tooSoon = nextOpenDay(today);
    const db = await api.create(u.token, {
      vehicle_id: vehicleId,
      delivery_type_id: 999,
      department_id: 999,
      preferred_date: tooSoon,
      preferred_slot: null,
    });
    expect(db.statusCode).toBe(422);
    expect(db.json().errors).toEqual({
      delivery_type_id: [BOOKING_MESSAGES.unknownDeliveryType],
      department_id: [BOOKING_MESSAGES.unknownDepartment],
      preferred_date: [expect.stringMatching(/^La date souhaitée doit être au plus tôt le \d{2}\/\d{2}\/\d{4}\.$/)],
    });
    const more = await api.create(u.token, {
      vehicle_id: vehicleId,
      delivery_type_id: 2,
      preferred_slot: 'matin',
      preferred_date: bookableDate(90),
    });
    expect(more.json().errors).toEqual({
      department_id: [BOOKING_MESSAGES.departmentRequired],
      preferred_date: [expect.stringMatching(/^La date souhaitée doit être au plus tard le /)],
    });
    const sunday = [7, 8, 9, 10, 11, 12, 13].map((d) => addIsoDays(today, d)).find(isSunday);
    expect((await api.create(u.token, { vehicle_id: vehicleId, preferred_date: sunday })).json().errors).toEqual({
      preferred_date: [BOOKING_MESSAGES.sunday],
    });
    const slot = await api.create(u.token, { vehicle_id: vehicleId, preferred_slot: 'matin' });
    expect(slot.json().errors).toEqual({ preferred_slot: [BOOKING_MESSAGES.slotNeedsDate] });
    expect(await storedStatuses(t, vehicleId)).toEqual([]);

    expect((await api.show(u.token, 'abc')).statusCode).toBe(422);
  });
});
