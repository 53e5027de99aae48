/**
 * A burst of parallel wrong guesses must not get past an account's delays: each attempt is counted
 * before the (slow) password check and only one at a time passes the delay, so with N free failures
 * at most N + 1 passwords are verified.
 */
import { createPasswordHasher, type PasswordHasher } from './password';
import { apiHeaders, createTestApp, OAUTH_CLIENT, registerUser, type TestApp } from '../../test/test-app';

const LIMIT = 5;
let t: TestApp;
let verified = 0;
const hasher = createPasswordHasher(1024);
/** The real hasher, made slow and counted: the window in which the old check-then-record code raced. */
const slowCounted: PasswordHasher = {
  hash: (password) => hasher.hash(password),
  needsRehash: (stored) => hasher.needsRehash(stored),
  async verify(password, stored) {
    verified += 1;
    await new Promise((resolve) => setTimeout(resolve, 40));
    return hasher.verify(password, stored);
  },
};

beforeAll(async () => {
  t = await createTestApp(
    { rateLimits: { loginFreeFailures: LIMIT, loginMaxDelaySeconds: 60, loginPerIp: 1000 } as never },
    { passwords: slowCounted },
  );
});
afterAll(() => t.close());

const tokenRequest = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: apiHeaders(),
    remoteAddress: ip,
    payload: { grant_type: 'password', ...OAUTH_CLIENT, username, password },
  });

describe('sign-in rate limit under parallel guesses', () => {
  it('verifies at most N + 1 of N + 5 parallel wrong passwords on one account; the rest get 429 + Retry-After', async () => {
    const u = await registerUser(t.app);
    verified = 0;
    const replies = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, i) =>
        tokenRequest(u.email, `mauvais mot de passe ${i}`, `10.9.0.${i + 1}`),
      ),
    );
    expect(verified).toBeLessThanOrEqual(LIMIT + 1);
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(LIMIT + 1);
    const limited = replies.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(4);
    for (const r of limited) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    // The delay holds for any password now…
    expect((await tokenRequest(u.email, u.password, '10.9.1.1')).statusCode).toBe(429);
    // …and ends: no hard lock, the owner gets in once it is over (2 s after the 6th failure).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await tokenRequest(u.email, u.password, '10.9.1.2')).statusCode).toBe(200);
  });

  it('the same for the current password of PUT /api/user/password', async () => {
    const u = await registerUser(t.app);
    verified = 0;
    const replies = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/user/password',
          headers: apiHeaders(u.token),
          remoteAddress: `10.9.2.${i + 1}`,
          payload: {
            current_password: `mauvais mot de passe ${i}`,
            password: 'une tortue verte court vite',
            password_confirmation: 'une tortue verte court vite',
          },
        }),
      ),
    );
    expect(verified).toBeLessThanOrEqual(LIMIT + 1);
    expect(replies.filter((r) => r.statusCode === 422)).toHaveLength(LIMIT + 1);
    const limited = replies.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(4);
    for (const r of limited) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives the point back on a successful sign-in (the IP budget is not used up by good passwords)', async () => {
    const strict = await createTestApp({ rateLimits: { loginFreeFailures: 100, loginPerIp: 2 } as never });
    try {
      const u = await registerUser(strict.app);
      for (let i = 0; i < 4; i += 1) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: apiHeaders(),
          remoteAddress: '10.9.3.1',
          payload: { grant_type: 'password', ...OAUTH_CLIENT, username: u.email, password: u.password },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await strict.close();
    }
  });
});
