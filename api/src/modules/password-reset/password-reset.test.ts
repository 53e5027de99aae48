import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD_RESET_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, OAUTH_CLIENT, registerUser, type TestApp } from '../../test/test-app';
import { createMailer, readOutbox, type Mailer } from '../mailer';

const NEW_PASSWORD = 'une tortue verte court vite';
let t: TestApp;
let outbox: string;
let mailer: Mailer;

async function appWithOutbox(rateLimits: Record<string, number> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-reset-test-'));
  const m = createMailer({
    smtpUrl: null,
    outboxDir: dir,
    mailFrom: 'Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>',
  });
  const app = await createTestApp(
    { outboxDir: dir, siteUrl: 'http://localhost:3000', rateLimits: rateLimits as never },
    { mailer: m },
  );
  return { app, dir, mailer: m };
}

beforeAll(async () => {
  ({ app: t, dir: outbox, mailer } = await appWithOutbox());
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const sendEmail = (app: TestApp, payload: unknown, ip = '10.9.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/api/forgot-password/send-email',
    headers: apiHeaders(),
    payload: payload as object,
    remoteAddress: ip,
  });
const reset = (app: TestApp, payload: unknown, ip = '10.9.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/api/forgot-password/reset',
    headers: apiHeaders(),
    payload: payload as object,
    remoteAddress: ip,
  });
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: apiHeaders(),
    payload: { grant_type: 'password', ...OAUTH_CLIENT, username: email, password },
  });
const me = (token: string) => t.app.inject({ url: '/api/user', headers: apiHeaders(token) });

async function mailsTo(email: string) {
  await mailer.idle();
  // The address confirmation sent at registration is not what these tests look at.
  return (await readOutbox(outbox)).filter((m) => m.to === email && !m.subject.startsWith('Confirmez'));
}

/** Asks for a link and returns the token of the newest reset e-mail. */
async function requestToken(email: string): Promise<string> {
  expect((await sendEmail(t, { email })).statusCode).toBe(200);
  const mails = (await mailsTo(email)).filter((m) => m.subject.startsWith('Réinitialisation'));
  const match = /[?&]token=([^&\s"]+)/.exec(mails.at(-1)!.text);
  return decodeURIComponent(match![1]!);
}

describe('POST /api/forgot-password/send-email', () => {
  it('sends a French e-mail with a single-use link to the site, storing only the token’s hash', async () => {
    const u = await registerUser(t.app);
    const res = await sendEmail(t, { email: `  ${u.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.',
    });
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      to: u.email,
      from: 'Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>',
      subject: 'Réinitialisation de votre mot de passe Glinche Automobiles',
      sent_at: expect.any(String),
    });
    const link =
      /http:\/\/localhost:3000\/mot-de-passe-oublie\/reinitialisation\?token=([A-Za-z0-9_-]{43})&email=([^\s"&]+)/.exec(
        mail.text,
      );
    expect(link).not.toBeNull();
    expect(decodeURIComponent(link![2]!)).toBe(u.email);
    expect(mail.html).toContain(`token=${link![1]}`);
    expect(mail.text).toContain('valable 1 heure');
    // The account's address may be someone else's (anyone can sign up with it): no name, nothing typed.
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).not.toContain('Camille Martin');
    const rows = await t.database.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', u.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(link![1]!).digest('hex'));
    const ttl = new Date(rows[0]!.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(3500_000);
    expect(ttl).toBeLessThanOrEqual(3600_000);
  });

  it('answers exactly the same whether the account exists or not, and sends nothing to an unknown address', async () => {
    const u = await registerUser(t.app);
    const known = await sendEmail(t, { email: u.email });
    const unknown = await sendEmail(t, { email: 'personne.inconnue@exemple.fr' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(await mailsTo('personne.inconnue@exemple.fr')).toEqual([]);
  });

  it('does not make the reply wait for the account’s work (lookup, token insert, e-mail)', async () => {
    const u = await registerUser(t.app);
    // Hold the reset table locked: a reply that awaited the token insert could not come back.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = t.database.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE password_resets IN ACCESS EXCLUSIVE MODE`.execute(trx);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    try {
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 2000));
      const res = await Promise.race([sendEmail(t, { email: u.email }, '10.9.5.1'), timeout]);
      expect(res).not.toBe('timeout');
      expect(res === 'timeout' ? 0 : res.statusCode).toBe(200);
    } finally {
      release();
      await held;
    }
    // The work still happens, in the background.
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('takes the same time for a known and an unknown address (medians of 15 requests each)', async () => {
    const u = await registerUser(t.app);
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await sendEmail(t, { email }, '10.9.6.1');
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect(res.statusCode).toBe(200);
      // The background work of one request must not weigh on the next one's measure.
      await mailer.idle();
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so that warm-up and machine load weigh on both sides alike.
    for (let i = 0; i < 15; i += 1) {
      known.push(await timed(u.email));
      unknown.push(await timed(`personne.${i}@exemple.fr`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [k, n] = [median(known), median(unknown)];
    const difference = Math.abs(k - n);
    // Generous: either a small absolute gap or a small relative one.
    expect(difference < 25 || difference < 0.5 * Math.max(k, n)).toBe(true);
  });

  it('answers 422 per field for a bad address', async () => {
    const res = await sendEmail(t, { email: 'pas-une-adresse' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Les données envoyées ne sont pas valides.',
      errors: { email: ['Veuillez saisir une adresse e-mail valide.'] },
    });
    expect((await sendEmail(t, {})).json().errors).toEqual({ email: ['Ce champ est obligatoire.'] });
  });
});

describe('POST /api/forgot-password/reset', () => {
  it('sets the new password, revokes every session, uses up the link and tells the user by e-mail', async () => {
    const u = await registerUser(t.app);
    const other = (await signIn(u.email, u.password)).json().access_token as string;
    const token = await requestToken(u.email);
    const res = await reset(t, { token, email: u.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done });
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(u.email, NEW_PASSWORD)).statusCode).toBe(200);
    const changed = (await mailsTo(u.email)).filter(
      (m) => m.subject === 'Votre mot de passe Glinche Automobiles a été modifié',
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toMatch(/a été modifié le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Paris\)/);
    // Single use.
    const again = await reset(t, {
      token,
      password: 'encore un autre mot de passe',
      password_confirmation: 'encore un autre mot de passe',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [PASSWORD_RESET_MESSAGES.invalidToken] });
  });

  it('works without the e-mail, and a newer reset makes the user’s other links useless', async () => {
    const u = await registerUser(t.app);
    const first = await requestToken(u.email);
    const second = await requestToken(u.email);
    expect(first).not.toBe(second);
    expect(
      (await reset(t, { token: second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const old = await reset(t, { token: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.token).toEqual([PASSWORD_RESET_MESSAGES.invalidToken]);
  });

  it('refuses an expired link, an unknown one and one sent with another e-mail (422 on token)', async () => {
    const u = await registerUser(t.app);
    const v = await registerUser(t.app);
    const token = await requestToken(u.email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await reset(t, { ...body, token, email: v.email })).json().errors).toEqual({
      token: [PASSWORD_RESET_MESSAGES.invalidToken],
    });
    expect((await reset(t, { ...body, token: 'inconnu' })).json().errors).toEqual({
      token: [PASSWORD_RESET_MESSAGES.invalidToken],
    });
    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', u.user.id)
      .execute();
    const expired = await reset(t, { ...body, token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ token: [PASSWORD_RESET_MESSAGES.invalidToken] });
    // Nothing changed.
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it('applies the registration’s password rules and reports every field at once', async () => {
    const u = await registerUser(t.app);
    const token = await requestToken(u.email);
    const short = await reset(t, { token: 'inconnu', password: 'court', password_confirmation: 'autre' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      token: [PASSWORD_RESET_MESSAGES.invalidToken],
      password: ['Le mot de passe doit contenir au moins 12 caractères.'],
      password_confirmation: ['La confirmation ne correspond pas au mot de passe.'],
    });
    const breached = await reset(t, { token, password: 'password1234', password_confirmation: 'password1234' });
    expect(breached.json().errors.password[0]).toMatch(/mots de passe les plus courants/);
    const missing = await reset(t, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['password', 'password_confirmation', 'token']);
    // The link survived the failed attempts.
    expect((await reset(t, { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('lets only one of two simultaneous resets with the same link through', async () => {
    const u = await registerUser(t.app);
    const token = await requestToken(u.email);
    const results = await Promise.all(
      ['un premier mot de passe solide', 'un second mot de passe solide'].map((p) =>
        reset(t, { token, password: p, password_confirmation: p }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('rate limits', () => {
  it('limits reset e-mails per address and per IP (429, Retry-After, French message), known address or not', async () => {
    const limited = await appWithOutbox({ forgotPerEmail: 2, forgotPerIp: 4, resetPerIp: 2 });
    try {
      const email = 'quelquun@exemple.fr';
      expect((await sendEmail(limited.app, { email }, '10.8.0.1')).statusCode).toBe(200);
      expect((await sendEmail(limited.app, { email }, '10.8.0.2')).statusCode).toBe(200);
      const blocked = await sendEmail(limited.app, { email }, '10.8.0.3');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(
        /^Trop de demandes de réinitialisation\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/,
      );
      // Per IP, across addresses.
      const ip = '10.8.1.1';
      for (let i = 0; i < 4; i += 1)
        expect((await sendEmail(limited.app, { email: `a${i}@exemple.fr` }, ip)).statusCode).toBe(200);
      expect((await sendEmail(limited.app, { email: 'a9@exemple.fr' }, ip)).statusCode).toBe(429);
      // Reset attempts per IP.
      const body = { token: 'inconnu', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      expect((await reset(limited.app, body, '10.8.2.1')).statusCode).toBe(422);
      expect((await reset(limited.app, body, '10.8.2.1')).statusCode).toBe(422);
      const tooMany = await reset(limited.app, body, '10.8.2.1');
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.headers['retry-after']).toBeDefined();
    } finally {
      await limited.app.close();
      fs.rmSync(limited.dir, { recursive: true, force: true });
    }
  });
});
