// The site tier on several machines, described once (docs/operations.md « Several instances »):
// which servers run, with which command and which environment. `compose.yaml` (a starting point for
// a deployment, not run in CI: no container runtime here) is checked against this description by
// topology.test.mjs, and the multi-instance test of the site tier (multi-instance.mjs) starts its
// processes from it, so that what a team deploys and what CI exercises cannot drift apart.
import { SERVERS, serverArgs } from '../servers.mjs';

/** Two of each server behind one proxy: enough to show that they agree and that one can die. */
export const API_INSTANCES = ['api-1', 'api-2'];
export const SITE_INSTANCES = ['site-1', 'site-2'];

/**
 * Where `pnpm release --to` publishes (docs/releases.md « On object storage »): the browser files
 * under a public prefix (the CDN's origin), the server builds under a private one.
 */
export const RELEASE_DESTINATIONS = Object.freeze({
  public: 's3://glinche-releases/site',
  private: 's3://glinche-builds/site',
});

/**
 * How each server is started, from its package's folder, after `pnpm install --frozen-lockfile` and
 * `pnpm build:servers` (compiled JavaScript: scripts/servers.mjs).
 */
export const COMMANDS = Object.freeze({
  api: { dir: SERVERS.api.dir, command: ['node', ...serverArgs('api')] },
  site: { dir: SERVERS.site.dir, command: ['node', ...serverArgs('site')] },
});

/** The readiness each proxy backend is checked with (docs/operations.md: alive, ready, draining). */
export const READY_PATH = '/health/ready';

/**
 * The environment every API instance gets: the shared database, Redis (rate limits, jobs, change
 * channel), private files in the S3 bucket, the release registry in PostgreSQL (the canary decider
 * reads and changes it; its RELEASE_STORE is a folder of its own, it needs no release's files), and
 * the secrets that must be the same on every instance. Values are the deployment's.
 */
export function apiEnvironment(v) {
  return {
    NODE_ENV: 'production',
    API_HOST: '0.0.0.0',
    API_PORT: v.apiPort,
    DATABASE_URL: v.databaseUrl,
    REDIS_URL: v.redisUrl,
    S3_BUCKET: v.filesBucket,
    S3_ENDPOINT: v.s3Endpoint,
    S3_REGION: v.s3Region,
    S3_ACCESS_KEY_ID: v.s3AccessKeyId,
    S3_SECRET_ACCESS_KEY: v.s3SecretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    RELEASE_STORE: v.releaseStore,
    RELEASE_REGISTRY: v.releaseRegistry,
    SITE_URL: v.siteUrl,
    SITE_ORIGINS: v.siteUrl,
    API_PUBLIC_URL: v.apiPublicUrl,
    TRUST_PROXY: v.trustProxy,
    API_KEY: v.apiKey,
    OAUTH_CLIENT_SECRET: v.oauthClientSecret,
    SMTP_URL: v.smtpUrl,
    OPS_TOKEN: v.opsToken,
    BEACON_SECRET: v.beaconSecret,
    STAFF_TOTP_KEY: v.staffTotpKey,
  };
}

/**
 * The environment every site server gets: the same registry and secrets as the API's (the cohort
 * key derives from BEACON_SECRET, so a visitor's cohort is the same on every instance), the object
 * store the releases are published to (`pnpm release --to s3://…`: each site server copies the
 * versions it serves into a store folder of its own, RELEASE_STORE, shared with no one), the API
 * reached inside the network, Redis for the beacon limits, the proxy trusted.
 */
export function siteEnvironment(v) {
  return {
    NODE_ENV: 'production',
    SITE_HOST: '0.0.0.0',
    SITE_PORT: v.sitePort,
    SITE_URL: v.siteUrl,
    API_PUBLIC_URL: v.apiPublicUrl,
    API_INTERNAL_URL: v.apiInternalUrl,
    S3_ENDPOINT: v.s3Endpoint,
    S3_REGION: v.s3Region,
    S3_ACCESS_KEY_ID: v.s3AccessKeyId,
    S3_SECRET_ACCESS_KEY: v.s3SecretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    RELEASE_STORE: v.releaseStore,
    RELEASE_REGISTRY: v.releaseRegistry,
    REDIS_URL: v.redisUrl,
    SITE_TRUST_PROXY: v.trustProxy,
    API_KEY: v.apiKey,
    OAUTH_CLIENT_SECRET: v.oauthClientSecret,
    OPS_TOKEN: v.opsToken,
    BEACON_SECRET: v.beaconSecret,
  };
}
