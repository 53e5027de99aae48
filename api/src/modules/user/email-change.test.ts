/**
 * PUT /api/user changing the e-mail address: the current password is required and checked, the
 * old address is told, the password is never stored nor echoed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROFILE_MESSAGES } from '@ga/contracts';
import { apiHeaders, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { createMailer, readOutbox, type Mailer } from '../mailer';

let t: TestApp;
let outbox: string;
let mailer: Mailer;
beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-email-change-test-'));
  mailer = createMailer({ smtpUrl: null, outboxDir: outbox, mailFrom: 'Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>' });
  t = await createTestApp({ outboxDir: outbox, siteUrl: 'http://localhost:3000', rateLimits: { loginPerAccount: 3 } as never }, { mailer });
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
  t.app.inject({ method: 'PUT', url: '/api/user', headers: apiHeaders(token), payload: payload as object, remoteAddress: ip });
const storedEmail = async (id: number) =>
  (await t.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
async function mailsTo(email: string) {
  await mailer.idle();
  return (await readOutbox(outbox)).filter((m) => m.to === email);
}

describe('PUT /api/user: e-mail change', () => {
  it('needs the current password (422 on current_password, nothing changed, no e-mail)', async () => {
    const u = await registerUser(t.app);
    for (const extra of [{}, { current_password: '' }]) {
      const res = await put(u.token, profile(newEmail(), extra));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: [PROFILE_MESSAGES.currentPasswordRequired] });
    }
    expect(PROFILE_MESSAGES.currentPasswordRequired).toBe('Pour changer d’adresse e-mail, saisissez votre mot de passe actuel.');
    expect(await storedEmail(u.user.id)).toBe(u.email);
    expect(await mailsTo(u.email)).toEqual([]);
  });

  it('refuses a wrong current password (422) and counts it as a failed sign-in (429 beyond the limit)', async () => {
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

  it('changes the address with the right password, tells the OLD address, never stores nor echoes the password', async () => {
    const u = await registerUser(t.app);
    const next = newEmail();
    const res = await put(u.token, profile(next.toUpperCase(), { current_password: u.password }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(next);
    expect(res.body).not.toContain('current_password');
    expect(res.body).not.toContain(u.password);
    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', u.user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(next);
    expect(JSON.stringify(row)).not.toContain(u.password);

    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre adresse e-mail a été modifiée – Glinche Automobiles');
    expect(mails[0]!.text).toContain('Bonjour Camille Martin,');
    expect(mails[0]!.text).toContain(next);
    expect(mails[0]!.text).toContain('Si vous n’êtes pas à l’origine de ce changement');
    expect(mails[0]!.text).toContain('http://localhost:3000/a-propos/contactez-nous');
    expect(await mailsTo(next)).toEqual([]);
  });

  it('needs no password when the address stays the same (case-insensitive)', async () => {
    const u = await registerUser(t.app);
    const res = await put(u.token, profile(`  ${u.email.toUpperCase()} `, { fullname: 'Camille Martin-Durand' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: u.email, fullname: 'Camille Martin-Durand' });
    expect(await mailsTo(u.email)).toEqual([]);
  });

  it('reports every error at once, the password with the others', async () => {
    const u = await registerUser(t.app);
    const res = await put(u.token, profile(newEmail(), { postal_code: '9999', current_password: 12 }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['current_password', 'postal_code']);
  });
});
