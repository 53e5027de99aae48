import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, readSettings } from '@ga/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every name and default comes from the one list (@ga/config, docs/configuration.md). The site
// server listens on SITE_PORT only: PORT is nobody's setting here.
const env = readSettings('site');
const beaconSecret = env.optional('BEACON_SECRET');
/**
 * The key that signs the cohort cookie and salts the visitor hash of the beacons: COHORT_SECRET, or
 * one derived from BEACON_SECRET (every site server instance sharing it gets the same), or, with
 * neither, a random one per process (a restart hands out new cohorts).
 */
const cohortKey =
  env.optional('COHORT_SECRET') ||
  (beaconSecret
    ? createHmac('sha256', beaconSecret).update('ga-cohort-key').digest('base64url')
    : randomBytes(32).toString('base64url'));

/** The site server's settings. */
export const siteConfig = {
  host: env.text('SITE_HOST'),
  port: env.int('SITE_PORT'),
  /** Public URL of the site (canonical URLs, sitemap). */
  siteUrl: env.text('SITE_URL').replace(/\/+$/, ''),
  /** URL of the API as the browser reaches it. */
  apiPublicUrl: env.text('API_PUBLIC_URL').replace(/\/+$/, ''),
  /** URL of the API as this server reaches it (page heads). */
  apiInternalUrl: env.text('API_INTERNAL_URL').replace(/\/+$/, ''),
  apiKey: env.text('API_KEY'),
  brandName: env.text('BRAND_NAME'),
  oauthClientId: env.text('OAUTH_CLIENT_ID'),
  oauthClientSecret: env.text('OAUTH_CLIENT_SECRET'),
  releaseStore: path.resolve(env.path('RELEASE_STORE', ROOT)),
  /** Where the registry lives (@ga/releases): empty, the store's registry.json; `postgres://…`, a table there, followed by polling. */
  releaseRegistry: env.optional('RELEASE_REGISTRY') ?? '',
  /**
   * Object storage (S3_*, as the API's and `pnpm release --to`): where versions published with
   * `--to s3://…` are copied from into `releaseStore` (release-copies.ts).
   */
  s3: {
    endpoint: env.optional('S3_ENDPOINT'),
    region: env.text('S3_REGION'),
    accessKeyId: env.optional('S3_ACCESS_KEY_ID'),
    secretAccessKey: env.optional('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: env.text('S3_FORCE_PATH_STYLE') === 'true',
  },
  /** With a registry in PostgreSQL: how often its revision is asked (ms). */
  registryPollMs: env.int('RELEASE_REGISTRY_POLL_MS'),
  /** Log level of the site server's JSON logs (`info` logs each request with its id). */
  logLevel: env.text('SITE_LOG_LEVEL'),
  /** Beacon batches (POST /beacon) per visitor's IP per minute. */
  beaconsPerMinute: env.int('SITE_BEACONS_PER_MINUTE'),
  /** Beacon events forwarded per minute: per visitor (its cohort) and per address; the rest is dropped. */
  beaconEventsPerVisitor: env.int('SITE_BEACON_EVENTS_PER_VISITOR'),
  beaconEventsPerAddress: env.int('SITE_BEACON_EVENTS_PER_ADDRESS'),
  /** Server rendering (docs/server-rendering.md): on at start, the time for data, the time in all. */
  ssr: env.flag('SITE_SSR'),
  ssrDataMs: env.int('SITE_SSR_DATA_MS'),
  ssrRendersPerMinute: env.int('SITE_SSR_RENDERS_PER_MINUTE'),
  ssrTimeoutMs: env.int('SITE_SSR_TIMEOUT_MS'),
  /** How long a server-rendered page is sent again to visitors who would get the same (0: never). */
  ssrCacheMs: env.int('SITE_SSR_CACHE_MS'),
  /**
   * BEACON_SECRET: the site server's credential at the API's POST /api/beacons (the same value on
   * both), also sent with the request id on its other API calls so the API keeps that id
   * (api-headers.ts). Unset: beacons are answered but not forwarded (the API would refuse them).
   */
  beaconSecret,
  /** Signs the cohort cookie (COHORT_SECRET; see above). */
  cohortKey,
  /** Bearer token of /metrics (the API's rule, @ga/config/ops-access); unset: loopback only. */
  opsToken: env.optional('OPS_TOKEN'),
  /**
   * Fastify's `trustProxy` (SITE_TRUST_PROXY): false (the visitor is the TCP peer) or the proxies'
   * addresses, which alone may name the visitor in X-Forwarded-For (`request.ip`: the beacon and
   * render limits, the address forwarded with the beacons).
   */
  trustProxy: parseTrustProxy(env.raw('SITE_TRUST_PROXY'), 'SITE_TRUST_PROXY'),
  /** Redis (REDIS_URL): the beacon limits shared by every site server; unset, each counts alone. */
  redisUrl: env.optional('REDIS_URL'),
  /** On SIGTERM: seconds /health/ready says 503 before the server stops taking requests, then seconds left to those in flight. */
  shutdown: { drainSeconds: env.int('SHUTDOWN_DRAIN_SECONDS'), timeoutSeconds: env.int('SHUTDOWN_TIMEOUT_SECONDS') },
};

export type SiteServerConfig = typeof siteConfig;
