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
  };
  logLevel: string;
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
  const config: Config = {
    host: str('HOST', '127.0.0.1'),
    port,
    apiKey: str('API_KEY', 'ga-local-dev-key'),
    publicApiUrl: str('PUBLIC_API_URL', `http://localhost:${port}`).replace(/\/+$/, ''),
    siteOrigins: str('SITE_ORIGINS', 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
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
    },
    logLevel: str('LOG_LEVEL', 'info'),
    ...overrides,
  };
  return config;
}
