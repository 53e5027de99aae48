/**
 * A fresh app on a fresh database for one test file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULTS } from '@ga/config';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { DEMO_SECRETS, loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { adminQuery, createFromTemplate, ENV_SNAPSHOT, ENV_TEMPLATE, withDatabase } from './test-database';

export const API_KEY = 'test-api-key';
/** The site's demo OAuth client (the test apps run with the defaults): the client fields of POST /oauth/token. */
export const OAUTH_CLIENT = {
  client_id: String(DEFAULTS.OAUTH_CLIENT_ID),
  client_secret: DEMO_SECRETS.oauthClientSecret,
};
/** BEACON_SECRET of the test apps: the header X-Site-Credential the site server sends. */
export const SITE_CREDENTIAL = 'test-site-credential';

/** The headers an operation needs besides the API key and the token (the site server's credential). */
export const credentialHeaders = (op: { needsSiteCredential: boolean }): Record<string, string> =>
  op.needsSiteCredential ? { 'x-site-credential': SITE_CREDENTIAL } : {};
let counter = 0;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = process.env[ENV_TEMPLATE];
    if (!template) throw new Error('Template PostgreSQL absent : la configuration globale de jest n’a pas tourné.');
    counter += 1;
    const name = `${template.replace('tpl', 'f')}_${process.pid}_${counter}`;
    await createFromTemplate(name, template);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    return { database, drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
  }
  const file = process.env[ENV_SNAPSHOT];
  if (!file) throw new Error('Instantané PGlite absent : la configuration globale de jest n’a pas tourné.');
  const database = await openDatabase({ databaseUrl: null, snapshot: new Blob([fs.readFileSync(file)]) });
  return { database, drop: async () => {} };
}

export async function createTestApp(
  configOverrides: Partial<Config> = {},
  overrides?: BuildAppOptions['overrides'],
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const tempOutbox = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-api-outbox-'));
  const config = loadConfig({
    apiKey: API_KEY,
    publicApiUrl: 'http://localhost:4000',
    scryptCost: 1024,
    redisUrl: null,
    databaseUrl: process.env.DATABASE_URL ?? null,
    // E-mails of each test app go to an outbox of its own (read it with readOutbox(config.outboxDir)).
    smtpUrl: null,
    outboxDir: tempOutbox,
    // Private files (trade-in photos) of each test app in a folder of its own, unless S3 is asked.
    files: { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'ga-api-files-')), s3: null },
    // Tests change the stock and read counts right after: no cache unless a test asks for one.
    catalogueCacheSeconds: 0,
    cataloguePageCacheSeconds: 0,
    // A bot check the tests solve in a few milliseconds (test/bot-check.ts).
    botCheck: { cost: 1, counterMin: 5, counterMax: 20, ttlSeconds: 600, secret: null },
    // The site server's credential for POST /api/beacons (SITE_CREDENTIAL), known to the tests.
    beaconSecret: SITE_CREDENTIAL,
    // A release store of its own (empty: no canary to judge) unless the test brings one.
    releases: {
      ...loadConfig().releases,
      store: fs.mkdtempSync(path.join(os.tmpdir(), 'ga-api-releases-')),
      decider: false,
    },
    ...configOverrides,
    rateLimits: {
      loginFreeFailures: 100,
      loginFirstDelaySeconds: 1,
      loginMaxDelaySeconds: 900,
      accountWindowSeconds: 3600,
      loginPerIp: 1000,
      ipWindowSeconds: 900,
      registerPerIp: 1000,
      forgotPerEmail: 1000,
      forgotPerIp: 1000,
      resetPerIp: 1000,
      promoCodeFailuresPerIp: 1000,
      promoCodeWindowSeconds: 600,
      bookingsPerIp: 1000,
      publicWritesPerMinute: 10_000,
      publicFormsPerIp: 10_000,
      emailLinksPerAccount: 1000,
      emailChangesPerAccount: 1000,
      beaconsPerMinute: 10_000,
      staffPerIp: 1000,
      staffPerAccount: 1000,
      staffWindowSeconds: 900,
      staffFreeFailures: 1000,
      staffFirstDelaySeconds: 30,
      staffMaxDelaySeconds: 900,
      staffAccountWindowSeconds: 3600,
      ...configOverrides.rateLimits,
    },
  });
  const app = await buildApp({ config, database, overrides });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(tempOutbox, { recursive: true, force: true });
      if (!configOverrides.files) fs.rmSync(config.files.dir, { recursive: true, force: true });
      if (!configOverrides.releases) fs.rmSync(config.releases.store, { recursive: true, force: true });
    },
  };
}

export const apiHeaders = (token?: string): Record<string, string> => ({
  'x-api-key': API_KEY,
  accept: 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export const json = <T = any>(res: LightMyRequestResponse): T => res.json() as T; // eslint-disable-line @typescript-eslint/no-explicit-any

let emailCounter = 0;
export function personalAccount(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    fullname: 'Camille Martin',
    email: `camille.martin.${process.pid}.${emailCounter}@exemple.fr`,
    password: 'un cheval bleu mange des pommes',
    phone: '06 12 34 56 78',
    address: '12 rue de la Gare',
    postal_code: '72220',
    city: 'Écommoy',
    subscribe_newsletter: true,
    is_comp: false,
    ...overrides,
  };
}

/** A valid SIRET (Luhn): 732 829 320 00074. */
export const VALID_SIRET = '73282932000074';

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = personalAccount(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/register', headers: apiHeaders(), payload: body });
  if (res.statusCode !== 201) throw new Error(`Inscription impossible : ${res.statusCode} ${res.body}`);
  const reply = res.json() as { access_token: string; data: { id: number; email: string } };
  return { token: reply.access_token, user: reply.data, password: body.password, email: body.email };
}

/**
 * A registered user whose address is confirmed the way a visitor does it: the link of the
 * confirmation e-mail (read from the test app's outbox) opened through POST /api/email/confirm.
 * A first booking needs it.
 */
export async function registerVerifiedUser(
  t: Pick<TestApp, 'app' | 'config'>,
  overrides: Record<string, unknown> = {},
) {
  const u = await registerUser(t.app, overrides);
  const token = await confirmationToken(t, u.email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/email/confirm',
    headers: apiHeaders(),
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`Confirmation impossible : ${res.statusCode} ${res.body}`);
  return u;
}

/**
 * The token of the latest link to `path` (`${path}?token=…`) e-mailed to `to`, from the test app's
 * outbox, once at least `count` such e-mails were written. E-mails go in the background: after a
 * resend ask for 2, or the first, now void, link may be read.
 */
export async function emailedToken(
  t: Pick<TestApp, 'config'>,
  to: string,
  path: string,
  count = 1,
  timeoutMs = 5000,
): Promise<string> {
  const { readOutbox } = await import('../modules/mailer');
  const pattern = new RegExp(`${path.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readOutbox(t.config.outboxDir)).filter((m) => m.to === to && pattern.test(m.text));
    const match = mails.length >= count ? mails.at(-1)?.text.match(pattern) : null;
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Aucun lien ${path} pour ${to}`);
}

/** The token of the latest address-confirmation link sent to `email` (see emailedToken). */
export const confirmationToken = (t: Pick<TestApp, 'config'>, email: string, count = 1) =>
  emailedToken(t, email, '/mon-compte/confirmer-email', count);
