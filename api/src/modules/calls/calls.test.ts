import {
  CALL_MESSAGES,
  CALL_SLOT_LABELS,
  FIELD_MESSAGES,
  isClosedDay,
  isSunday,
  nextOpenDay,
  addIsoDays,
  parisToday,
} from '@ga/contracts';
import { apiHeaders, createTestApp, registerUser, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { waitForMail } from '../../test/outbox-wait';
import { callWindowErrors } from './call-window';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await registerUser(t.app)).token;
  bob = (await registerUser(t.app)).token;
});
afterAll(() => t.close());

const store = (token: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/calls/store', headers: apiHeaders(token), payload });
const list = (token: string | undefined) => t.app.inject({ url: '/api/user/calls', headers: apiHeaders(token) });

/** The first open day (not a Sunday nor a public holiday) from today + `from`. */
function weekday(from: number): string {
  return nextOpenDay(addIsoDays(parisToday(), from));
}
function sunday(): string {
  let d = addIsoDays(parisToday(), 1);
  while (!isSunday(d)) d = addIsoDays(d, 1);
  return d;
}

describe('the acknowledgement e-mail', () => {
  it('tells a confirmed address the day, the slot and the number; an unconfirmed one fixed text only', async () => {
    const date = weekday(2);
    const confirmed = await registerVerifiedUser(t);
    const res = await store(confirmed.token, {
      vehicle_id: null,
      phone: '06 12 34 56 78',
      preferred_date: date,
      slot: 'matin',
      message: 'Plutôt vers 10 h',
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitForMail(
      t.config.outboxDir,
      (m) => m.to === confirmed.email && m.subject.startsWith('Votre demande de rappel est enregistrée'),
    );
    expect(mail.text).toContain(`entre ${CALL_SLOT_LABELS.matin}, au 06 12 34 56 78`);
    expect(mail.text).not.toContain('Plutôt vers 10 h');

    const unconfirmed = await registerUser(t.app);
    expect(
      (
        await store(unconfirmed.token, {
          vehicle_id: null,
          phone: '06 12 34 56 79',
          preferred_date: date,
          slot: 'matin',
        })
      ).statusCode,
    ).toBe(201);
    const fixed = await waitForMail(
      t.config.outboxDir,
      (m) => m.to === unconfirmed.email && m.subject.startsWith('Votre demande de rappel est enregistrée'),
    );
    expect(fixed.text).not.toContain('06 12 34 56 79');
    expect(fixed.text).toContain('un conseiller vous appelle au jour et au créneau choisis');
  });
});

describe('POST /api/user/calls/store', () => {
  it('stores a call-back about a vehicle (201) and lists it, newest first', async () => {
    const date = weekday(1);
    const res = await store(alice, {
      vehicle_id: 5,
      phone: '+33 2 43 00 00 00',
      preferred_date: date,
      slot: 'apres-midi',
      message: '  Est-il disponible en gris ?  ',
    });
    expect(res.statusCode).toBe(201);
    const call = res.json().data;
    expect(call).toEqual({
      id: expect.any(Number),
      status: 'nouvelle',
      vehicle: expect.objectContaining({ id: 5 }),
      phone: '02 43 00 00 00',
      preferred_date: date,
      slot: 'apres-midi',
      slot_label: CALL_SLOT_LABELS['apres-midi'],
      message: 'Est-il disponible en gris ?',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const general = await store(alice, {
      phone: '06 12 34 56 78',
      preferred_date: weekday(2),
      slot: 'matin',
      vehicle_id: '',
    });
    expect(general.statusCode).toBe(201);
    expect(general.json().data).toMatchObject({ vehicle: null, message: null });

    const mine = (await list(alice)).json();
    expect(mine.meta.total).toBe(2);
    expect(mine.data.map((c: { id: number }) => c.id)).toEqual([general.json().data.id, call.id]);
  });

  it('does not show another user’s calls', async () => {
    expect((await list(bob)).json()).toEqual({ data: [], meta: { total: 0 } });
    await store(bob, { phone: '06 12 34 56 78', preferred_date: weekday(3), slot: 'soir' });
    expect((await list(bob)).json().meta.total).toBe(1);
    expect((await list(alice)).json().meta.total).toBe(2);
  });

  it('answers 422 in French for each bad field at once', async () => {
    const res = await store(alice, {
      vehicle_id: 'abc',
      phone: '123',
      preferred_date: '2026-02-30',
      slot: 'nuit',
      message: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      vehicle_id: [CALL_MESSAGES.vehicle],
      phone: [FIELD_MESSAGES.phone],
      preferred_date: [CALL_MESSAGES.date],
      slot: [CALL_MESSAGES.slot],
      message: [CALL_MESSAGES.message],
    });
    const empty = await store(alice, {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['phone', 'preferred_date', 'slot']);
  });

  it('refuses Sundays, past days and days beyond two weeks', async () => {
    const base = { phone: '06 12 34 56 78', slot: 'matin' };
    expect((await store(alice, { ...base, preferred_date: sunday() })).json().errors).toEqual({
      preferred_date: [CALL_MESSAGES.sunday],
    });
    let past = addIsoDays(parisToday(), -2);
    while (isClosedDay(past)) past = addIsoDays(past, -1);
    expect((await store(alice, { ...base, preferred_date: past })).json().errors).toEqual({
      preferred_date: [CALL_MESSAGES.dateTooEarly],
    });
    const late = await store(alice, { ...base, preferred_date: weekday(15) });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.preferred_date[0]).toMatch(
      /^Nous pouvons vous rappeler dans les 14 prochains jours, au plus tard le \d{2}\/\d{2}\/\d{4}\.$/,
    );
  });

  it('refuses a public holiday, naming it', async () => {
    let year = Number(parisToday().slice(0, 4)) + 1;
    while (isSunday(`${year}-12-25`)) year += 1;
    const res = await store(alice, { phone: '06 12 34 56 78', slot: 'matin', preferred_date: `${year}-12-25` });
    expect(res.json().errors).toEqual({ preferred_date: [CALL_MESSAGES.holiday.replace('{name}', 'Noël')] });
  });

  it('answers 404 for an unknown vehicle and 401 without a token', async () => {
    const res = await store(alice, {
      vehicle_id: 999999,
      phone: '06 12 34 56 78',
      preferred_date: weekday(1),
      slot: 'midi',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CALL_MESSAGES.vehicleNotFound);
    expect(
      (await store(undefined, { phone: '06 12 34 56 78', preferred_date: weekday(1), slot: 'midi' })).statusCode,
    ).toBe(401);
    expect((await list(undefined)).statusCode).toBe(401);
  });
});

describe('callWindowErrors', () => {
  // Wednesday 2026-06-10, 15:30 in Paris (13:30 UTC).
  const now = new Date('2026-06-10T13:30:00Z');
  it('accepts today’s slots that are not over, up to 14 days ahead', () => {
    expect(callWindowErrors('2026-06-10', 'apres-midi', now)).toEqual({});
    expect(callWindowErrors('2026-06-10', 'soir', now)).toEqual({});
    expect(callWindowErrors('2026-06-24', 'matin', now)).toEqual({});
  });
  it('refuses a slot already over today, a past day and a day too far', () => {
    expect(callWindowErrors('2026-06-10', 'midi', now)).toEqual({ slot: [CALL_MESSAGES.slotOver] });
    expect(callWindowErrors('2026-06-09', 'soir', now)).toEqual({ preferred_date: [CALL_MESSAGES.dateTooEarly] });
    expect(callWindowErrors('2026-06-25', 'matin', now)).toEqual({
      preferred_date: ['Nous pouvons vous rappeler dans les 14 prochains jours, au plus tard le 24/06/2026.'],
    });
  });
});
