import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const beaconSecret = process.env.BEACON_SECRET || null;
/**
 * The key that signs the cohort cookie and salts the visitor hash of the beacons: COHORT_SECRET, or
 * one derived from BEACON_SECRET (every site server instance sharing it gets the same), or, with
 * neither, a random one per process (a restart hands out new cohorts).
 */
const cohortKey = process.env.COHORT_SECRET
  || (beaconSecret ? createHmac('sha256', beaconSecret).update('ga-cohort-key').digest('base64url') : randomBytes(32).toString('base64url'));

/** The site server's settings: every one overridable by environment (docs/configuration.md). */
export const siteConfig = {
  host: process.env.SITE_HOST ?? '127.0.0.1',
  port: Number(process.env.SITE_PORT ?? process.env.PORT ?? 3000),
  /** Public URL of the site (canonical URLs, sitemap). */
  siteUrl: process.env.SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? 3000}`,
  /** URL of the API as the browser reaches it. */
  apiPublicUrl: process.env.API_PUBLIC_URL ?? 'http://localhost:4000',
  /** URL of the API as this server reaches it (page heads). */
  apiInternalUrl: process.env.API_INTERNAL_URL ?? process.env.API_PUBLIC_URL ?? 'http://127.0.0.1:4000',
  apiKey: process.env.API_KEY ?? 'ga-local-dev-key',
  brandName: process.env.BRAND_NAME ?? 'Glinche Automobiles',
  oauthClientId: process.env.OAUTH_CLIENT_ID ?? 'ga-web',
  oauthClientSecret: process.env.OAUTH_CLIENT_SECRET ?? 'ga-web-public-secret',
  releaseStore: path.resolve(process.env.RELEASE_STORE ?? path.join(ROOT, '.releases')),
  /** Log level of the site server's JSON logs (SITE_LOG_LEVEL; `info` logs each request with its id). */
  logLevel: process.env.SITE_LOG_LEVEL ?? 'warn',
  /** Beacon batches (POST /beacon) per visitor's IP per minute. */
  beaconsPerMinute: Number(process.env.SITE_BEACONS_PER_MINUTE ?? 60),
  /** Beacon events forwarded per minute: per visitor (its cohort) and per address; the rest is dropped. */
  beaconEventsPerVisitor: Number(process.env.SITE_BEACON_EVENTS_PER_VISITOR ?? 30),
  beaconEventsPerAddress: Number(process.env.SITE_BEACON_EVENTS_PER_ADDRESS ?? 300),
  /**
   * BEACON_SECRET: the site server's credential at the API's POST /api/beacons (the same value on
   * both). Unset: beacons are answered but not forwarded (the API would refuse them).
   */
  beaconSecret,
  /** Signs the cohort cookie (COHORT_SECRET; see above). */
  cohortKey,
};

export type SiteServerConfig = typeof siteConfig;
