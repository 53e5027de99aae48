/**
 * The staff's agenda: a week of appointments with their inbox numbers; a confirmed one moved (its
 * .ics keeps the UID with SEQUENCE + 1) or cancelled with a reason (METHOD:CANCEL); closed periods
 * (responsable) take their slots off the public finder and list the appointments already there,
 * cancelling none; the visitor sees their appointments in « Mon compte » and cancels one to come.
 */
import { addIsoDays, AGENDA_MESSAGES, APPOINTMENT_MESSAGES, isClosedDay, parisNow } from '@ga/contracts';
import { sql } from 'kysely';
import { readOutbox } from '../mailer';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../../test/staff';
import { apiHeaders, createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { parisInstant } from './slots';

let t: TestApp;
let conseiller: TestStaffSession;
let responsable: TestStaffSession;
beforeAll(async () => {
  t = await createTestApp();
  conseiller = await signInStaff(t, await createStaff(t, 'conseiller'));
  responsable = await signInStaff(t, await createStaff(t, 'responsable'), '10.77.0.9');
});
afterAll(() => t.close());

const staff = (s: TestStaffSession, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffHeaders(s), payload });
const daySlots = async (date: string) =>
  (
    await t.app.inject({ url: `/api/appointments/slots?kind=atelier&from=${date}&to=${date}`, headers: apiHeaders() })
  ).json().data[0]?.slots as { starts_at: string }[] | undefined;
function openDay(ahead: number) {
  let date = addIsoDays(parisNow().date, ahead);
  while (isClosedDay(date)) date = addIsoDays(date, 1);
  return date;
}
async function booked(token: string, date: string, index: number) {
  const slot = (await daySlots(date))![index]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: apiHeaders(token),
    payload: {
      kind: 'atelier',
      starts_at: slot.starts_at,
      fullname: 'Nina Atelier',
      email: 'x@exemple.fr',
      phone: '06 12 34 56 78',
    },
  });
  expect(res.json().data.status).toBe('confirme');
  return res.json().data as { id: number; reference: string; starts_at: string };
}
const lastMail = async (to: string, subject: RegExp) => {
  await new Promise((r) => setTimeout(r, 150));
  return (await readOutbox(t.config.outboxDir)).filter((m) => m.to === to && subject.test(m.subject)).at(-1)!;
};

describe('agenda', () => {
  it('moves a confirmed appointment: the old slot is free, the new one taken, the .ics keeps its UID with SEQUENCE:1', async () => {
    const visitor = await registerVerifiedUser(t);
    const date = openDay(9);
    const a = await booked(visitor.token, date, 0);
    const agenda = (await staff(conseiller, 'GET', `/api/staff/agenda?from=${date}&days=1&kind=atelier`)).json().data;
    expect(agenda.places.map((p: { slug: string }) => p.slug)).toContain(agenda.place.slug);
    expect(
      (await staff(conseiller, 'GET', `/api/staff/agenda?place=${agenda.place.slug}&from=${date}&days=1`)).json().data
        .place.slug,
    ).toBe(agenda.place.slug);
    expect((await staff(conseiller, 'GET', '/api/staff/agenda?place=nulle-part')).json().errors.place).toEqual([
      AGENDA_MESSAGES.place,
    ]);
    const item = agenda.appointments.find((x: { id: number }) => x.id === a.id);
    expect(item).toMatchObject({
      reference: a.reference,
      status: 'confirme',
      fullname: 'Nina Atelier',
      inbox_id: expect.any(String),
      in_block: false,
    });
    const target = (await daySlots(date))![3]!.starts_at;
    const moved = await staff(conseiller, 'POST', `/api/staff/appointments/${a.id}/move`, { starts_at: target });
    expect(moved.json()).toEqual({ message: AGENDA_MESSAGES.moved, data: { starts_at: target, sequence: 1 } });
    const free = (await daySlots(date))!.map((s) => s.starts_at);
    expect(free).toContain(a.starts_at);
    expect(free).not.toContain(target);
    const mail = await lastMail(visitor.email, /^Votre rendez-vous est déplacé/);
    const ics = mail.attachments![0]!;
    expect(ics.contentType).toContain('method=REQUEST');
    expect(ics.content).toContain(`UID:${a.reference}@glinche-automobiles.fr`);
    expect(ics.content).toMatch(/SEQUENCE:1\r?\n/);
    const history = (
      await sql<{
        action: string;
      }>`select action from staff_audit_log where record_type = 'staff_inbox' and record_id = ${item.inbox_id} order by id`.execute(
        t.database.db,
      )
    ).rows;
    expect(history.map((h) => h.action)).toEqual(['appointment.moved']);
    // Not to a slot the hours do not give, nor to the past, nor onto itself.
    const odd = await staff(conseiller, 'POST', `/api/staff/appointments/${a.id}/move`, {
      starts_at: parisInstant(date, '03:00').toISOString(),
    });
    expect([odd.statusCode, odd.json().errors.starts_at]).toEqual([422, [AGENDA_MESSAGES.slot]]);
    expect(
      (await staff(conseiller, 'POST', `/api/staff/appointments/${a.id}/move`, { starts_at: target })).json().errors
        .starts_at,
    ).toEqual([AGENDA_MESSAGES.sameSlot]);

    // Cancelled with a reason: SEQUENCE:2, METHOD:CANCEL; the slot is free; no second cancellation.
    const cancelled = await staff(conseiller, 'POST', `/api/staff/appointments/${a.id}/cancel`, {
      reason: 'Pont élévateur en panne ce jour-là',
    });
    expect(cancelled.json().message).toBe(AGENDA_MESSAGES.cancelled);
    const cancelMail = await lastMail(visitor.email, /est annulé/);
    expect(cancelMail.text).toContain('Pont élévateur en panne ce jour-là');
    expect(cancelMail.attachments![0]!.content).toMatch(
      /METHOD:CANCEL[\s\S]*SEQUENCE:2\r?\n[\s\S]*STATUS:CANCELLED|METHOD:CANCEL[\s\S]*STATUS:CANCELLED[\s\S]*SEQUENCE:2/,
    );
    expect((await daySlots(date))!.map((s) => s.starts_at)).toContain(target);
    const again = await staff(conseiller, 'POST', `/api/staff/appointments/${a.id}/cancel`, { reason: 'encore' });
    expect([again.statusCode, again.json().errors.appointment]).toEqual([409, [AGENDA_MESSAGES.notCancellable]]);
  });

  it('a conseiller sees the visitor only of the appointments whose request they may see: of a colleague’s, the slot and who follows it', async () => {
    const other = await signInStaff(t, await createStaff(t, 'conseiller'), '10.77.0.12');
    const otherName = (
      await sql<{ full_name: string }>`select full_name from staff_accounts where id = ${other.staff.id}`.execute(
        t.database.db,
      )
    ).rows[0]!.full_name;
    const visitor = await registerVerifiedUser(t);
    const date = openDay(11);
    const mine = await booked(visitor.token, date, 0);
    const theirs = await booked(visitor.token, date, 1);
    const inboxOf = async (id: number) =>
      (
        await sql<{
          id: string;
        }>`select id::text from staff_inbox where kind = 'rendez_vous' and source_id = ${id}`.execute(t.database.db)
      ).rows[0]!.id;
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/inbox/${await inboxOf(theirs.id)}/assignment`,
      headers: staffHeaders(other),
      payload: { staff_id: other.staff.id },
    });
    expect(taken.statusCode).toBe(200);
    const read = async (s: TestStaffSession) => {
      const res = await staff(s, 'GET', `/api/staff/agenda?from=${date}&days=1&kind=atelier`);
      expect(res.statusCode).toBe(200);
      const items = res.json().data.appointments as Record<string, unknown>[];
      return { one: items.find((x) => x.id === mine.id)!, two: items.find((x) => x.id === theirs.id)! };
    };
    const seen = await read(conseiller);
    // The colleague's, without the visitor's name, e-mail, phone or message; the unassigned one, in full.
    const text = JSON.stringify(seen.two);
    for (const personal of ['Nina Atelier', visitor.email, '06 12 34 56 78']) expect(text).not.toContain(personal);
    expect(seen.two).toMatchObject({
      id: theirs.id,
      starts_at: theirs.starts_at,
      kind: 'atelier',
      status: 'confirme',
      restricted: true,
      followed_by: otherName,
      fullname: null,
      email: null,
      phone: null,
      message: null,
      inbox_id: null,
    });
    expect(seen.one).toMatchObject({
      fullname: 'Nina Atelier',
      email: visitor.email,
      phone: '06 12 34 56 78',
      restricted: false,
      followed_by: null,
      inbox_id: expect.any(String),
    });
    // Whoever follows it, and a responsable, see it in full.
    expect((await read(other)).two).toMatchObject({
      fullname: 'Nina Atelier',
      restricted: false,
      followed_by: otherName,
    });
    expect((await read(responsable)).two).toMatchObject({
      fullname: 'Nina Atelier',
      email: visitor.email,
      restricted: false,
      followed_by: otherName,
    });
    // The planning stays shared: the conseiller may still move it (the visitor is told by e-mail).
    // The day's last free slot: a Saturday has fewer slots than a weekday (the day depends on when
    // the suite runs), so no fixed index.
    const target = (await daySlots(date))!.at(-1)!.starts_at;
    expect(target).not.toBe(theirs.starts_at);
    expect(
      (await staff(conseiller, 'POST', `/api/staff/appointments/${theirs.id}/move`, { starts_at: target })).statusCode,
    ).toBe(200);
  });

  it('a closed period: no slot offered inside, no booking; the appointments already there are listed, none cancelled', async () => {
    const visitor = await registerVerifiedUser(t);
    const date = openDay(12);
    const a = await booked(visitor.token, date, 1);
    const range = { start_date: date, start_time: '00:00', end_date: date, end_time: '23:59' };
    expect(
      (await staff(conseiller, 'POST', '/api/staff/appointment-blocks', { ...range, reason: 'Congés' })).statusCode,
    ).toBe(403);
    const bad = await staff(responsable, 'POST', '/api/staff/appointment-blocks', {
      ...range,
      start_time: '18:00',
      end_time: '09:00',
      reason: 'Congés',
    });
    expect(bad.json().errors.end_date).toEqual([AGENDA_MESSAGES.blockRange]);
    const res = await staff(responsable, 'POST', '/api/staff/appointment-blocks', {
      ...range,
      kind: 'atelier',
      reason: 'Formation de l’équipe atelier',
    });
    expect(res.statusCode).toBe(201);
    const { block, affected } = res.json().data;
    expect(
      affected.map((x: { id: number; status: string; in_block: boolean }) => [x.id, x.status, x.in_block]),
    ).toEqual([[a.id, 'confirme', true]]);
    expect(await daySlots(date)).toBeUndefined();
    // Another kind is still offered that day.
    expect(
      (
        await t.app.inject({
          url: `/api/appointments/slots?kind=expertise&from=${date}&to=${date}`,
          headers: apiHeaders(),
        })
      ).json().data.length,
    ).toBe(1);
    const other = await registerVerifiedUser(t);
    const inside = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: apiHeaders(other.token),
      payload: {
        kind: 'atelier',
        starts_at: parisInstant(date, '14:00').toISOString(),
        fullname: 'Léo Bloqué',
        email: 'x@exemple.fr',
        phone: '06 12 34 56 78',
      },
    });
    expect([inside.statusCode, inside.json().errors.starts_at]).toEqual([422, [APPOINTMENT_MESSAGES.slot]]);
    const agenda = (await staff(conseiller, 'GET', `/api/staff/agenda?from=${date}&days=1`)).json().data;
    expect(agenda.blocks.map((b: { id: number }) => b.id)).toEqual([block.id]);
    expect(agenda.appointments.find((x: { id: number }) => x.id === a.id).in_block).toBe(true);
    // Reopened: offered again.
    expect((await staff(responsable, 'DELETE', `/api/staff/appointment-blocks/${block.id}`)).json().message).toBe(
      AGENDA_MESSAGES.unblocked,
    );
    expect((await daySlots(date))!.length).toBeGreaterThan(0);
    expect((await staff(responsable, 'DELETE', `/api/staff/appointment-blocks/${block.id}`)).statusCode).toBe(404);
  });
});

describe('« Mon compte »: my appointments', () => {
  it('lists mine, cancels one to come; not someone else’s', async () => {
    const visitor = await registerVerifiedUser(t);
    const a = await booked(visitor.token, openDay(15), 2);
    const listed = await t.app.inject({ url: '/api/user/appointments', headers: apiHeaders(visitor.token) });
    if (listed.statusCode !== 200) throw new Error(listed.body);
    const mine = listed.json().data;
    expect(mine).toEqual([
      expect.objectContaining({
        id: a.id,
        status: 'confirme',
        cancellable: true,
        when: expect.stringMatching(/ à \d{1,2} h \d{2}$/),
      }),
    ]);
    const intruder = await registerVerifiedUser(t);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/appointments/${a.id}/cancel`,
          headers: apiHeaders(intruder.token),
        })
      ).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/appointments/${a.id}/cancel`,
      headers: apiHeaders(visitor.token),
    });
    expect(res.json()).toMatchObject({
      message: AGENDA_MESSAGES.visitorCancelled,
      data: { id: a.id, status: 'annule', cancellable: false },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/appointments/${a.id}/cancel`,
          headers: apiHeaders(visitor.token),
        })
      ).statusCode,
    ).toBe(409);
    expect((await t.app.inject({ url: '/api/user/appointments' })).statusCode).toBe(401);
  });
});
