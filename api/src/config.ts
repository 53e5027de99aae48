/**
 * Configuration from environment variables, with the documented defaults.
 */
import path from 'node:path';
import { DEFAULTS, parseTrustProxy, readSettings } from '@ga/config';

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
  /** The live-stock stream (GET /live/stock, modules/live-stock): open streams per IP and in all, per process. */
  liveStock: { perIp: number; max: number; heartbeatSeconds: number };
  rateLimits: {
    /** Failed sign-ins of one account before each new attempt must wait (auth/rate-limits.ts). */
    loginFreeFailures: number;
    /** Wait after the first failure beyond the free ones; it doubles with each further failure. */
    loginFirstDelaySeconds: number;
    /** Longest wait between two sign-in attempts of one account (the delay doubles up to it). */
    loginMaxDelaySeconds: number;
    /** How long an account's failed sign-ins are remembered. */
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
    /** Bookings created per IP per hour (loose: a mobile carrier puts many visitors behind one address). */
    bookingsPerIp: number;
    /** Requests per IP per minute on each public write endpoint (http/public-writes.ts). */
    publicWritesPerMinute: number;
    /** Public forms a person fills in (contact, newsletter, form pages, appointments): per IP per 10 minutes. */
    publicFormsPerIp: number;
    /** E-mails with a link (confirmation, sign-in) per account per hour. */
    emailLinksPerAccount: number;
    /** E-mail address changes asked per account per hour (PUT /api/user with a new address). */
    emailChangesPerAccount: number;
    /** Beacon batches (POST /api/beacons) per visitor address (named by the site server) per minute. */
    beaconsPerMinute: number;
    /** Failed staff sign-in steps (password, TOTP, recovery code) per IP in `staffWindowSeconds` (modules/staff/rate-limits.ts). */
    staffPerIp: number;
    /** Failed staff sign-in steps per account and step in `staffWindowSeconds`: per account AND IP for the password step. */
    staffPerAccount: number;
    staffWindowSeconds: number;
    /** Failed staff passwords of one account, all IPs together, before each new attempt must wait (a known device skips the wait). */
    staffFreeFailures: number;
    /** The first wait beyond the free failures; it doubles with each further failure. */
    staffFirstDelaySeconds: number;
    /** Longest wait between two password attempts of one staff account. */
    staffMaxDelaySeconds: number;
    /** How long a staff account's failed passwords are remembered for the delays. */
    staffAccountWindowSeconds: number;
  };
  /** The staff area (modules/staff, docs/staff.md). */
  staff: {
    /** A staff session ends after this long without a request (sliding; 8 h). */
    sessionIdleSeconds: number;
    /** Lifetime of a one-time enrolment link (invitation, staff:create-admin). */
    enrolmentLinkHours: number;
    /** `e-mail` or `e-mail Prénom Nom`: created at start-up while no admin exists (modules/staff/first-admin.ts). */
    firstAdmin: string | null;
    /** Encrypts the TOTP secrets at rest (modules/staff/totp-secret-box.ts); null: the demo key. */
    totpKey: string | null;
    /** Only for `staff:reseal-totp`: the key the secrets were sealed with before STAFF_TOTP_KEY changed. */
    totpKeyPrevious: string | null;
    /** Lifetime of the device cookie set after a complete sign-in (modules/staff/device-cookie.ts). */
    deviceDays: number;
    /** Consecutive wrong TOTP codes of an account before only a recovery code or an admin reset helps (1…100). */
    totpMaxFailures: number;
  };
  /** modules/staff/retention.ts: days after the last activity (requests), after the entry (audit log). */
  retention: { requestDays: number; auditDays: number };
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
  /**
   * Private files (trade-in photos): a folder on disk by default, an S3-compatible bucket when
   * S3_BUCKET is set (storage/file-store.ts). Never served under the public /media.
   */
  files: {
    dir: string;
    s3: {
      bucket: string;
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    } | null;
  };
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
   * SEARCH_INDEX: `memory` (default) searches an in-memory index of the stock kept current by the
   * change channel (catalogue/search-index/); `off` searches with SQL (and the caches above).
   */
  searchIndex: 'memory' | 'off';
  /** Seconds between full re-reads of the search index (changes made outside the API); 0 = never. */
  searchIndexResyncSeconds: number;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): false (default: the client is the TCP peer) or the
   * addresses / CIDRs of the trusted reverse proxies. Only a request whose TCP peer is one of them
   * may name the visitor with X-Forwarded-For; `request.ip` is then the visitor's address, which the
   * per-IP rate limits count. `true` and hop counts are refused: browsers reach the API directly, so
   * any client could put an address of its choice in the header and walk past every per-IP limit.
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Key that signs short-lived proofs (SIGNING_SECRET); unset: generated once and kept in the database. */
  signingSecret: string | null;
  /**
   * BEACON_SECRET: the site server's credential on POST /api/beacons (header X-Site-Credential; the
   * site server has the same value). Unset: one is generated and kept in the database, which no site
   * server knows — beacons are then refused (a warning says so at start-up). With it, the API also
   * keeps the site server's X-Request-Id (http/logging.ts); unset, every request gets a new id.
   */
  beaconSecret: string | null;
  /** FRONT_EVENTS_KEEP_DAYS: days of beacon counts kept in front_events (30). */
  frontEventsKeepDays: number;
  /** PHOTO_DECODE_TIMEOUT_SECONDS: how long a HEIC decode may take before its worker is stopped (10). */
  photoDecodeTimeoutSeconds: number;
  /**
   * Bot check of the public forms (ALTCHA proof of work, modules/bot-check): PBKDF2 iterations per
   * try (BOT_CHECK_COST) and the range the secret counter is drawn from (BOT_CHECK_COUNTER_MIN/MAX):
   * the browser makes about counter × cost iterations, the API one derivation. BOT_CHECK_SECRET
   * signs the challenges; unset, a key is generated at first start and kept in the database.
   */
  botCheck: { cost: number; counterMin: number; counterMax: number; ttlSeconds: number; secret: string | null };
  /**
   * On SIGTERM: seconds the readiness check answers 503 before the server stops taking requests
   * (SHUTDOWN_DRAIN_SECONDS; default 5 in production, for the load balancer to notice, 0 otherwise),
   * then seconds allowed for the requests in flight (SHUTDOWN_TIMEOUT_SECONDS, 10) before exiting.
   */
  shutdown: { drainSeconds: number; timeoutSeconds: number };
  /**
   * OPS_TOKEN: bearer token of the ops endpoints (/metrics, /ops/*); unset, they answer only to this
   * machine's loopback (http/ops-access.ts).
   */
  opsToken: string | null;
  /**
   * Canary releases (docs/releases.md): the release store whose registry the canary decider
   * reads and changes (RELEASE_STORE, the site server's), and the decider's rule.
   */
  releases: {
    store: string;
    /** RELEASE_REGISTRY: empty, the store's registry.json; `postgres://…`, the registry's table there (@ga/releases). */
    registry: string;
    /** CANARY_DECIDER=off: this instance never decides (with several instances one is enough, any is fine). */
    decider: boolean;
    /** CANARY_CHECK_SECONDS: how often the decider looks (30). */
    checkSeconds: number;
    /** CANARY_WINDOW_MINUTES: the counts judged, since the canary started but at most this far back (30). */
    windowMinutes: number;
    /** CANARY_MIN_LOADS: attempts (loads + load failures) of the canary before any verdict (200). */
    minLoads: number;
    /** CANARY_ERROR_RATIO and CANARY_ERROR_MARGIN_PERCENT: rolled back above ratio × the live rate and live rate + margin (2, 2). */
    ratio: number;
    marginPercent: number;
    /** CANARY_MIN_VISITORS: distinct visitors behind the canary's figures before any verdict (50). */
    minVisitors: number;
    /** CANARY_VISITOR_EVENTS: events of each kind one visitor counts for, per version and window (3). */
    visitorEvents: number;
  };
  /** JOBS: background jobs (pg-boss) started with the server; `off` starts none. */
  jobs: boolean;
  /** NODE_ENV=production: the start-up refuses demo secrets and a missing SMTP server (assertProductionReady). */
  production: boolean;
}

export type TrustProxy = false | string[];

/** TRUST_PROXY (@ga/config, shared with the site server's SITE_TRUST_PROXY). */
export { parseTrustProxy };

export function loadConfig(overrides: Partial<Config> = {}): Config {
  // Every name and default comes from the one list (@ga/config, docs/configuration.md).
  const env = readSettings('api');
  const { int, text, optional } = env;
  const config: Config = {
    host: text('API_HOST'),
    port: int('API_PORT'),
    apiKey: text('API_KEY'),
    publicApiUrl: text('API_PUBLIC_URL').replace(/\/+$/, ''),
    siteOrigins: env.list('SITE_ORIGINS'),
    databaseUrl: optional('DATABASE_URL'),
    dataDir: env.path('DATA_DIR', REPO_ROOT),
    redisUrl: optional('REDIS_URL'),
    oauthClientId: text('OAUTH_CLIENT_ID'),
    oauthClientSecret: text('OAUTH_CLIENT_SECRET'),
    tokenTtlSeconds: int('TOKEN_TTL_SECONDS'),
    // scrypt N = 2^17 (r = 8: 128 MiB, OWASP's minimum); older hashes are upgraded at the next sign-in.
    scryptCost: int('SCRYPT_COST'),
    // One stream per browser (its tabs share it): 10 per address leaves room for a family or an
    // office behind one address; 5,000 per process; a comment every 25 s keeps proxies from closing it.
    liveStock: {
      perIp: int('LIVE_STOCK_STREAMS_PER_IP'),
      max: int('LIVE_STOCK_STREAMS_MAX'),
      heartbeatSeconds: int('LIVE_STOCK_HEARTBEAT_SECONDS'),
    },
    rateLimits: {
      // Failed sign-ins on one account: 5 free, then a doubling delay (1 s … 15 min) between attempts,
      // remembered 24 h; the owner gets through with a sign-in link by e-mail (auth/rate-limits.ts).
      loginFreeFailures: int('RATE_LOGIN_FREE_FAILURES'),
      loginFirstDelaySeconds: int('RATE_LOGIN_FIRST_DELAY'),
      loginMaxDelaySeconds: int('RATE_LOGIN_MAX_DELAY'),
      accountWindowSeconds: int('RATE_LOGIN_ACCOUNT_WINDOW'),
      // One IP gets 20 failed sign-ins per 15 minutes (credential stuffing across accounts).
      loginPerIp: int('RATE_LOGIN_PER_IP'),
      ipWindowSeconds: int('RATE_LOGIN_IP_WINDOW'),
      registerPerIp: int('RATE_REGISTER_PER_IP'),
      forgotPerEmail: int('RATE_FORGOT_PER_EMAIL'),
      forgotPerIp: int('RATE_FORGOT_PER_IP'),
      resetPerIp: int('RATE_RESET_PER_IP'),
      // Promotional codes: failed codes per IP per window (guessing codes by brute force).
      promoCodeFailuresPerIp: int('RATE_PROMO_CODES_PER_IP'),
      promoCodeWindowSeconds: int('RATE_PROMO_CODES_WINDOW'),
      // Bookings per IP per hour: loose, a whole mobile carrier can sit behind one address.
      bookingsPerIp: int('RATE_BOOKINGS_PER_IP'),
      // Each public write endpoint, per IP per minute, besides its own finer limits.
      publicWritesPerMinute: int('RATE_PUBLIC_WRITES_PER_MINUTE'),
      publicFormsPerIp: int('RATE_PUBLIC_FORMS_PER_IP'),
      emailLinksPerAccount: int('RATE_EMAIL_LINKS_PER_ACCOUNT'),
      emailChangesPerAccount: int('RATE_EMAIL_CHANGES_PER_ACCOUNT'),
      // Beacon batches per visitor address per minute (the site server names it with its credential).
      beaconsPerMinute: int('RATE_BEACONS_PER_MINUTE'),
      // Staff sign-in steps: few people, so tight limits (modules/staff/rate-limits.ts).
      staffPerIp: int('RATE_STAFF_PER_IP'),
      staffPerAccount: int('RATE_STAFF_PER_ACCOUNT'),
      staffWindowSeconds: int('RATE_STAFF_WINDOW'),
      // Staff passwords of one account from all IPs: no hard lock (anyone could keep the owner out),
      // a doubling delay that a device the account signed in from skips (modules/staff/rate-limits.ts).
      staffFreeFailures: int('RATE_STAFF_FREE_FAILURES'),
      staffFirstDelaySeconds: int('RATE_STAFF_FIRST_DELAY'),
      staffMaxDelaySeconds: int('RATE_STAFF_MAX_DELAY'),
      staffAccountWindowSeconds: int('RATE_STAFF_ACCOUNT_WINDOW'),
    },
    staff: {
      sessionIdleSeconds: env.positive('STAFF_SESSION_IDLE_SECONDS'),
      enrolmentLinkHours: env.positive('STAFF_ENROLMENT_LINK_HOURS'),
      firstAdmin: optional('STAFF_FIRST_ADMIN'),
      totpKey: optional('STAFF_TOTP_KEY'),
      totpKeyPrevious: optional('STAFF_TOTP_KEY_PREVIOUS'),
      deviceDays: env.positive('STAFF_DEVICE_DAYS'),
      // NIST SP 800-63B: at most 100 consecutive failed attempts of a factor.
      totpMaxFailures: Math.min(100, env.positive('STAFF_TOTP_MAX_FAILURES')),
    },
    retention: {
      requestDays: Math.max(365, env.positive('REQUEST_RETENTION_DAYS')),
      auditDays: Math.max(180, env.positive('AUDIT_RETENTION_DAYS')),
    },
    brandName: text('BRAND_NAME'),
    siteUrl: text('SITE_URL').replace(/\/+$/, ''),
    smtpUrl: optional('SMTP_URL'),
    outboxDir: path.resolve(env.path('OUTBOX_DIR', REPO_ROOT)),
    mailFrom: text('MAIL_FROM'),
    files: {
      dir: path.resolve(env.path('FILES_DIR', REPO_ROOT)),
      s3: optional('S3_BUCKET')
        ? {
            bucket: text('S3_BUCKET'),
            endpoint: optional('S3_ENDPOINT'),
            region: text('S3_REGION'),
            accessKeyId: optional('S3_ACCESS_KEY_ID'),
            secretAccessKey: optional('S3_SECRET_ACCESS_KEY'),
            forcePathStyle: text('S3_FORCE_PATH_STYLE') === 'true',
          }
        : null,
    },
    resetTokenTtlSeconds: int('RESET_TOKEN_TTL_SECONDS'),
    catalogueCacheSeconds: int('CATALOGUE_CACHE_SECONDS'),
    cataloguePageCacheSeconds: int('CATALOGUE_PAGE_CACHE_SECONDS'),
    searchIndex: text('SEARCH_INDEX') === 'off' ? 'off' : 'memory',
    searchIndexResyncSeconds: int('SEARCH_INDEX_RESYNC_SECONDS'),
    trustProxy: parseTrustProxy(env.raw('TRUST_PROXY')),
    logLevel: text('LOG_LEVEL'),
    production: env.raw('NODE_ENV') === 'production',
    jobs: env.flag('JOBS'),
    shutdown: {
      drainSeconds: int('SHUTDOWN_DRAIN_SECONDS'),
      timeoutSeconds: int('SHUTDOWN_TIMEOUT_SECONDS'),
    },
    signingSecret: optional('SIGNING_SECRET'),
    beaconSecret: optional('BEACON_SECRET'),
    frontEventsKeepDays: Math.max(1, int('FRONT_EVENTS_KEEP_DAYS')),
    photoDecodeTimeoutSeconds: env.positive('PHOTO_DECODE_TIMEOUT_SECONDS'),
    opsToken: optional('OPS_TOKEN'),
    releases: {
      store: path.resolve(env.path('RELEASE_STORE', REPO_ROOT)),
      registry: optional('RELEASE_REGISTRY') ?? '',
      decider: env.flag('CANARY_DECIDER'),
      checkSeconds: Math.max(1, int('CANARY_CHECK_SECONDS')),
      windowMinutes: Math.max(1, int('CANARY_WINDOW_MINUTES')),
      minLoads: Math.max(1, int('CANARY_MIN_LOADS')),
      ratio: int('CANARY_ERROR_RATIO'),
      marginPercent: int('CANARY_ERROR_MARGIN_PERCENT'),
      minVisitors: int('CANARY_MIN_VISITORS'),
      visitorEvents: Math.max(1, int('CANARY_VISITOR_EVENTS')),
    },
    // About 1 to 1.5 million PBKDF2 iterations in the browser (well under a second with the widget's
    // workers on a recent phone), one derivation of 400 iterations to check it.
    botCheck: {
      cost: int('BOT_CHECK_COST'),
      counterMin: int('BOT_CHECK_COUNTER_MIN'),
      counterMax: int('BOT_CHECK_COUNTER_MAX'),
      ttlSeconds: int('BOT_CHECK_TTL_SECONDS'),
      secret: optional('BOT_CHECK_SECRET'),
    },
    ...overrides,
  };
  return config;
}

/** Demo values of the secrets: fine on a developer's machine, refused in production. */
export const DEMO_SECRETS = {
  apiKey: String(DEFAULTS.API_KEY),
  oauthClientSecret: String(DEFAULTS.OAUTH_CLIENT_SECRET),
} as const;
export const MIN_PRODUCTION_SCRYPT_COST = 2 ** 17;

/**
 * NODE_ENV=production: refuses to start with the demo API key or OAuth client secret, without an
 * SMTP server (the local outbox would swallow every e-mail) or with a scrypt cost below 2^17.
 * Returns the problems (empty when ready); server.ts stops with them.
 */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.apiKey === DEMO_SECRETS.apiKey)
    problems.push('API_KEY a sa valeur de démonstration : choisissez une clé propre à la production.');
  if (config.oauthClientSecret === DEMO_SECRETS.oauthClientSecret) {
    problems.push('OAUTH_CLIENT_SECRET a sa valeur de démonstration : choisissez un secret propre à la production.');
  }
  if (!config.smtpUrl)
    problems.push(
      'SMTP_URL manque : en production les e-mails doivent partir par un serveur SMTP, pas dans la boîte locale.',
    );
  if (!config.beaconSecret)
    problems.push(
      'BEACON_SECRET manque : en production le serveur du site et l’API partagent ce secret, sans lequel aucune balise n’est comptée (versions canari jugées sur rien).',
    );
  if (!config.opsToken)
    problems.push(
      'OPS_TOKEN manque : en production /metrics et /ops/* ne s’ouvrent qu’avec ce jeton, jamais sur la seule adresse de bouclage.',
    );
  if (!config.staff.totpKey)
    problems.push(
      'STAFF_TOTP_KEY manque : en production les secrets de double authentification des conseillers sont chiffrés avec une clé gardée hors de la base.',
    );
  if (config.scryptCost < MIN_PRODUCTION_SCRYPT_COST)
    problems.push(`SCRYPT_COST doit valoir au moins ${MIN_PRODUCTION_SCRYPT_COST} (2^17) en production.`);
  return problems;
}
