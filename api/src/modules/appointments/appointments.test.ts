import {
  APPOINTMENT_CANCEL_PATH,
  APPOINTMENT_CONFIRM_PATH,
  APPOINTMENT_MESSAGES as M,
  BOT_CHECK_MESSAGES,
  addIsoDays,
  isClosedDay,
  parisNow,
} from '@ga/contracts';
import { sql } from 'kysely';
import { readOutbox } from '../mailer';
import { solvedBotCheck } from '../../test/bot-check';
import {
  apiHeaders,
  createTestApp,
  emailedToken,
  registerUser,
  registerVerifiedUser,
  type TestApp,
} from '../../test/test-app';
import { parisInstant } from './slots';
import { appointmentDb } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const slots = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/appointments/slots?${query}`, headers: apiHeaders() });
const book = (payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/appointments', headers: apiHeaders(token), payload });
const link = (kind: 'confirm' | 'cancel', token: string) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${kind}`, headers: apiHeaders(), payload: { token } });
const person = (email = `essai-${Math.random().toString(36).slice(2)}@exemple.fr`) => ({
  fullname: 'Camille Martin',
  email,
  phone: '06 12 34 56 78',
});

/** An open day `ahead` days or more ahead (Paris), and its free slots for a kind. */
async function freeDay(kind: string, resource?: string, ahead = 7) {
  let date = addIsoDays(parisNow().date, ahead);
  while (isClosedDay(date)) date = addIsoDays(date, 1);
  const res = await slots(`kind=${kind}&from=${date}&to=${date}${resource ? `&resource=${resource}` : ''}`);
  return { date, day: res.json().data[0] as { date: string; slots: { starts_at: string; time: string }[] } };
}

describe('GET /api/appointments/slots', () => {
  it('gives the free slots of open days from the stored hours, Paris time', async () => {
    const today = parisNow().date;
    const res = await slots(`kind=essai&resource=tesla-model-3&from=${today}&to=${addIsoDays(today, 13)}`);
    expect(res.statusCode).toBe(200);
    const days = res.json().data as { date: string; slots: { starts_at: string; time: string }[] }[];
    expect(days.length).toBeGreaterThan(8);
    for (const d of days) expect(isClosedDay(d.date)).toBe(false);
    const { day } = await freeDay('essai', 'tesla-model-3');
    expect(day.slots.map((s) => s.time)).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
    ]);
    expect(day.slots[0]!.starts_at).toBe(parisInstant(day.date, '09:30').toISOString());
  });

  it('refuses a bad kind, resource or range (422 in French)', async () => {
    expect((await slots('kind=piscine')).json().errors).toEqual({ kind: [M.kind] });
    expect((await slots('kind=atelier&resource=tesla-model-3')).json().errors).toEqual({ resource: [M.resource] });
    const today = parisNow().date;
    expect((await slots(`kind=atelier&from=${addIsoDays(today, -1)}`)).json().errors).toEqual({ from: [M.range] });
    // Dates of the right shape that do not exist: a 422, never the date maths' RangeError (a 500).
    for (const day of ['2026-13-01', '2026-02-30', '2025-02-29', '2026-00-10', '2026-04-31']) {
      const res = await slots(`kind=atelier&from=${day}`);
      expect([day, res.statusCode, res.json().errors]).toEqual([day, 422, { from: [M.range] }]);
      expect((await slots(`kind=atelier&from=${today}&to=${day}`)).json().errors).toEqual({ to: [M.range] });
    }
    expect((await slots(`kind=atelier&from=${today}&to=${addIsoDays(today, 40)}`)).json().errors).toEqual({
      from: [M.range],
    });
  });
});

describe('POST /api/appointments', () => {
  it('signed in with a confirmed address: confirmed at once, the slot is no longer offered, the e-mail (with an .ics) goes to the account’s address, not a typed one', async () => {
    const u = await registerVerifiedUser(t);
    const { date, day } = await freeDay('essai', 'tesla-model-y');
    const slot = day.slots[2]!;
    const third = person();
    const res = await book({ kind: 'essai', resource: 'tesla-model-y', starts_at: slot.starts_at, ...third }, u.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.booked,
      data: {
        status: 'confirme',
        reference: expect.stringMatching(/^R-\d{4}-\d{6}$/),
        resource: 'tesla-model-y',
        when: expect.stringMatching(/ à 10 h 30$/),
        confirm_before: null,
      },
    });
    const after = (await slots(`kind=essai&resource=tesla-model-y&from=${date}&to=${date}`)).json().data[0];
    expect(after.slots.map((s: { starts_at: string }) => s.starts_at)).not.toContain(slot.starts_at);
    // The other model's slot at the same time is still free.
    const other = (await slots(`kind=essai&resource=tesla-model-3&from=${date}&to=${date}`)).json().data[0];
    expect(other.slots.map((s: { starts_at: string }) => s.starts_at)).toContain(slot.starts_at);
    let mail;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await readOutbox(t.config.outboxDir)).find(
        (m) => m.to === u.user.email && /Rendez-vous confirmé/.test(m.subject),
      );
      if (!mail) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mail!.attachments![0]).toMatchObject({
      filename: 'rendez-vous.ics',
      content: expect.stringContaining('BEGIN:VEVENT'),
    });
    expect(mail!.attachments![0]!.content).toContain(
      `DTSTART:${slot.starts_at.replace(/[-:]/g, '').replace('.000', '')}`,
    );
    expect((await readOutbox(t.config.outboxDir)).filter((m) => m.to === third.email)).toEqual([]);
    const row = await appointmentDb(t.database.db)
      .selectFrom('appointments')
      .select(['email', 'user_id'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: u.user.email.toLowerCase(), user_id: u.user.id });
  });

  it('signed in with an address not confirmed yet: bot check, held until the link e-mailed to the account’s address (fixed text) is opened', async () => {
    const u = await registerUser(t.app);
    const { day } = await freeDay('atelier', undefined, 9);
    const slot = day.slots.at(-1)!;
    const third = {
      fullname: 'Service client https://piege.example',
      email: `tiers-${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
      message: 'Ouvrez https://piege.example',
    };
    expect((await book({ kind: 'atelier', starts_at: slot.starts_at, ...third }, u.token)).json().errors).toEqual({
      captcha_token: [BOT_CHECK_MESSAGES.required],
    });
    const res = await book(
      { kind: 'atelier', starts_at: slot.starts_at, ...third, captcha_token: await solvedBotCheck(t.app) },
      u.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.heldAccount,
      data: { status: 'en_attente', confirm_before: expect.any(String) },
    });
    const token = await emailedToken(t, u.user.email, APPOINTMENT_CONFIRM_PATH);
    const hold = (await readOutbox(t.config.outboxDir)).find(
      (m) => m.to === u.user.email && /Confirmez votre rendez-vous/.test(m.subject),
    )!;
    for (const part of [hold.subject, hold.text, hold.html]) expect(part).not.toMatch(/piege|Service client/);
    expect((await readOutbox(t.config.outboxDir)).filter((m) => m.to === third.email)).toEqual([]);
    expect((await link('confirm', token)).json()).toMatchObject({ message: M.confirmed, data: { status: 'confirme' } });
  });

  it('at most 2 appointments to come per account and per address (409 on starts_at); a cancelled one frees its place', async () => {
    const u = await registerVerifiedUser(t);
    const { day } = await freeDay('retrait', undefined, 10);
    const mine = (i: number) => book({ kind: 'retrait', starts_at: day.slots[i]!.starts_at, ...person() }, u.token);
    expect((await mine(0)).statusCode).toBe(201);
    expect((await mine(1)).statusCode).toBe(201);
    const third = await mine(2);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: M.tooMany, errors: { starts_at: [M.tooMany] } });
    // Signed out with the account's address: the same cap.
    const out = await book({
      kind: 'retrait',
      starts_at: day.slots[3]!.starts_at,
      ...person(u.user.email.toUpperCase()),
      captcha_token: await solvedBotCheck(t.app),
    });
    expect(out.json()).toEqual({ message: M.tooMany, errors: { starts_at: [M.tooMany] } });
    // Signed out, per address.
    const who = person();
    const anon = async (i: number) =>
      book({ kind: 'retrait', starts_at: day.slots[i]!.starts_at, ...who, captcha_token: await solvedBotCheck(t.app) });
    expect((await anon(4)).statusCode).toBe(201);
    const second = await anon(5);
    expect(second.statusCode).toBe(201);
    expect((await anon(6)).statusCode).toBe(409);
    const cancelToken = await emailedToken(t, who.email, APPOINTMENT_CANCEL_PATH, 2);
    expect((await link('cancel', cancelToken)).statusCode).toBe(200);
    expect((await anon(7)).statusCode).toBe(201);
  });

  it('e-mails the hold link to one unconfirmed address at most 3 times a day; beyond, the slot is held and the answer the same', async () => {
    const who = person();
    const { day } = await freeDay('expertise', undefined, 11);
    const replies = [];
    for (let i = 0; i < 4; i++) {
      const res = await book({
        kind: 'expertise',
        starts_at: day.slots[i]!.starts_at,
        ...who,
        captcha_token: await solvedBotCheck(t.app),
      });
      replies.push(res);
      // Released at once so that the cap of appointments to come is not what stops them.
      await appointmentDb(t.database.db)
        .updateTable('appointments')
        .set({ status: 'annule' })
        .where('id', '=', res.json().data.id)
        .execute();
    }
    expect(replies.map((r) => [r.statusCode, r.json().message])).toEqual(Array(4).fill([201, M.held]));
    await emailedToken(t, who.email, APPOINTMENT_CONFIRM_PATH, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect((await readOutbox(t.config.outboxDir)).filter((m) => m.to === who.email)).toHaveLength(3);
  });

  it('deleting the account cancels its appointments to come, in the same transaction', async () => {
    const u = await registerVerifiedUser(t);
    const { date, day } = await freeDay('atelier', undefined, 12);
    const slot = day.slots.at(-1)!;
    expect((await book({ kind: 'atelier', starts_at: slot.starts_at, ...person() }, u.token)).statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${u.user.id}/delete`,
      headers: apiHeaders(u.token),
      payload: { current_password: u.password },
    });
    expect(del.statusCode).toBe(204);
    const freed = (await slots(`kind=atelier&from=${date}&to=${date}`)).json().data[0];
    expect(freed.slots.map((s: { starts_at: string }) => s.starts_at)).toContain(slot.starts_at);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from appointments where starts_at = ${new Date(slot.starts_at)} and kind = 'atelier' and status = 'confirme'`.execute(
      t.database.db,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('signed out: bot check, held 30 minutes until the e-mailed link; then cancelled by the signed link', async () => {
    const { date, day } = await freeDay('atelier');
    const slot = day.slots[0]!;
    const who = person();
    expect((await book({ kind: 'atelier', starts_at: slot.starts_at, ...who })).json().errors).toEqual({
      captcha_token: [BOT_CHECK_MESSAGES.required],
    });
    const res = await book({
      kind: 'atelier',
      starts_at: slot.starts_at,
      ...who,
      captcha_token: await solvedBotCheck(t.app),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.held,
      data: { status: 'en_attente', confirm_before: expect.any(String) },
    });
    const held = (await slots(`kind=atelier&from=${date}&to=${date}`)).json().data[0];
    expect(held.slots.map((s: { starts_at: string }) => s.starts_at)).not.toContain(slot.starts_at);

    const token = await emailedToken(t, who.email, APPOINTMENT_CONFIRM_PATH);
    const confirmed = await link('confirm', token);
    expect(confirmed.json()).toMatchObject({ message: M.confirmed, data: { status: 'confirme' } });
    expect((await link('confirm', token)).statusCode).toBe(200);

    const cancelToken = await emailedToken(t, who.email, APPOINTMENT_CANCEL_PATH);
    expect((await link('cancel', cancelToken)).json()).toMatchObject({
      message: M.cancelled,
      data: { status: 'annule' },
    });
    const freed = (await slots(`kind=atelier&from=${date}&to=${date}`)).json().data[0];
    expect(freed.slots.map((s: { starts_at: string }) => s.starts_at)).toContain(slot.starts_at);
    expect(
      (
        await link(
          'cancel',
          cancelToken.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        )
      ).json().errors,
    ).toEqual({ token: [M.invalidLink] });
  });

  it('releases a slot not confirmed within 30 minutes', async () => {
    const { day } = await freeDay('expertise');
    const slot = day.slots[1]!;
    const who = person();
    const first = await book({
      kind: 'expertise',
      starts_at: slot.starts_at,
      ...who,
      captcha_token: await solvedBotCheck(t.app),
    });
    expect(first.statusCode).toBe(201);
    await appointmentDb(t.database.db)
      .updateTable('appointments')
      .set({ confirm_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', first.json().data.id)
      .execute();
    const u = await registerVerifiedUser(t);
    expect((await book({ kind: 'expertise', starts_at: slot.starts_at, ...person() }, u.token)).statusCode).toBe(201);
    const late = await link('confirm', await emailedToken(t, who.email, APPOINTMENT_CONFIRM_PATH));
    expect(late.json().errors).toEqual({ token: [M.invalidLink] });
  });

  it('never gives one slot to two visitors: parallel bookings, one 201 and the others 409', async () => {
    const { day } = await freeDay('retrait');
    const slot = day.slots[3]!;
    const users = await Promise.all([1, 2, 3, 4].map(() => registerVerifiedUser(t)));
    const replies = await Promise.all(
      users.map((u) => book({ kind: 'retrait', starts_at: slot.starts_at, ...person() }, u.token)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: M.taken,
      errors: { starts_at: [M.taken] },
    });
    const rows = await appointmentDb(t.database.db)
      .selectFrom('appointments')
      .select('id')
      .where('starts_at', '=', new Date(slot.starts_at))
      .where('kind', '=', 'retrait')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a slot the hours do not give, a past one, and bad fields (422 per field)', async () => {
    const u = await registerUser(t.app);
    const { date } = await freeDay('atelier');
    const odd = parisInstant(date, '08:10').toISOString();
    expect((await book({ kind: 'atelier', starts_at: odd, ...person() }, u.token)).json().errors).toEqual({
      starts_at: [M.slot],
    });
    expect(
      (await book({ kind: 'atelier', starts_at: '2020-01-06T08:00:00.000Z', ...person() }, u.token)).json().errors,
    ).toEqual({ starts_at: [M.slot] });
    const bad = await book({ kind: 'piscine', starts_at: 'demain', fullname: '', email: 'x', phone: '1' }, u.token);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'fullname', 'kind', 'phone', 'starts_at']);
  });
});
