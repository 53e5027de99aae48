/**
 * Stock hoarding (security review, point 3): scripted sign-ups must not hold vehicles « Réservé »
 * for ever. A first booking needs a confirmed e-mail address, bookings created per IP are capped
 * (loosely), and an account cannot re-hold at once a vehicle it just released. Refusals say why,
 * in French.
 */
import { BOOKING_MESSAGES, BOOKING_REHOLD_COOLDOWN_HOURS } from '@ga/contracts';
import { sql } from 'kysely';
import {
  apiHeaders,
  confirmationToken,
  createTestApp,
  registerUser,
  registerVerifiedUser,
  type TestApp,
} from '../../test/test-app';
import { lapse, publishedVehicleIds } from './booking-test-helpers';

let t: TestApp;
let vehicles: number[];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { bookingsPerIp: 3 } as never });
  vehicles = await publishedVehicleIds(t, 12, 400);
});
afterAll(() => t.close());

const book = (token: string, vehicleId: number, ip = '10.30.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/bookings/store',
    headers: apiHeaders(token),
    remoteAddress: ip,
    payload: { vehicle_id: vehicleId },
  });
const cancel = (token: string, id: number, ip = '10.30.0.1') =>
  t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${id}`, headers: apiHeaders(token), remoteAddress: ip });

describe('bookings and stock hoarding', () => {
  it('a first booking needs a confirmed e-mail address (403 in French, nothing held); the link unlocks it', async () => {
    const u = await registerUser(t.app);
    const refused = await book(u.token, vehicles[0]!, '10.30.1.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: BOOKING_MESSAGES.emailNotVerified });
    const held = await sql<{ n: number }>`select count(*)::int as n from bookings where user_id = ${u.user.id}`.execute(
      t.database.db,
    );
    expect(Number(held.rows[0]!.n)).toBe(0);
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) })).json().data.email_verified).toBe(
      false,
    );

    // The account page can send the link again; opening it confirms the address.
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/user/email/verification',
      headers: apiHeaders(u.token),
    });
    expect(resend.json()).toEqual({ message: 'Un nouveau lien de confirmation vient de vous être envoyé.' });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/email/confirm',
      headers: apiHeaders(),
      payload: { token: await confirmationToken(t, u.email, 2) },
    });
    expect(opened.json()).toEqual({
      message: 'Votre adresse e-mail est confirmée. Merci !',
      data: { email: u.email, kind: 'verify', return_path: null },
    });
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) })).json().data.email_verified).toBe(
      true,
    );
    expect((await book(u.token, vehicles[0]!, '10.30.1.1')).statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/email/verification',
      headers: apiHeaders(u.token),
    });
    expect(again.json()).toEqual({ message: 'Votre adresse e-mail est déjà confirmée.' });
  });

  it('caps the bookings created per IP and hour (429 in French, Retry-After); refusals do not count; another IP goes on', async () => {
    const ip = '10.30.2.1';
    const users = await Promise.all([1, 2, 3, 4].map(() => registerVerifiedUser(t)));
    // A refused booking (unknown vehicle) gives its point back.
    expect((await book(users[0]!.token, 99_999_999, ip)).statusCode).toBe(404);
    for (let i = 0; i < 3; i += 1) expect((await book(users[i]!.token, vehicles[1 + i]!, ip)).statusCode).toBe(201);
    const limited = await book(users[3]!.token, vehicles[4]!, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Trop de réservations ont été faites depuis votre connexion\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await book(users[3]!.token, vehicles[4]!, '10.30.2.2')).statusCode).toBe(201);
  });

  it(`no immediate re-hold: after cancelling (or letting the hold lapse) the same account waits ${BOOKING_REHOLD_COOLDOWN_HOURS} h; others may book at once`, async () => {
    const ip = '10.30.3.1';
    const u = await registerVerifiedUser(t);
    const other = await registerVerifiedUser(t);
    const first = await book(u.token, vehicles[5]!, ip);
    expect(first.statusCode).toBe(201);
    expect((await cancel(u.token, first.json().data.id, ip)).statusCode).toBe(204);
    const rehold = await book(u.token, vehicles[5]!, ip);
    expect(rehold.statusCode).toBe(409);
    expect(rehold.json().message).toMatch(
      /^Votre réservation de ce véhicule a pris fin \(annulée ou expirée\) il y a moins de 24 h : vous pourrez le réserver de nouveau à partir du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/,
    );
    // Someone else can book it now.
    const taken = await book(other.token, vehicles[5]!, '10.30.3.2');
    expect(taken.statusCode).toBe(201);

    // A hold left to lapse counts the same.
    const second = await book(u.token, vehicles[6]!, ip);
    await lapse(t, second.json().data.id);
    expect((await book(u.token, vehicles[6]!, ip)).statusCode).toBe(409);

    // Once the cool-down is over the account may book it again.
    await sql`update bookings set cancelled_at = now() - interval '25 hours', expires_at = now() - interval '25 hours' where user_id = ${u.user.id}`.execute(
      t.database.db,
    );
    expect((await book(u.token, vehicles[6]!, ip)).statusCode).toBe(201);
  });
});
