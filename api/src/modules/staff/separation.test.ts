/**
 * Visitor and staff sign-ins never cross: a visitor's bearer token opens no staff route, the staff
 * cookie no visitor route. Limits per IP, per account and IP on the password step, per account on
 * the TOTP and recovery steps (the account-wide slowdown and the device cookie: sign-in-lockout.test.ts).
 * NODE_ENV=production refuses to start while a demo staff account can sign in.
 */
import { STAFF_MESSAGES } from '@ga/contracts';
import { buildApp } from '../../app';
import { apiHeaders, createTestApp, openTestDatabase, registerUser, type TestApp } from '../../test/test-app';
import { createStaff, signInStaff, staffHeaders } from '../../test/staff';
import { disableDemoAccounts } from './account-queries';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET } from './demo';
import { DEMO_STAFF_PROBLEM, staffProductionProblems } from './production-check';
import { totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { staffPerIp: 6, staffPerAccount: 3 } as never });
});
afterAll(() => t.close());

describe('visitor token and staff cookie never cross', () => {
  it('a visitor bearer token on a staff route: 401', async () => {
    const visitor = await registerUser(t.app);
    for (const url of ['/api/staff/me', '/api/staff/sessions', '/api/staff/audit', '/api/staff/accounts']) {
      const res = await t.app.inject({ url, headers: apiHeaders(visitor.token) });
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, { message: STAFF_MESSAGES.unauthenticated }]);
    }
  });

  it('the staff cookie on a visitor route: 401 (/api/user* needs the bearer token)', async () => {
    const s = await signInStaff(t, await createStaff(t, 'admin'), '10.90.0.1');
    for (const url of ['/api/user', '/api/user/bookmarks']) {
      const res = await t.app.inject({ url, headers: staffHeaders(s) });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    // The staff session id as a bearer token is no visitor token either.
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(s.sessionId) })).statusCode).toBe(401);
  });
});

describe('rate limits of the sign-in steps (429 in French)', () => {
  const signIn = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      headers: apiHeaders(),
      remoteAddress: ip,
      payload: { email, password },
    });

  it('per account and IP: the password step (from elsewhere the account is slowed down, not locked: sign-in-lockout.test.ts)', async () => {
    const s = await createStaff(t, 'conseiller');
    for (let i = 0; i < 3; i += 1) expect((await signIn(s.email, 'faux', '10.91.0.1')).statusCode).toBe(401);
    const res = await signIn(s.email, s.password, '10.91.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(STAFF_MESSAGES.tooManyAttempts.replace('{delay}', '15 minutes'));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(s.email, s.password, '10.91.0.2')).statusCode).toBe(200);
  });

  it('per IP: across accounts', async () => {
    for (let i = 0; i < 6; i += 1)
      expect((await signIn(`personne${i}@glinche-automobiles.fr`, 'x', '10.92.0.1')).statusCode).toBe(401);
    expect((await signIn('encore@glinche-automobiles.fr', 'x', '10.92.0.1')).statusCode).toBe(429);
  });

  it('per account: the TOTP and the recovery-code steps', async () => {
    const s = await createStaff(t, 'conseiller');
    const challenge = (await signIn(s.email, s.password, '10.93.0.1')).json().challenge;
    const code = await totpCode(s.secret);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/staff/sign-in/totp',
            headers: apiHeaders(),
            remoteAddress: `10.93.1.${i}`,
            payload: { challenge, code: wrong },
          })
        ).statusCode,
      ).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in/totp',
      headers: apiHeaders(),
      remoteAddress: '10.93.1.9',
      payload: { challenge, code },
    });
    expect(limited.statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/staff/sign-in/recovery',
            headers: apiHeaders(),
            remoteAddress: `10.93.2.${i}`,
            payload: { challenge, recovery_code: 'AAAAA-AAAAA' },
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/staff/sign-in/recovery',
          headers: apiHeaders(),
          remoteAddress: '10.93.2.9',
          payload: { challenge, recovery_code: 'AAAAA-AAAAA' },
        })
      ).statusCode,
    ).toBe(429);
  });
});

describe('demo staff accounts', () => {
  it('the seeded demo conseiller signs in with the documented password and the demo secret', async () => {
    const demo = DEMO_STAFF[0]!;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      headers: apiHeaders(),
      remoteAddress: '10.94.0.1',
      payload: { email: demo.email, password: DEMO_STAFF_PASSWORD },
    });
    expect(first.json().step).toBe('totp');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in/totp',
      headers: apiHeaders(),
      remoteAddress: '10.94.0.1',
      payload: { challenge: first.json().challenge, code: await totpCode(DEMO_STAFF_TOTP_SECRET) },
    });
    expect(second.json().data).toMatchObject({ email: demo.email, role: 'conseiller' });
  });

  it('NODE_ENV=production refuses to start while one can sign in; disabled, it starts', async () => {
    const { database, drop } = await openTestDatabase();
    const production = {
      ...t.config,
      production: true,
      apiKey: 'cle-de-production',
      oauthClientSecret: 'secret-de-production',
      smtpUrl: 'smtp://127.0.0.1:2525',
      opsToken: 'jeton-ops',
      scryptCost: 2 ** 17,
      staff: { ...t.config.staff, totpKey: 'cle-des-secrets-totp' },
    };
    try {
      expect(await staffProductionProblems(production, database.db)).toEqual([DEMO_STAFF_PROBLEM]);
      await expect(buildApp({ config: production, database })).rejects.toThrow(DEMO_STAFF_PROBLEM);
      expect(await staffProductionProblems({ ...production, production: false }, database.db)).toEqual([]);
      await disableDemoAccounts(database.db);
      expect(await staffProductionProblems(production, database.db)).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
