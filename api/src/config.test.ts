import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, parseTrustProxy, REPO_ROOT } from './config';
import { apiHeaders, createTestApp } from './test/test-app';

const KEYS = ['SITE_URL', 'SITE_ORIGINS', 'OUTBOX_DIR', 'SMTP_URL', 'RESET_TOKEN_TTL_SECONDS', 'BRAND_NAME', 'RATE_LOGIN_PER_ACCOUNT', 'RATE_LOGIN_ACCOUNT_WINDOW'];
let saved: Record<string, string | undefined>;
beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  for (const k of KEYS) delete process.env[k];
});
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('loadConfig', () => {
  it('allows at most 100 failed sign-ins per account per hour by default', () => {
    const { rateLimits } = loadConfig();
    expect(rateLimits.loginPerAccount).toBeLessThanOrEqual(100);
    expect(rateLimits.accountWindowSeconds).toBeGreaterThanOrEqual(3600);
  });

  it('has the documented defaults of the e-mails and of the password reset', () => {
    const config = loadConfig();
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeNull();
    expect(config.outboxDir).toBe(path.join(REPO_ROOT, '.outbox'));
    expect(config.brandName).toBe('Glinche Automobiles');
    expect(config.mailFrom).toBe('Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>');
    expect(config.resetTokenTtlSeconds).toBe(3600);
    expect(config.rateLimits).toMatchObject({ forgotPerEmail: 5, forgotPerIp: 20, resetPerIp: 20 });
  });

  it('reads them from the environment', () => {
    process.env.SITE_ORIGINS = 'http://localhost:3100';
    process.env.OUTBOX_DIR = '/tmp/boite-d-envoi';
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    process.env.RESET_TOKEN_TTL_SECONDS = '900';
    process.env.BRAND_NAME = 'Autre Marque';
    const config = loadConfig();
    expect(config.siteUrl).toBe('http://localhost:3100');
    expect(config.outboxDir).toBe('/tmp/boite-d-envoi');
    expect(config.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(config.resetTokenTtlSeconds).toBe(900);
    expect(config.mailFrom).toBe('Autre Marque <ne-pas-repondre@glinche-automobiles.fr>');
    process.env.SITE_URL = 'https://www.exemple.fr/';
    expect(loadConfig().siteUrl).toBe('https://www.exemple.fr');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes true/false, a hop count or a list of addresses / CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(parseTrustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(() => parseTrustProxy('peut-être')).toThrow(/TRUST_PROXY/);
  });
});

describe('per-IP limits behind a reverse proxy', () => {
  const tryWrong = (app: FastifyInstance, visitor: string) =>
    app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { ...apiHeaders(), 'x-forwarded-for': visitor },
      remoteAddress: '127.0.0.1',
      payload: { grant_type: 'password', client_id: 'ga-web', client_secret: 'ga-web-public-secret', username: `${visitor}@exemple.fr`, password: 'faux' },
    });

  it('counts the visitor’s address (X-Forwarded-For) when the proxy is trusted, the proxy’s otherwise', async () => {
    const behind = await createTestApp({ trustProxy: ['127.0.0.1'], rateLimits: { loginPerIp: 2 } as never });
    const direct = await createTestApp({ rateLimits: { loginPerIp: 2 } as never });
    try {
      expect(direct.config.trustProxy).toBe(false);
      expect((await tryWrong(behind.app, '203.0.113.7')).statusCode).toBe(401);
      expect((await tryWrong(behind.app, '203.0.113.7')).statusCode).toBe(401);
      expect((await tryWrong(behind.app, '203.0.113.7')).statusCode).toBe(429);
      expect((await tryWrong(behind.app, '203.0.113.8')).statusCode).toBe(401);
      // Not trusted: every visitor is the proxy, and shares its budget.
      expect((await tryWrong(direct.app, '203.0.113.7')).statusCode).toBe(401);
      expect((await tryWrong(direct.app, '203.0.113.8')).statusCode).toBe(401);
      expect((await tryWrong(direct.app, '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await behind.close();
      await direct.close();
    }
  });
});
