import { addIsoDays, isClosedDay, parisNow } from '@ga/contracts';
import { sql } from 'kysely';
import {
  apiHeaders,
  createTestApp,
  personalAccount,
  registerUser,
  registerVerifiedUser,
  type TestApp,
} from '../../test/test-app';
import { hashToken } from '../auth/token-service';

let t: TestApp;
let vehicleIds: number[];
let nextVehicle = 0;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .selectFrom('vehicles')
    .select('id')
    .where('is_published', '=', true)
    .orderBy('id')
    .offset(200)
    .limit(20)
    .execute();
  vehicleIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const PASSWORD = personalAccount().password;
const remove = (token: string | undefined, id: unknown, password: string = PASSWORD) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/user/${id}/delete`,
    headers: apiHeaders(token),
    payload: { current_password: password },
  });
const count = async (table: string, userId: number) => {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)} where user_id = ${userId}`.execute(t.database.db);
  return Number(rows[0]!.n);
};
const USER_TABLES = [
  'access_tokens',
  'password_resets',
  'email_tokens',
  'bookmarks',
  'bookings',
  'fundings',
  'reprises',
  'calls',
  'partner_requests',
  'estimates',
  'appointments',
];
let nextSlot = 0;

/** A free workshop slot a week or more ahead (a different one at each call). */
async function freeSlot(): Promise<string> {
  let date = addIsoDays(parisNow().date, 8);
  while (isClosedDay(date)) date = addIsoDays(date, 1);
  const res = await t.app.inject({
    url: `/api/appointments/slots?kind=atelier&from=${date}&to=${date}`,
    headers: apiHeaders(),
  });
  return res.json().data[0].slots[nextSlot++].starts_at as string;
}
const slotFree = async (startsAt: string) => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(startsAt));
  const res = await t.app.inject({
    url: `/api/appointments/slots?kind=atelier&from=${date}&to=${date}`,
    headers: apiHeaders(),
  });
  return (res.json().data[0].slots as { starts_at: string }[]).some((s) => s.starts_at === startsAt);
};
const onNewsletter = async (email: string) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from newsletter_subscribers where email = ${email.toLowerCase()}`.execute(
      t.database.db,
    )
  ).rows[0]!.n;

/** A user with one row in every table that refers to users. */
async function userWithData() {
  const u = await registerVerifiedUser(t);
  const db = t.database.db;
  const vehicle = vehicleIds[nextVehicle++]!;
  const id = async (q: string) => (await sql<{ id: number }>`${sql.raw(q)}`.execute(db)).rows[0]!.id;
  const deliveryType = await id('select id from delivery_types order by id limit 1');
  const department = await id("select id from departments where code = '72'");
  const creditType = await id("select id from funding_types where slug = 'credit'");

  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/user/estimates/store',
    headers: apiHeaders(u.token),
    payload: {
      vehicle_id: vehicle,
      delivery_type_id: deliveryType,
      department_id: department,
      message: 'Message personnel',
    },
  });
  expect(quote.statusCode).toBe(201);
  const booking = await t.app.inject({
    method: 'POST',
    url: '/api/user/bookings/store',
    headers: apiHeaders(u.token),
    payload: { vehicle_id: vehicle },
  });
  expect(booking.statusCode).toBe(201);
  await t.app.inject({
    method: 'POST',
    url: '/api/user/bookmarks/store',
    headers: apiHeaders(u.token),
    payload: { vehicle_id: vehicle },
  });
  const partner = await t.app.inject({
    method: 'POST',
    url: '/api/user/partner-requests',
    headers: apiHeaders(u.token),
    payload: {
      kind: 'flotte',
      company_name: 'Transports Martin',
      phone: '02 43 12 34 56',
      message: 'Nous cherchons dix utilitaires pour nos équipes.',
    },
  });
  expect(partner.statusCode).toBe(201);
  await sql`insert into fundings (user_id, vehicle_id, funding_type_id, amount, contribution, duration_months, phone)
            values (${u.user.id}, ${vehicle}, ${creditType}, 20000, 0, 48, '06 12 34 56 78')`.execute(db);
  await sql`insert into reprises (user_id, brand, carmodel, energy, gearbox, year, month, mileage, phone)
            values (${u.user.id}, 'Renault', 'Clio', 'essence', 'manuelle', 2019, 5, 60000, '06 12 34 56 78')`.execute(
    db,
  );
  await sql`insert into calls (user_id, phone, preferred_date, slot) values (${u.user.id}, '06 12 34 56 78', current_date, 'soir')`.execute(
    db,
  );
  await db
    .insertInto('password_resets')
    .values({
      user_id: u.user.id,
      token_hash: hashToken(`reset-${u.user.id}`),
      expires_at: new Date(Date.now() + 3600_000),
    })
    .execute();
  const startsAt = await freeSlot();
  const appointment = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: apiHeaders(u.token),
    payload: {
      kind: 'atelier',
      starts_at: startsAt,
      fullname: 'Camille Martin',
      email: u.email,
      phone: '06 12 34 56 78',
    },
  });
  expect(appointment.json().data.status).toBe('confirme');
  await sql`insert into newsletter_subscribers (email, status, source, confirmed_at) values (${u.email.toLowerCase()}, 'inscrit', 'compte', now()) on conflict (email) do update set status = 'inscrit'`.execute(
    db,
  );
  for (const table of USER_TABLES) expect([table, await count(table, u.user.id)]).toEqual([table, 1]);
  return {
    ...u,
    vehicle,
    startsAt,
    appointmentId: appointment.json().data.id as number,
    quoteId: quote.json().data.id as number,
    quoteNumber: quote.json().data.number as string,
  };
}

describe('DELETE /api/user/{id}/delete', () => {
  it('deletes the account and its data, keeps the estimate anonymised, and frees the e-mail', async () => {
    const u = await userWithData();
    const res = await remove(u.token, u.user.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) })).statusCode).toBe(401);
    expect(
      await t.database.db.selectFrom('users').select('id').where('id', '=', u.user.id).executeTakeFirst(),
    ).toBeUndefined();
    for (const table of USER_TABLES) expect([table, await count(table, u.user.id)]).toEqual([table, 0]);
    const { rows } = await sql<{ user_id: number | null; message: string | null; number: string }>`
      select user_id, message, number from estimates where id = ${u.quoteId}`.execute(t.database.db);
    expect(rows).toEqual([{ user_id: null, message: null, number: u.quoteNumber }]);
    // The future appointment is cancelled (its slot offered again) and holds no personal data.
    const { rows: appointments } =
      await sql`select status, user_id, fullname, email, phone from appointments where id = ${u.appointmentId}`.execute(
        t.database.db,
      );
    expect(appointments).toEqual([
      { status: 'annule', user_id: null, fullname: 'Compte supprimé', email: '', phone: '' },
    ]);
    expect(await slotFree(u.startsAt)).toBe(true);
    // The address is off the newsletter list.
    expect(await onNewsletter(u.email)).toBe(0);
    // The vehicle is bookable again.
    const other = await registerVerifiedUser(t);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/user/bookings/store',
      headers: apiHeaders(other.token),
      payload: { vehicle_id: u.vehicle },
    });
    expect(booking.statusCode).toBe(201);
    // The address can register again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: apiHeaders(),
      payload: personalAccount({ email: u.email }),
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers 404 for another user’s id and for an unknown id, 422 for a malformed one; nothing is deleted', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (const id of [a.user.id, 99999999]) {
      const res = await remove(b.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ressource introuvable.' });
    }
    const bad = await remove(b.token, 'abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ id: ['Identifiant d’utilisateur invalide.'] });
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(a.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(b.token) })).statusCode).toBe(200);
  });

  it('answers 401 without a token, or with an expired or revoked one', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect((await remove(undefined, a.user.id)).statusCode).toBe(401);
    await t.database.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(a.token))
      .execute();
    await t.database.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(b.token))
      .execute();
    expect((await remove(a.token, a.user.id)).statusCode).toBe(401);
    expect((await remove(b.token, b.user.id)).statusCode).toBe(401);
    expect(await count('access_tokens', a.user.id)).toBe(1);
  });

  it('asks for the password (missing or wrong: 422 on current_password, nothing deleted)', async () => {
    const u = await registerUser(t.app);
    const none = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${u.user.id}/delete`,
      headers: apiHeaders(u.token),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      current_password: ['Pour supprimer votre compte, saisissez votre mot de passe.'],
    });
    const wrong = await remove(u.token, u.user.id, 'pas le bon mot de passe');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Mot de passe incorrect.'] });
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) })).statusCode).toBe(200);
  });

  it('leaves nothing half-done when the last step fails', async () => {
    const u = await userWithData();
    const db = t.database.db;
    // The final DELETE of the user row fails, after every other step has run.
    await sql
      .raw(
        `CREATE FUNCTION fail_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'panne simulée'; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER fail_user_delete BEFORE DELETE ON users FOR EACH ROW WHEN (OLD.id = ${u.user.id}) EXECUTE FUNCTION fail_user_delete()`,
      )
      .execute(db);
    try {
      const res = await remove(u.token, u.user.id);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/panne simulée/);
    } finally {
      await sql.raw('DROP TRIGGER fail_user_delete ON users').execute(db);
      await sql.raw('DROP FUNCTION fail_user_delete()').execute(db);
    }
    for (const table of USER_TABLES) expect([table, await count(table, u.user.id)]).toEqual([table, 1]);
    const quote = await sql<{
      message: string | null;
    }>`select message from estimates where id = ${u.quoteId}`.execute(db);
    expect(quote.rows[0]!.message).toBe('Message personnel');
    expect(await onNewsletter(u.email)).toBe(1);
    expect(await slotFree(u.startsAt)).toBe(false);
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) })).statusCode).toBe(200);
  });
});
