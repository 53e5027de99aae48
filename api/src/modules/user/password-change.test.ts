import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD_UPDATE_MESSAGES } from '@ga/contracts';
import { apiHeaders, createTestApp, OAUTH_CLIENT, registerUser, type TestApp } from '../../test/test-app';
import { hashToken } from '../auth/token-service';
import { createMailer, readOutbox, type Mailer } from '../mailer';

const NEW_PASSWORD = 'une tortue verte court vite';
let t: TestApp;
let outbox: string;
let mailer: Mailer;
beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-password-test-'));
  mailer = createMailer({
    smtpUrl: null,
    outboxDir: outbox,
    mailFrom: 'Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>',
  });
  t = await createTestApp(
    { outboxDir: outbox, rateLimits: { loginFreeFailures: 3, loginMaxDelaySeconds: 60 } as never },
    { mailer },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const update = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/password',
    headers: { ...apiHeaders(token), ...headers },
    payload: payload as object,
  });
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: apiHeaders(),
    payload: { grant_type: 'password', ...OAUTH_CLIENT, username: email, password },
  });
const me = (token: string) => t.app.inject({ url: '/api/user', headers: apiHeaders(token) });

describe('PUT /api/user/password', () => {
  it('changes the password, keeps the current session, revokes the others and sends an e-mail', async () => {
    const u = await registerUser(t.app);
    const other = (await signIn(u.email, u.password)).json().access_token as string;
    const res = await update(u.token, {
      current_password: u.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_UPDATE_MESSAGES.updated });
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(u.email, NEW_PASSWORD)).statusCode).toBe(200);
    await mailer.idle();
    const mails = (await readOutbox(outbox)).filter((m) => m.to === u.email && !m.subject.startsWith('Confirmez'));
    expect(mails.map((m) => m.subject)).toEqual(['Votre mot de passe Glinche Automobiles a été modifié']);
  });

  it('answers 422 on current_password for a wrong current password, and changes nothing', async () => {
    const u = await registerUser(t.app);
    const res = await update(u.token, {
      current_password: 'pas le bon',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Les données envoyées ne sont pas valides.',
      errors: { current_password: [PASSWORD_UPDATE_MESSAGES.wrongCurrent] },
    });
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('applies the registration’s password rules and reports every field at once', async () => {
    const u = await registerUser(t.app);
    const res = await update(u.token, {
      current_password: 'pas le bon',
      password: 'court',
      password_confirmation: 'autre',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      current_password: [PASSWORD_UPDATE_MESSAGES.wrongCurrent],
      password: ['Le mot de passe doit contenir au moins 12 caractères.'],
      password_confirmation: ['La confirmation ne correspond pas au mot de passe.'],
    });
    const breached = await update(u.token, {
      current_password: u.password,
      password: 'azertyuiop123',
      password_confirmation: 'azertyuiop123',
    });
    expect(breached.json().errors).toEqual({ password: [expect.stringMatching(/mots de passe les plus courants/)] });
    const missing = await update(u.token, {});
    expect(missing.json().errors).toEqual({
      current_password: ['Ce champ est obligatoire.'],
      password: ['Ce champ est obligatoire.'],
      password_confirmation: ['Ce champ est obligatoire.'],
    });
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins of the account (429 past the limit)', async () => {
    const u = await registerUser(t.app);
    const wrong = { current_password: 'pas le bon', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < 3; i += 1) expect((await update(u.token, wrong)).statusCode).toBe(422);
    const blocked = await update(u.token, { ...wrong, current_password: u.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['missing', () => undefined],
    ['unknown', () => 'inconnu'],
  ])('answers 401 for a %s token', async (_label, token) => {
    expect(
      (await update(token(), { current_password: 'x', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 401 for an expired or a revoked token', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
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
    for (const u of [a, b]) {
      const res = await update(u.token, {
        current_password: u.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Non authentifié.' });
    }
  });
});
