/**
 * "One booking per vehicle" under concurrent requests, on PGlite (transactions queued by the
 * driver's mutex) and on PostgreSQL (the partial unique index decides; 23505 becomes the 409).
 */
import { BOOKING_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { activeRows, bookingCalls, lapse, publishedVehicleIds, storedStatuses } from './booking-test-helpers';
import { isActiveBookingConflict } from './service';

const N = 10;
let t: TestApp;
let api: ReturnType<typeof bookingCalls>;
let vehicles: number[];
let users: Awaited<ReturnType<typeof registerVerifiedUser>>[];
beforeAll(async () => {
  t = await createTestApp();
  api = bookingCalls(t);
  vehicles = await publishedVehicleIds(t, 3, 100);
  users = await Promise.all(Array.from({ length: N }, () => registerVerifiedUser(t)));
});
afterAll(() => t.close());

async function race(vehicleId: number) {
  const replies = await Promise.all(users.map((u) => api.create(u.token, { vehicle_id: vehicleId })));
  const codes = replies.map((r) => r.statusCode);
  return {
    replies,
    created: codes.filter((c) => c === 201).length,
    conflicts: replies.filter((r) => r.statusCode === 409),
  };
}

describe(`concurrent bookings of one vehicle (${testDatabaseKind()})`, () => {
  it(`${N} simultaneous POSTs from ${N} users: exactly one 201, the others 409, one active row`, async () => {
    const vehicleId = vehicles[0]!;
    const { created, conflicts } = await race(vehicleId);
    expect(created).toBe(1);
    expect(conflicts).toHaveLength(N - 1);
    for (const r of conflicts) expect(r.json()).toEqual({ message: BOOKING_MESSAGES.alreadyReserved });
    expect(await activeRows(t, vehicleId)).toBe(1);
  });

  it('the same race over a lapsed hold: the stale row is expired once and one new booking wins', async () => {
    const vehicleId = vehicles[1]!;
    const first = await registerVerifiedUser(t);
    const old = (await api.create(first.token, { vehicle_id: vehicleId })).json().data;
    await lapse(t, old.id);
    const { created, conflicts } = await race(vehicleId);
    expect(created).toBe(1);
    expect(conflicts).toHaveLength(N - 1);
    expect(await storedStatuses(t, vehicleId)).toEqual(['expiree', 'en_attente']);
  });

  it('the database itself refuses a second active booking (SQLSTATE 23505, recognised as the 409 case)', async () => {
    const vehicleId = vehicles[2]!;
    await api.create(users[0]!.token, { vehicle_id: vehicleId });
    const insert = sql`insert into bookings (user_id, vehicle_id, status, phone, price, price_etax, expires_at)
      values (${users[1]!.user.id}, ${vehicleId}, 'confirmee', '06 12 34 56 78', 1, 1, null)`;
    const error = await insert.execute(t.database.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: '23505' });
    expect(isActiveBookingConflict(error)).toBe(true);
    expect(await activeRows(t, vehicleId)).toBe(1);
  });
});
