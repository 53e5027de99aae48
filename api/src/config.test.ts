import path from 'node:path';
import { loadConfig, REPO_ROOT } from './config';

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
