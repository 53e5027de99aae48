import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DEMO_SECRETS, loadConfig, parseTrustProxy, productionProblems, REPO_ROOT } from './config';
import { apiHeaders, createTestApp, OAUTH_CLIENT } from './test/test-app';

const KEYS = [
  'SITE_URL',
  'SITE_ORIGINS',
  'OUTBOX_DIR',
  'SMTP_URL',
  'RESET_TOKEN_TTL_SECONDS',
  'BRAND_NAME',
  'RATE_LOGIN_FREE_FAILURES',
  'RATE_LOGIN_ACCOUNT_WINDOW',
  'NODE_ENV',
  'API_KEY',
  'OAUTH_CLIENT_SECRET',
  'SCRYPT_COST',
  'TRUST_PROXY',
];
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
  it('slows an account down after 5 failed sign-ins (no hard lock), remembered a day, and hashes with scrypt 2^17', () => {
    const config = loadConfig();
    expect(config.rateLimits).toMatchObject({
      loginFreeFailures: 5,
      loginFirstDelaySeconds: 1,
      loginMaxDelaySeconds: 900,
      accountWindowSeconds: 86_400,
      loginPerIp: 20,
    });
    expect(config.scryptCost).toBeGreaterThanOrEqual(2 ** 17);
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
  it('is off by default and takes only a list of proxy addresses / CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(parseTrustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(() => parseTrustProxy('peut-être')).toThrow(/TRUST_PROXY/);
  });

  it('refuses true and hop counts at start-up, with a clear message (any client could choose its IP)', () => {
    for (const value of ['true', 'TRUE', 'yes', '1', '2', '0']) {
      expect(() => parseTrustProxy(value)).toThrow(
        /TRUST_PROXY=.* est refusé .*X-Forwarded-For.*liste des adresses ou CIDR/,
      );
    }
    process.env.TRUST_PROXY = 'true';
    expect(() => loadConfig()).toThrow(/TRUST_PROXY=true est refusé/);
    // A range covering every client is the same hole.
    for (const value of ['0.0.0.0/0', '10.0.0.0/8,::/0', '0.0.0.0', '::']) {
      expect(() => parseTrustProxy(value)).toThrow(/est refusé : cette plage couvre tous les clients/);
    }
  });
});

describe('production settings (NODE_ENV=production)', () => {
  const staff = { ...loadConfig().staff, totpKey: 'cle-des-secrets-totp-de-production' };
  const ready = {
    apiKey: 'cle-de-production-longue',
    oauthClientSecret: 'secret-de-production',
    smtpUrl: 'smtp://smtp.exemple.fr:587',
    scryptCost: 2 ** 17,
    opsToken: 'jeton-ops-de-production',
    beaconSecret: 'secret-des-balises-de-production',
    staff,
  };

  it('refuses the demo API key and client secret, a missing SMTP server or ops token and a scrypt cost below 2^17', () => {
    process.env.NODE_ENV = 'production';
    const defaults = loadConfig();
    expect(defaults.production).toBe(true);
    const problems = productionProblems(defaults);
    expect(problems.join('\n')).toMatch(/API_KEY/);
    expect(problems.join('\n')).toMatch(/OAUTH_CLIENT_SECRET/);
    expect(problems.join('\n')).toMatch(/SMTP_URL/);
    // Ops endpoints open only with the token in production, never on the loopback alone.
    expect(productionProblems(loadConfig({ ...ready, opsToken: null })).join()).toMatch(/OPS_TOKEN/);
    expect(productionProblems(loadConfig({ ...ready, beaconSecret: null })).join()).toMatch(/BEACON_SECRET/);
    expect(productionProblems(loadConfig({ ...ready, scryptCost: 2 ** 16 })).join()).toMatch(/SCRYPT_COST/);
    expect(productionProblems(loadConfig({ ...ready, staff: { ...staff, totpKey: null } })).join()).toMatch(
      /STAFF_TOTP_KEY/,
    );
    expect(productionProblems(loadConfig(ready))).toEqual([]);
    expect(productionProblems(loadConfig({ ...ready, apiKey: DEMO_SECRETS.apiKey }))).toHaveLength(1);
  });

  it('the API will not build with them, and development is not affected', async () => {
    process.env.NODE_ENV = 'production';
    await expect(buildApp({ config: loadConfig(), database: null as never })).rejects.toThrow(/production/);
    process.env.NODE_ENV = 'development';
    expect(productionProblems(loadConfig())).toEqual([]);
  });
});

describe('per-IP limits behind a reverse proxy', () => {
  const tryWrong = (app: FastifyInstance, visitor: string) =>
    app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { ...apiHeaders(), 'x-forwarded-for': visitor },
      remoteAddress: '127.0.0.1',
      payload: { grant_type: 'password', ...OAUTH_CLIENT, username: `${visitor}@exemple.fr`, password: 'faux' },
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

  it('ignores X-Forwarded-For from a client that is not a listed proxy (no spoofing past the limits)', async () => {
    const behind = await createTestApp({ trustProxy: ['127.0.0.1'], rateLimits: { loginPerIp: 2 } as never });
    const spoof = (visitor: string) =>
      behind.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { ...apiHeaders(), 'x-forwarded-for': visitor },
        remoteAddress: '198.51.100.20',
        payload: { grant_type: 'password', ...OAUTH_CLIENT, username: 'personne@exemple.fr', password: 'faux' },
      });
    try {
      expect((await spoof('203.0.113.1')).statusCode).toBe(401);
      expect((await spoof('203.0.113.2')).statusCode).toBe(401);
      // A third "visitor" is the same client: its own address counts, whatever the header says.
      expect((await spoof('203.0.113.3')).statusCode).toBe(429);
    } finally {
      await behind.close();
    }
  });
});
