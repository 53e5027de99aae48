/**
 * Hardening of the API (security review): the API key on the matched route, security headers and
 * no-store, bounded ids, a per-IP limit on every public write, scrypt upgraded at sign-in.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import { createPasswordHasher } from '../modules/auth/password';
import {
  apiHeaders,
  createTestApp,
  OAUTH_CLIENT,
  personalAccount,
  registerUser,
  registerVerifiedUser,
  type TestApp,
} from '../test/test-app';
import { PUBLIC_WRITE_MESSAGE, publicWrites, registerPublicWriteLimits } from './public-writes';
import { frenchDelay } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API key on the route the router matched', () => {
  it.each([
    ['GET', '/%61pi/banners'],
    ['GET', '/%61%70%69/banners'],
    ['GET', '/api/%62anners'],
    ['POST', '/%6fauth/token'],
    ['GET', '/%61pi/user'],
  ])('%s %s without a key: 401', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Clé d'API manquante ou invalide." });
  });

  it('the encoded path still reaches the route with the key (it is the same route)', async () => {
    expect((await t.app.inject({ url: '/%61pi/banners', headers: apiHeaders() })).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('JSON replies: CSP default-src none, no framing, nosniff, referrer policy; no HSTS over plain HTTP', async () => {
    const res = await t.app.inject({ url: '/api/banners', headers: apiHeaders() });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Public data may be cached by the browser (not no-store).
    expect(res.headers['cache-control']).not.toBe('no-store');
  });

  it('errors carry them too', async () => {
    const res = await t.app.inject({ url: '/api/nexiste-pas', headers: apiHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('Cache-Control: no-store on every /api/user* and /oauth/token reply (success or error)', async () => {
    const u = await registerUser(t.app);
    const replies = [
      await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) }),
      await t.app.inject({ url: '/api/user', headers: apiHeaders() }),
      await t.app.inject({ url: '/api/user/bookmarks', headers: apiHeaders(u.token) }),
      await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: apiHeaders(),
        payload: { grant_type: 'password', ...OAUTH_CLIENT, username: u.email, password: u.password },
      }),
      await t.app.inject({ method: 'POST', url: '/oauth/token', headers: apiHeaders(), payload: {} }),
    ];
    // Also a URL of the signed-in area that matches no route.
    replies.push(await t.app.inject({ url: '/api/user/nexiste-pas', headers: apiHeaders(u.token) }));
    for (const res of replies)
      expect([res.statusCode, res.headers['cache-control']]).toEqual([res.statusCode, 'no-store']);
  });

  it('media SVG: shown by the site from another origin, nothing runs in them', async () => {
    const { rows } = await sql<{ id: number }>`select id from vehicles where is_published order by id limit 1`.execute(
      t.database.db,
    );
    const res = await t.app.inject({ url: `/media/vehicles/${rows[0]!.id}/1.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HSTS only when the request came over TLS (here through a trusted proxy)', async () => {
    const behind = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const tls = await behind.app.inject({
        url: '/api/banners',
        headers: { ...apiHeaders(), 'x-forwarded-proto': 'https' },
        remoteAddress: '127.0.0.1',
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // The same header from a client that is not a listed proxy means nothing.
      const spoofed = await behind.app.inject({
        url: '/api/banners',
        headers: { ...apiHeaders(), 'x-forwarded-proto': 'https' },
        remoteAddress: '198.51.100.7',
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });
});

describe('ids beyond PostgreSQL integer: 4xx, never a 500', () => {
  const HUGE = '99999999999';
  it.each([
    ['POST', '/api/user/bookmarks/store', { vehicle_id: HUGE }],
    ['GET', `/api/vehicles/suggestions?vehicle_id=${HUGE}`, undefined],
    ['GET', `/media/vehicles/${HUGE}/1.svg`, undefined],
    ['GET', `/media/vehicles/${HUGE}/360/1.svg`, undefined],
    ['GET', `/api/delivery-types/departments/${HUGE}`, undefined],
    ['GET', `/api/vehicles/${HUGE}`, undefined],
    ['GET', `/api/user/bookings/${HUGE}`, undefined],
    ['POST', '/api/user/bookings/store', { vehicle_id: HUGE }],
    ['POST', '/api/promotional-codes', { vehicle_id: HUGE, code: 'BIENVENUE500' }],
    ['PUT', '/api/user', { is_comp: true, business_sector_id: HUGE }],
    ['POST', '/api/register', { is_comp: true, business_sector_id: HUGE }],
  ])('%s %s', async (method, url, payload) => {
    // A confirmed account, so that a booking goes past the e-mail check to the vehicle id.
    const u = await registerVerifiedUser(t);
    const profile =
      url === '/api/user' || url === '/api/register'
        ? { ...personalAccount(), company_name: 'Transports Martin', company_siret: '73282932000074' }
        : {};
    const body = payload ? { ...profile, ...payload } : undefined;
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: apiHeaders(u.token),
      payload: body as object | undefined,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('public writes: a per-IP limit on every one, now and later', () => {
  it('every public write route of the API has one (none is left without)', () => {
    const routes = publicWrites(t.app);
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'POST /api/alerts/unsubscribe',
      'POST /api/appointments',
      'POST /api/appointments/cancel',
      'POST /api/appointments/confirm',
      'POST /api/beacons',
      'POST /api/contact-requests',
      'POST /api/email/confirm',
      'POST /api/favourite-alerts/unsubscribe',
      'POST /api/forgot-password/reset',
      'POST /api/forgot-password/send-email',
      'POST /api/form-pages/reply',
      'POST /api/login-link/send-email',
      'POST /api/login-link/sign-in',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/subscribe',
      'POST /api/newsletter/unsubscribe',
      'POST /api/promotional-codes',
      'POST /api/register',
      'POST /api/reprise/engine-powers',
      'POST /api/reprise/finishes',
      'POST /api/reprise/fiscal-powers',
      'POST /api/staff/enrolment',
      'POST /api/staff/sign-in',
      'POST /api/staff/sign-in/enrolment',
      'POST /api/staff/sign-in/enrolment/confirm',
      'POST /api/staff/sign-in/recovery',
      'POST /api/staff/sign-in/totp',
      'POST /api/vehicles/:id/custom-fundings/legal-mentions',
      'POST /oauth/token',
    ]);
    for (const r of routes) expect(r.max).toBeGreaterThan(0);
    // Signed-in writes are not public writes.
    expect(routes.some((r) => r.url.startsWith('/api/user'))).toBe(false);
  });

  it('answers 429 in French with Retry-After past the limit, per IP', async () => {
    const strict = await createTestApp({ rateLimits: { publicWritesPerMinute: 3 } as never });
    try {
      const send = (ip: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/promotional-codes',
          headers: apiHeaders(),
          remoteAddress: ip,
          payload: { vehicle_id: 1, code: 'BIENVENUE500' },
        });
      for (let i = 0; i < 3; i += 1) expect((await send('10.20.0.1')).statusCode).not.toBe(429);
      const limited = await send('10.20.0.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({
        message: PUBLIC_WRITE_MESSAGE.replace('{delay}', frenchDelay(Number(limited.headers['retry-after']))),
      });
      expect((await send('10.20.0.2')).statusCode).not.toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('counts an IPv6 client by its /64: a subscriber cannot walk its 2^64 addresses past the limit', async () => {
    const strict = await createTestApp({ rateLimits: { publicWritesPerMinute: 3 } as never });
    try {
      const send = (ip: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/promotional-codes',
          headers: apiHeaders(),
          remoteAddress: ip,
          payload: { vehicle_id: 1, code: 'BIENVENUE500' },
        });
      for (let i = 1; i <= 3; i += 1) expect((await send(`2001:db8:47:1::${i}`)).statusCode).not.toBe(429);
      expect((await send('2001:db8:47:1:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
      // Another /64 of the same provider is another client.
      expect((await send('2001:db8:47:2::1')).statusCode).not.toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('a public write declared without a limit stops the start-up', async () => {
    const app = Fastify();
    await registerPublicWriteLimits(app, { perMinute: 5, redis: null });
    expect(() => app.post('/api/contact-requests', { config: { rateLimit: false } }, async () => ({}))).toThrow(
      /sans limite par IP/,
    );
    await app.close();
  });
});

describe('password hashes', () => {
  it('a hash made with an older, cheaper scrypt cost is upgraded at the next sign-in', async () => {
    const u = await registerUser(t.app);
    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    const old = await createPasswordHasher(512).hash(u.password);
    await t.database.db.updateTable('users').set({ password_hash: old }).where('id', '=', u.user.id).execute();
    expect(old.split('$')[1]).toBe('512');
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: apiHeaders(),
      payload: { grant_type: 'password', ...OAUTH_CLIENT, username: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    const upgraded = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(upgraded.password_hash.split('$')[1]).toBe(String(t.config.scryptCost));
    expect(upgraded.password_hash).not.toBe(old);
    expect(stored.password_hash.split('$')[1]).toBe(String(t.config.scryptCost));
  });
});
