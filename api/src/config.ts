/**
 * Configuration from environment variables, with the documented defaults.
 */
import path from 'node:path';

/** Repository root (api/..), found from this file's folder. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const API_ROOT = path.resolve(__dirname, '..');

export interface Config {
  host: string;
  port: number;
  /** X-Api-Key value required on /api/* and /oauth/*. */
  apiKey: string;
  /** Absolute base of image URLs in replies. */
  publicApiUrl: string;
  /** Origins allowed by CORS. */
  siteOrigins: string[];
  /** PostgreSQL URL; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** PGlite data directory; "memory://" for an in-memory database. */
  dataDir: string;
  redisUrl: string | null;
  oauthClientId: string;
  oauthClientSecret: string;
  tokenTtlSeconds: number;
  /** scrypt cost parameter N (power of two). Tests lower it. */
  scryptCost: number;
  rateLimits: {
    /** Failed sign-ins allowed per account in `accountWindowSeconds`. */
    loginPerAccount: number;
    accountWindowSeconds: number;
    /** Failed sign-ins allowed per IP in `ipWindowSeconds`. */
    loginPerIp: number;
    ipWindowSeconds: number;
    /** Registrations allowed per IP per hour. */
    registerPerIp: number;
    /** Password-reset e-mails allowed per address per hour. */
    forgotPerEmail: number;
    /** Password-reset e-mails allowed per IP per hour. */
    forgotPerIp: number;
    /** Password-reset attempts (POST /api/forgot-password/reset) allowed per IP per hour. */
    resetPerIp: number;
    /** Promotional codes that fail (unknown, expired…) allowed per IP in `promoCodeWindowSeconds`. */
    promoCodeFailuresPerIp: number;
    promoCodeWindowSeconds: number;
  };
  /** Brand name in e-mails. */
  brandName: string;
  /** Public URL of the site (links in e-mails), without trailing slash. */
  siteUrl: string;
  /** SMTP server (smtp://user:pass@host:port); when absent e-mails are written to `outboxDir`. */
  smtpUrl: string | null;
  /** Folder of the local outbox (one JSON file per e-mail), used when SMTP_URL is not set. */
  outboxDir: string;
  /** Sender of the e-mails. */
  mailFrom: string;
  /** Lifetime of a password-reset link. */
  resetTokenTtlSeconds: number;
  /**
   * Seconds a search count or a facet set is reused for the same normalised query (0 = no cache).
   * Per API process; the stock changes a few times a day, so a minute is invisible to visitors.
   */
  catalogueCacheSeconds: number;
  /** Seconds a whole page of search results is reused (cards say « Réservé »: kept short, dropped on bookings). */
  cataloguePageCacheSeconds: number;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): false (default: the client is the TCP peer), true (trust
   * every proxy), a hop count, or the addresses / CIDRs of the trusted reverse proxies. Behind a
   * proxy it makes `request.ip` the visitor's address, which the per-IP rate limits count.
   */
  trustProxy: TrustProxy;
  logLevel: string;
}

export type TrustProxy = boolean | number | string[];

/**
 * TRUST_PROXY: "true" / "false", a hop count ("1") or a comma list of addresses / CIDRs (and
 * proxy-addr's names loopback, linklocal, uniquelocal). Anything else stops the start-up.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  const address = /^(?:[0-9a-f:.]+)(?:\/\d{1,3})?$/i;
  const named = /^(loopback|linklocal|uniquelocal)$/;
  const bad = list.find((entry) => !named.test(entry) && (!address.test(entry) || (!entry.includes('.') && !entry.includes(':'))));
  if (bad !== undefined || list.length === 0) throw new Error(`Variable d'environnement TRUST_PROXY invalide : ${raw}`);
  return list;
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Variable d'environnement ${name} invalide : ${raw}`);
  return n;
}

function str(name: string, fallback: string): string {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const port = int('PORT', 4000);
  const siteOrigins = str('SITE_ORIGINS', 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const brandName = str('BRAND_NAME', 'Glinche Automobiles');
  const config: Config = {
    host: str('HOST', '127.0.0.1'),
    port,
    apiKey: str('API_KEY', 'ga-local-dev-key'),
    publicApiUrl: str('PUBLIC_API_URL', `http://localhost:${port}`).replace(/\/+$/, ''),
    siteOrigins,
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: str('DATA_DIR', path.join(REPO_ROOT, '.data', 'pglite')),
    redisUrl: process.env.REDIS_URL || null,
    oauthClientId: str('OAUTH_CLIENT_ID', 'ga-web'),
    oauthClientSecret: str('OAUTH_CLIENT_SECRET', 'ga-web-public-secret'),
    tokenTtlSeconds: int('TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    scryptCost: int('SCRYPT_COST', 2 ** 15),
    rateLimits: {
      // An account is locked for the rest of the hour after 100 failed sign-ins (brute force on one
      // account, whatever the number of IPs).
      loginPerAccount: int('RATE_LOGIN_PER_ACCOUNT', 100),
      accountWindowSeconds: int('RATE_LOGIN_ACCOUNT_WINDOW', 3600),
      // One IP gets 20 failed sign-ins per 15 minutes (credential stuffing across accounts).
      loginPerIp: int('RATE_LOGIN_PER_IP', 20),
      ipWindowSeconds: int('RATE_LOGIN_IP_WINDOW', 900),
      // Account creation: 10 per IP per hour.
      registerPerIp: int('RATE_REGISTER_PER_IP', 10),
      // Password-reset e-mails: 5 per address and 20 per IP per hour; reset attempts: 20 per IP per hour.
      forgotPerEmail: int('RATE_FORGOT_PER_EMAIL', 5),
      forgotPerIp: int('RATE_FORGOT_PER_IP', 20),
      resetPerIp: int('RATE_RESET_PER_IP', 20),
      // Promotional codes: 20 failed codes per IP per 10 minutes (guessing codes by brute force).
      promoCodeFailuresPerIp: int('RATE_PROMO_CODES_PER_IP', 20),
      promoCodeWindowSeconds: int('RATE_PROMO_CODES_WINDOW', 600),
    },
    brandName,
    siteUrl: str('SITE_URL', siteOrigins[0] ?? 'http://localhost:3000').replace(/\/+$/, ''),
    smtpUrl: process.env.SMTP_URL || null,
    outboxDir: path.resolve(str('OUTBOX_DIR', path.join(REPO_ROOT, '.outbox'))),
    mailFrom: str('MAIL_FROM', `${brandName} <ne-pas-repondre@glinche-automobiles.fr>`),
    resetTokenTtlSeconds: int('RESET_TOKEN_TTL_SECONDS', 3600),
    catalogueCacheSeconds: int('CATALOGUE_CACHE_SECONDS', 60),
    cataloguePageCacheSeconds: int('CATALOGUE_PAGE_CACHE_SECONDS', 5),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    logLevel: str('LOG_LEVEL', 'info'),
    ...overrides,
  };
  return config;
}
