/**
 * Targeted lockout (security review, point 4): wrong passwords typed for someone else's address
 * must not lock the owner out. No hard lock: progressive delays per account (the attacker gets few
 * guesses), the per-IP limit kept, and a way through for the owner — a sign-in link by e-mail, or
 * the password-reset link — both of which lift the delays.
 */
import { ACCOUNT_SECURITY_MESSAGES } from '@ga/contracts';
import { apiHeaders, createTestApp, emailedToken, OAUTH_CLIENT, registerUser, type TestApp } from '../../test/test-app';
import { signInDelaySeconds } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { loginFreeFailures: 3, loginMaxDelaySeconds: 600, loginPerIp: 1000 } as never,
  });
});
afterAll(() => t.close());

let n = 0;
const signIn = (username: string, password: string, ip = `10.40.${Math.floor(n / 200)}.${(n += 1) % 200}`) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: apiHeaders(),
    remoteAddress: ip,
    payload: { grant_type: 'password', ...OAUTH_CLIENT, username, password },
  });
const linkToken = (to: string, path: string) => emailedToken(t, to, path);

describe('failed sign-ins on one account: delays, not a lock', () => {
  it('the delay doubles with each failure beyond the free ones, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 10, 11].map((k) => signInDelaySeconds(k, 600))).toEqual([1, 2, 4, 8, 16, 512, 600]);
    expect([1, 2, 3].map((k) => signInDelaySeconds(k, 600, 30))).toEqual([30, 60, 120]);
  });

  it('attacker: from many IPs, a few free guesses, then one guess per delay, every refusal a 429 with Retry-After', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await signIn(u.email, `essai ${i}`)).statusCode).toBe(401);
    const refused = await signIn(u.email, 'essai 3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ACCOUNT_SECURITY_MESSAGES.accountSlowedDown.replace('{delay}', '1 seconde'));
    expect(Number(refused.headers['retry-after'])).toBe(1);
    // Waiting it out gives one more guess, then a longer wait.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(u.email, 'essai 4')).statusCode).toBe(401);
    const longer = await signIn(u.email, 'essai 5');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
    // The per-IP limit is still there for stuffing across accounts (login-ip, tested in token.test.ts).
  });

  it('owner: a sign-in link by e-mail gets through at once and lifts the delays', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 6; i += 1) await signIn(u.email, `attaque ${i}`);
    expect((await signIn(u.email, u.password)).statusCode).toBe(429);

    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/login-link/send-email',
      headers: apiHeaders(),
      payload: { email: u.email.toUpperCase() },
    });
    expect(ask.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.signInLinkSent });
    // An unknown address gets the same reply (nothing to learn).
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login-link/send-email',
      headers: apiHeaders(),
      payload: { email: 'personne@exemple.fr' },
    });
    expect(unknown.json()).toEqual(ask.json());

    const token = await linkToken(u.email, '/connexion/lien');
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/login-link/sign-in',
      headers: apiHeaders(),
      payload: { token },
    });
    expect(used.statusCode).toBe(200);
    expect(used.headers['cache-control']).toBe('no-store');
    const session = used.json().access_token as string;
    // The link reached the mailbox: the address counts as confirmed too.
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(session) })).json().data).toMatchObject({
      email: u.email,
      email_verified: true,
    });
    // The link served once; the password works again at once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login-link/sign-in',
      headers: apiHeaders(),
      payload: { token },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [ACCOUNT_SECURITY_MESSAGES.invalidSignInLink] });
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('owner: the password-reset link lifts the delays too', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 6; i += 1) await signIn(u.email, `attaque ${i}`);
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/send-email',
      headers: apiHeaders(),
      payload: { email: u.email },
    });
    const token = await linkToken(u.email, '/mot-de-passe-oublie/reinitialisation');
    const password = 'une nouvelle phrase de passe solide';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/reset',
      headers: apiHeaders(),
      payload: { token, email: u.email, password, password_confirmation: password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(u.email, password)).statusCode).toBe(200);
  });

  it('a forged or unknown sign-in link is refused (422 on token), with nothing issued', async () => {
    for (const token of ['', 'x'.repeat(300), 'jeton-inconnu']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login-link/sign-in',
        headers: apiHeaders(),
        payload: { token },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: [ACCOUNT_SECURITY_MESSAGES.invalidSignInLink] });
    }
  });
});
