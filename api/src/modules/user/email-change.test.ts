/**
 * PUT /api/user changing the e-mail address: the current password is checked FIRST (no probing of
 * which addresses exist), then whether the address is free; the change is limited per account; the
 * new address gets a link and replaces the old one only when it is opened, which expires pending
 * reset links, ends the other sessions and tells the old address. The password is never stored nor
 * echoed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROFILE_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import {
  apiHeaders,
  confirmationToken,
  createTestApp,
  OAUTH_CLIENT,
  registerUser,
  type TestApp,
} from '../../test/test-app';
import { createMailer, readOutbox, type Mailer } from '../mailer';

let t: TestApp;
let outbox: string;
let mailer: Mailer;
beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-email-change-test-'));
  mailer = createMailer({
    smtpUrl: null,
    outboxDir: outbox,
    mailFrom: 'Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>',
  });
  t = await createTestApp(
    {
      outboxDir: outbox,
      siteUrl: 'http://localhost:3000',
      rateLimits: { loginFreeFailures: 3, loginMaxDelaySeconds: 60, emailChangesPerAccount: 6 } as never,
    },
    { mailer },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

let n = 0;
const newEmail = () => `nouvelle.adresse.${process.pid}.${(n += 1)}@exemple.fr`;
const profile = (email: string, extra: Record<string, unknown> = {}) => ({
  fullname: 'Camille Martin',
  email,
  phone: '06 12 34 56 78',
  address: '12 rue de la Gare',
  postal_code: '72220',
  city: 'Écommoy',
  subscribe_newsletter: false,
  is_comp: false,
  ...extra,
});
const put = (token: string, payload: unknown, ip = '10.7.0.1') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: apiHeaders(token),
    payload: payload as object,
    remoteAddress: ip,
  });
const storedEmail = async (id: number) =>
  (await t.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
async function mailsTo(email: string) {
  await mailer.idle();
  return (await readOutbox(outbox)).filter((m) => m.to === email);
}

const confirmLink = (token: string, bearer?: string) =>
  t.app.inject({ method: 'POST', url: '/api/email/confirm', headers: apiHeaders(bearer), payload: { token } });
/** The token of the latest confirmation link sent to `email`. */
const linkTokenFor = (email: string) => confirmationToken(t, email);
const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: apiHeaders(),
    remoteAddress: '10.7.9.9',
    payload: { grant_type: 'password', ...OAUTH_CLIENT, username, password },
  });

describe('PUT /api/user: e-mail change', () => {
  it('asks for the current password before anything is said about the address (no probing)', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (const extra of [{}, { current_password: '' }]) {
      // The address is taken, but without the password the reply only asks for the password.
      const res = await put(u.token, profile(other.email, extra));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: [PROFILE_MESSAGES.currentPasswordRequired] });
    }
    const wrong = await put(u.token, profile(other.email, { current_password: 'pas le bon' }));
    expect(wrong.json().errors).toEqual({ current_password: [PROFILE_MESSAGES.wrongCurrentPassword] });
    // With the right password, and only then: the address is taken.
    const taken = await put(u.token, profile(other.email, { current_password: u.password }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée.'] });
    expect(PROFILE_MESSAGES.currentPasswordRequired).toBe(
      'Pour changer d’adresse e-mail, saisissez votre mot de passe actuel.',
    );
    expect(await storedEmail(u.user.id)).toBe(u.email);
    expect((await mailsTo(u.email)).filter((m) => !m.subject.startsWith('Confirmez'))).toEqual([]);
  });

  it('counts a wrong current password as a failed sign-in of the account (then 429 + Retry-After)', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      const res = await put(u.token, profile(newEmail(), { current_password: `faux ${i}` }), `10.7.1.${i}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: ['Mot de passe actuel incorrect.'] });
    }
    const blocked = await put(u.token, profile(newEmail(), { current_password: u.password }), '10.7.1.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedEmail(u.user.id)).toBe(u.email);
  });

  it('limits the address changes asked per account (429 in French)', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 6; i += 1)
      expect((await put(u.token, profile(newEmail(), { current_password: u.password }))).statusCode).toBe(200);
    const limited = await put(u.token, profile(newEmail(), { current_password: u.password }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Trop de modifications de l’adresse e-mail\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/,
    );
  });

  it('keeps the old address until the link sent to the new one is opened; never stores nor echoes the password', async () => {
    const u = await registerUser(t.app);
    const next = newEmail();
    const res = await put(u.token, profile(next.toUpperCase(), { current_password: u.password }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: u.email, pending_email: next });
    expect(res.body).not.toContain('current_password');
    expect(res.body).not.toContain(u.password);
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(u.email);
    expect(JSON.stringify(row)).not.toContain(u.password);
    const [link] = await mailsTo(next);
    expect(link!.subject).toBe('Confirmez votre nouvelle adresse e-mail – Glinche Automobiles');
    expect(link!.text).toContain('http://localhost:3000/mon-compte/confirmer-email?token=');
    // The old address still signs in, the new one not yet.
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await signIn(next, u.password)).statusCode).toBe(401);
  });

  it('opening the link switches the address, expires reset links, ends the other sessions and tells the old address', async () => {
    const u = await registerUser(t.app);
    const other = (await signIn(u.email, u.password)).json().access_token as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/send-email',
      headers: apiHeaders(),
      payload: { email: u.email },
    });
    await mailer.idle();
    const next = newEmail();
    expect((await put(u.token, profile(next, { current_password: u.password }))).statusCode).toBe(200);

    const opened = await confirmLink(await linkTokenFor(next), u.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      message:
        'Votre nouvelle adresse e-mail est confirmée : elle remplace l’ancienne. Vos autres sessions ont été déconnectées.',
      data: { email: next, kind: 'change', return_path: null },
    });
    expect(await storedEmail(u.user.id)).toBe(next);
    const me = await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: next, email_verified: true, pending_email: null });
    // The other session is over; the one that opened the link goes on.
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(other) })).statusCode).toBe(401);
    // The reset link sent to the old address no longer works.
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from password_resets where user_id = ${u.user.id} and used_at is null`.execute(
      t.database.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    // The old address is told.
    const told = (await mailsTo(u.email)).find(
      (m) => m.subject === 'Votre adresse e-mail a été modifiée – Glinche Automobiles',
    );
    expect(told?.text).toContain(next);
    expect(told?.text).toContain('http://localhost:3000/a-propos/contactez-nous');
    // A link serves once.
    const again = await confirmLink(await linkTokenFor(next));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      token: ['Ce lien est invalide, a déjà servi ou a expiré. Demandez-en un nouveau depuis votre espace client.'],
    });
  });

  it('a browser holding an expired or revoked session still opens the link (it counts as signed out)', async () => {
    const u = await registerUser(t.app);
    const next = newEmail();
    expect((await put(u.token, profile(next, { current_password: u.password }))).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/oauth/revoke', headers: apiHeaders(u.token) });
    const opened = await confirmLink(await linkTokenFor(next), u.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ email: next, kind: 'change', return_path: null });
  });

  it('opened signed out, the link ends every session of the account', async () => {
    const u = await registerUser(t.app);
    const next = newEmail();
    expect((await put(u.token, profile(next, { current_password: u.password }))).statusCode).toBe(200);
    expect((await confirmLink(await linkTokenFor(next))).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) })).statusCode).toBe(401);
    expect((await signIn(next, u.password)).statusCode).toBe(200);
  });

  it('needs no password when the address stays the same (case-insensitive)', async () => {
    const u = await registerUser(t.app);
    const res = await put(u.token, profile(`  ${u.email.toUpperCase()} `, { fullname: 'Camille Martin-Durand' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: u.email, fullname: 'Camille Martin-Durand', pending_email: null });
    expect((await mailsTo(u.email)).filter((m) => !m.subject.startsWith('Confirmez'))).toEqual([]);
  });

  it('reports every error at once, the password with the others', async () => {
    const u = await registerUser(t.app);
    const res = await put(u.token, profile(newEmail(), { postal_code: '9999', current_password: 12 }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['current_password', 'postal_code']);
  });
});
