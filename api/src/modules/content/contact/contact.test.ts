import { CONTACT_MESSAGES, FIELD_MESSAGES } from '@ga/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer, readOutbox, type Mailer } from '../../mailer';
import { solvedBotCheck } from '../../../test/bot-check';
import { apiHeaders, createTestApp, registerUser, type TestApp } from '../../../test/test-app';
import { contentDb } from '../tables';

let t: TestApp;
let mailer: Mailer;
beforeAll(async () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-contact-outbox-'));
  mailer = createMailer({
    smtpUrl: null,
    outboxDir,
    mailFrom: 'Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>',
  });
  t = await createTestApp({ outboxDir }, { mailer });
});
afterAll(() => t.close());

const send = (payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact-requests', headers: apiHeaders(token), payload });
const valid = async () => ({
  fullname: '  Camille Martin ',
  email: 'Camille.Martin@Exemple.fr',
  phone: '06 12 34 56 78',
  subject: 'achat',
  message: 'Bonjour, je voudrais savoir si le SUV hybride vu sur le site est encore disponible.',
  vehicle_id: null,
  captcha_token: await solvedBotCheck(t.app),
});
const count = async () =>
  Number(
    (
      await contentDb(t.database.db)
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/contact-requests', () => {
  it('stores the message with a reference and e-mails an acknowledgement', async () => {
    const res = await send(await valid());
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(CONTACT_MESSAGES.sent);
    expect(data.reference).toMatch(/^C-\d{4}-\d{6}$/);
    const row = await contentDb(t.database.db)
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      fullname: 'Camille Martin',
      email: 'camille.martin@exemple.fr',
      phone: '06 12 34 56 78',
      subject: 'achat',
      status: 'nouvelle',
      user_id: null,
    });
    let mail;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await readOutbox(t.config.outboxDir)).find((m) => m.to === 'camille.martin@exemple.fr');
      if (!mail) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mail?.subject).toContain(data.reference);
    expect(mail?.text).toContain('24 heures ouvrées');
  });

  it('sends an address nobody confirmed only the reference and fixed text: no name, no message, no URL of the sender', async () => {
    const victim = `victime-${Date.now()}@exemple.fr`;
    const lure = 'https://piege.example/connexion';
    const res = await send({
      ...(await valid()),
      email: victim,
      fullname: `Service client ${lure}`,
      message: `Votre compte est bloqué : ouvrez ${lure} pour le débloquer.`,
    });
    expect(res.statusCode).toBe(201);
    await mailer.idle();
    const mails = (await readOutbox(t.config.outboxDir)).filter((m) => m.to === victim);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain(res.json().data.reference);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('piege.example');
      expect(part).not.toContain('Service client');
      expect(part).not.toContain('bloqué');
    }
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain(res.json().data.reference);
  });

  it('e-mails one address at most 3 times a day; beyond, the request is stored and answered the same, without e-mail', async () => {
    const target = `plafond-${Date.now()}@exemple.fr`;
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await send({ ...(await valid()), email: target }));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.json().message))).toEqual(new Set([CONTACT_MESSAGES.sent]));
    const stored = await contentDb(t.database.db)
      .selectFrom('contact_requests')
      .select('reference')
      .where('email', '=', target)
      .execute();
    expect(stored).toHaveLength(5);
    await mailer.idle();
    expect((await readOutbox(t.config.outboxDir)).filter((m) => m.to === target)).toHaveLength(3);
  });

  it('links the message to the signed-in account and to a vehicle', async () => {
    const u = await registerUser(t.app);
    const vehicle = await t.database.db.selectFrom('vehicles').select('id').limit(1).executeTakeFirstOrThrow();
    const res = await send({ ...(await valid()), vehicle_id: String(vehicle.id), phone: '' }, u.token);
    expect(res.statusCode).toBe(201);
    const row = await contentDb(t.database.db)
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: u.user.id, vehicle_id: vehicle.id, phone: null });
  });

  it('answers 422 per field in French, stores nothing and keeps the bot check unused', async () => {
    const before = await count();
    const body = await valid();
    const res = await send({
      ...body,
      fullname: 'X',
      email: 'pas-une-adresse',
      phone: '12',
      subject: 'politique',
      message: 'court',
      vehicle_id: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      fullname: [FIELD_MESSAGES.fullname],
      email: [FIELD_MESSAGES.email],
      phone: [FIELD_MESSAGES.phone],
      subject: [CONTACT_MESSAGES.subject],
      message: [CONTACT_MESSAGES.message],
      vehicle_id: [CONTACT_MESSAGES.vehicle],
    });
    expect(await count()).toBe(before);
    // The same solved check still works once the form is right.
    expect((await send(body)).statusCode).toBe(201);
  });

  it('refuses an unknown vehicle (422) and a missing body', async () => {
    const res = await send({ ...(await valid()), vehicle_id: 999_999 });
    expect(res.json().errors).toEqual({ vehicle_id: [CONTACT_MESSAGES.vehicle] });
    const empty = await send({});
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'captcha_token',
      'email',
      'fullname',
      'message',
      'subject',
    ]);
  });

  it('limits the messages per IP', async () => {
    const strict = await createTestApp({ rateLimits: { publicFormsPerIp: 2 } as never });
    try {
      const post = () =>
        strict.app.inject({ method: 'POST', url: '/api/contact-requests', headers: apiHeaders(), payload: {} });
      expect((await post()).statusCode).toBe(422);
      expect((await post()).statusCode).toBe(422);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Trop de requêtes/);
    } finally {
      await strict.close();
    }
  });
});
