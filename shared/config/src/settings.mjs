// Every setting the code reads from the environment: its name, the processes that read it, what it
// does and whether it is a secret. Fixed defaults are in defaults.mjs; a default that depends on
// another setting is computed here (`compute`, with `defaultText` for the page). docs/configuration.md
// is generated from this list (pnpm config:doc) and scripts/config.test.mjs fails when the page is
// stale or when the code reads a variable that is not listed.

/** Who reads a setting: the `process` a reader is made for (readSettings) must be one of these. */
export const PROCESSES = Object.freeze({
  api: 'API',
  site: 'site server',
  start: '`pnpm start` / `pnpm dev`',
  releases: 'release commands',
  cli: 'API commands',
  browser: 'browser (sent by the site server)',
  build: 'front-end build',
  e2e: 'e2e',
  tests: 'API tests',
  bench: 'benches',
});

/** Sections of docs/configuration.md, in order. */
export const GROUPS = Object.freeze([
  { id: 'servers', title: 'Servers, URLs and ports' },
  { id: 'secrets', title: 'Keys and secrets' },
  { id: 'data', title: 'Data, files and e-mail' },
  { id: 'search', title: 'Search and catalogue' },
  {
    id: 'rates',
    title: 'Rate limits',
    intro:
      'Counted in memory, or in Redis when `REDIS_URL` is set so that API instances share them; over a limit the API answers 429 with `Retry-After` and a French message.',
  },
  { id: 'runtime', title: 'Bot check, shutdown, jobs, logs' },
  { id: 'site', title: 'Site server' },
  { id: 'canary', title: 'Canary releases', intro: 'See docs/releases.md for the rule these settings tune.' },
  { id: 'tooling', title: 'Tests, benches and commands' },
]);

/**
 * @type {readonly import('./index.d.mts').Setting[]}
 */
export const SETTINGS = Object.freeze([
  // ── Servers, URLs and ports ──────────────────────────────────────────────────────────────────
  {
    name: 'SITE_PORT',
    group: 'servers',
    readBy: ['site', 'start', 'api'],
    description: 'port of the site server; the default `SITE_ORIGINS` and `SITE_URL` are built from it',
  },
  { name: 'SITE_HOST', group: 'servers', readBy: ['site'], description: 'address the site server listens on' },
  {
    name: 'API_PORT',
    group: 'servers',
    readBy: ['api', 'site', 'start', 'releases', 'cli'],
    oldNames: [{ name: 'PORT', readBy: ['api'] }],
    description: 'port of the API; the site server and the commands build their default API URLs from it',
  },
  {
    name: 'API_HOST',
    group: 'servers',
    readBy: ['api'],
    oldNames: [{ name: 'HOST', readBy: ['api'] }],
    description: 'address the API listens on',
  },
  {
    name: 'SITE_URL',
    group: 'servers',
    readBy: ['api', 'site'],
    compute: ({ text }) => text('SITE_ORIGINS').split(',')[0].trim(),
    defaultText: 'the first of `SITE_ORIGINS`',
    description: 'public URL of the site: canonical URLs, sitemap, links in e-mails',
  },
  {
    name: 'SITE_ORIGINS',
    group: 'servers',
    readBy: ['api', 'site'],
    compute: ({ text }) => `http://localhost:${text('SITE_PORT')},http://127.0.0.1:${text('SITE_PORT')}`,
    defaultText: '`http://localhost:<SITE_PORT>,http://127.0.0.1:<SITE_PORT>`',
    description: 'comma list of the origins CORS allows on the API',
  },
  {
    name: 'API_PUBLIC_URL',
    group: 'servers',
    readBy: ['api', 'site', 'releases'],
    oldNames: [{ name: 'PUBLIC_API_URL', readBy: ['api'] }],
    compute: ({ text }) => `http://localhost:${text('API_PORT')}`,
    defaultText: '`http://localhost:<API_PORT>`',
    description:
      'the API’s URL as the browser reaches it: the site server gives it to the browser, the API makes image URLs absolute with it',
  },
  {
    name: 'API_INTERNAL_URL',
    group: 'servers',
    readBy: ['site', 'releases'],
    compute: ({ raw, text }) => raw('API_PUBLIC_URL') ?? `http://127.0.0.1:${text('API_PORT')}`,
    defaultText: '`API_PUBLIC_URL` when set, else `http://127.0.0.1:<API_PORT>`',
    description:
      'the API’s URL as the site server reaches it (page heads, first data of a page); `pnpm releases` reads `/ops/releases` there',
  },
  {
    name: 'BRAND_NAME',
    group: 'servers',
    readBy: ['api', 'site', 'browser'],
    description: 'the dealership’s name in titles, the layout and the e-mails',
  },
  {
    name: 'NODE_ENV',
    group: 'servers',
    readBy: ['api', 'build', 'site'],
    defaultText: 'unset',
    description:
      '`production`: the API refuses to start with the demo `API_KEY` or `OAUTH_CLIENT_SECRET`, without `SMTP_URL`, `OPS_TOKEN`, `BEACON_SECRET` or `STAFF_TOTP_KEY`, with `SCRYPT_COST` below 2^17, or while a demo staff account can still sign in (docs/staff.md), and says which; the shutdown drain of the API and the site server defaults to 5 s. `development`: the front-end build serves unminified bundles',
  },

  // ── Keys and secrets ─────────────────────────────────────────────────────────────────────────
  {
    name: 'API_KEY',
    group: 'secrets',
    readBy: ['api', 'site', 'browser', 'e2e', 'bench'],
    description:
      'the value the API expects in `X-Api-Key` on `/api/*` and `/oauth/*`; the site sends it (public: it ships to the browser). The demo value is refused in production',
  },
  {
    name: 'OAUTH_CLIENT_ID',
    group: 'secrets',
    readBy: ['api', 'site', 'browser'],
    description: 'the site’s public OAuth client',
  },
  {
    name: 'OAUTH_CLIENT_SECRET',
    group: 'secrets',
    readBy: ['api', 'site', 'browser'],
    description: 'its secret (it ships in the browser: no security boundary); the demo value is refused in production',
  },
  {
    name: 'SIGNING_SECRET',
    group: 'secrets',
    readBy: ['api'],
    secret: true,
    defaultText: 'generated at first start, kept in the database (`app_secrets`)',
    description: 'key of the signed promo-code proofs, unsubscribe and cancel links, shared by every API instance',
  },
  {
    name: 'BOT_CHECK_SECRET',
    group: 'secrets',
    readBy: ['api'],
    secret: true,
    defaultText: 'generated at first start, kept in the database',
    description: 'key that signs the bot-check challenges of the public forms',
  },
  {
    name: 'BEACON_SECRET',
    group: 'secrets',
    readBy: ['api', 'site', 'start'],
    secret: true,
    defaultText:
      'API: generated and kept in the database (beacons refused, a warning says so); site server: beacons answered but not forwarded; `pnpm start`: a new one each run',
    description:
      'the site server’s credential (`X-Site-Credential`), the same value on both: required on `POST /api/beacons`, and the API keeps the `X-Request-Id` of a request only when it carries it; required in production',
  },
  {
    name: 'COHORT_SECRET',
    group: 'secrets',
    readBy: ['site'],
    secret: true,
    defaultText: 'derived from `BEACON_SECRET`, else random per process (a restart hands out new cohorts)',
    description:
      'key that signs the `ga_cohort` cookie and salts the daily visitor hash of the beacons; the same on every site server instance',
  },
  {
    name: 'OPS_TOKEN',
    group: 'secrets',
    readBy: ['api', 'releases', 'site'],
    secret: true,
    defaultText: 'unset: loopback only',
    description:
      'bearer token of the ops endpoints (the API’s `/metrics`, `/ops/*`, the site server’s `/metrics`); when set it is required from every address, the loopback included; without it they answer only to a client on the machine’s loopback whose request carries no forwarding header; required in production',
  },
  {
    name: 'TOKEN_TTL_SECONDS',
    group: 'secrets',
    readBy: ['api'],
    description: 'lifetime of a sign-in token (30 days)',
  },
  {
    name: 'SCRYPT_COST',
    group: 'secrets',
    readBy: ['api'],
    description:
      'scrypt’s N (2^17); at least 2^17 in production; an older hash is redone at the next sign-in (tests use 1024)',
  },
  {
    name: 'RESET_TOKEN_TTL_SECONDS',
    group: 'secrets',
    readBy: ['api'],
    description: 'lifetime of a password-reset link',
  },
  {
    name: 'STAFF_SESSION_IDLE_SECONDS',
    group: 'secrets',
    readBy: ['api'],
    description:
      'a staff session (« Espace conseiller », docs/staff.md) ends after this long without a request (8 h, sliding)',
  },
  {
    name: 'STAFF_TOTP_KEY',
    group: 'secrets',
    readBy: ['api'],
    secret: true,
    defaultText: 'unset: a demo key (a warning says so); required in production',
    description:
      'the key that encrypts the staff TOTP secrets in the database (AES-256-GCM; any long random text, e.g. `openssl rand -base64 32`), kept outside it so that a copy of the database alone gives no second factor; the same on every API instance; secrets written before it are encrypted at start-up',
  },
  {
    name: 'STAFF_TOTP_KEY_PREVIOUS',
    group: 'secrets',
    readBy: ['api'],
    secret: true,
    defaultText: 'unset: the demo key',
    description:
      'only for `pnpm --filter @ga/api staff:reseal-totp` after a change of `STAFF_TOTP_KEY`: the key the secrets were encrypted with until then',
  },
  {
    name: 'STAFF_FIRST_ADMIN',
    group: 'secrets',
    readBy: ['api'],
    defaultText: 'unset',
    description:
      'the first staff administrator, as `e-mail` or `e-mail Prénom Nom`: at start-up, while the database has no `admin` account, the API creates this one and e-mails its one-time enrolment link (the same as `staff:create-admin`, for a deployment where no one runs commands on the database); ignored once an admin exists',
  },
  {
    name: 'STAFF_ENROLMENT_LINK_HOURS',
    group: 'secrets',
    readBy: ['api'],
    description: 'lifetime of a one-time staff enrolment link (an invitation, `staff:create-admin`)',
  },
  {
    name: 'STAFF_DEVICE_DAYS',
    group: 'secrets',
    readBy: ['api'],
    description:
      'lifetime of the staff device cookie (`ga_staff_device`, signed, HttpOnly) set after a complete two-factor sign-in: from that browser the account skips the slowdown of the password step (docs/staff.md « Rate limits »)',
  },
  {
    name: 'STAFF_TOTP_MAX_FAILURES',
    group: 'secrets',
    readBy: ['api'],
    description:
      'consecutive wrong TOTP codes of a staff account (across all windows, reset only by a success or an admin 2FA reset) after which the code step is refused and only a recovery code or an admin reset lets the person in; at most 100 (NIST SP 800-63B), a larger value counts as 100',
  },
  {
    name: 'TRUST_PROXY',
    group: 'secrets',
    readBy: ['api'],
    description:
      'behind a reverse proxy: the comma list of the proxies’ addresses / CIDRs (`127.0.0.1,10.0.0.0/8`; also `loopback`, `linklocal`, `uniquelocal`); only those may name the visitor in `X-Forwarded-For`, which per-IP limits then count. `true`, hop counts and ranges covering everyone are refused at start-up: browsers reach the API directly, so any client could choose its IP',
  },

  // ── Data, files and e-mail ──────────────────────────────────────────────────────────────────
  {
    name: 'DATABASE_URL',
    group: 'data',
    readBy: ['api', 'cli', 'tests'],
    secret: true,
    defaultText: 'unset: embedded PGlite',
    description:
      'PostgreSQL, e.g. `postgres://postgres@127.0.0.1:5432/test`; the API tests run a second pass on it when set, and `pnpm test cluster` creates its own database there',
  },
  {
    name: 'DATA_DIR',
    group: 'data',
    readBy: ['api', 'tests'],
    path: true,
    description: 'folder of the embedded database (`memory://`: in memory)',
  },
  {
    name: 'REQUEST_RETENTION_DAYS',
    group: 'data',
    readBy: ['api'],
    description:
      'a visitor request (trade-in with its photos, call-back, booking, appointment, contact message, form reply, partner or financing request) is deleted this long after its last activity, by the daily retention job (docs/staff.md « Retention »); at least 365; the privacy policy says 3 years',
  },
  {
    name: 'AUDIT_RETENTION_DAYS',
    group: 'data',
    readBy: ['api'],
    description:
      'the staff audit log keeps its entries this long, then the daily retention job deletes them; at least 180 (the table’s trigger refuses younger ones); the privacy policy says 1 year',
  },
  {
    name: 'REDIS_URL',
    group: 'data',
    readBy: ['api', 'site', 'tests'],
    secret: true,
    defaultText: 'unset: in-memory rate limits',
    description:
      'shared rate-limit counters, e.g. `redis://127.0.0.1:6379`: the API instances’ limits, and the site servers’ beacon limits; `pnpm test cluster` needs it',
  },
  {
    name: 'FILES_DIR',
    group: 'data',
    readBy: ['api'],
    path: true,
    description: 'private files (trade-in photos) on disk, when no bucket is set',
  },
  {
    name: 'S3_BUCKET',
    group: 'data',
    readBy: ['api'],
    defaultText: 'unset: files on disk',
    description:
      'private files in an S3-compatible bucket (AWS, Scaleway, OVHcloud, MinIO…), so that several API instances share them',
  },
  {
    name: 'S3_ENDPOINT',
    group: 'data',
    readBy: ['api', 'releases', 'site'],
    defaultText: 'unset: AWS',
    description:
      'the S3 service’s URL, for a store other than AWS; `pnpm release --to s3://…` uses it too, and the site servers copy releases published there with it (docs/releases.md)',
  },
  { name: 'S3_REGION', group: 'data', readBy: ['api', 'releases', 'site'], description: 'the bucket’s region' },
  {
    name: 'S3_ACCESS_KEY_ID',
    group: 'data',
    readBy: ['api', 'releases', 'site'],
    secret: true,
    defaultText: 'unset: the SDK’s own chain (instance role…)',
    description: 'access key of the bucket',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    group: 'data',
    readBy: ['api', 'releases', 'site'],
    secret: true,
    defaultText: 'unset: the SDK’s own chain',
    description: 'its secret',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    group: 'data',
    readBy: ['api', 'releases', 'site'],
    description: '`true` (exactly) for path-style URLs, which most stores other than AWS want',
  },
  {
    name: 'SMTP_URL',
    group: 'data',
    readBy: ['api'],
    secret: true,
    defaultText: 'unset: local outbox',
    description: 'e-mails through SMTP, e.g. `smtp://user:pass@smtp.exemple.fr:587`; required in production',
  },
  {
    name: 'OUTBOX_DIR',
    group: 'data',
    readBy: ['api'],
    path: true,
    description: 'folder of the local outbox (one JSON file per e-mail) when `SMTP_URL` is unset',
  },
  {
    name: 'MAIL_FROM',
    group: 'data',
    readBy: ['api'],
    compute: ({ text }) => `${text('BRAND_NAME')} <ne-pas-repondre@glinche-automobiles.fr>`,
    defaultText: '`<BRAND_NAME> <ne-pas-repondre@glinche-automobiles.fr>`',
    description: 'sender of the e-mails',
  },
  {
    name: 'PHOTO_DECODE_TIMEOUT_SECONDS',
    group: 'data',
    readBy: ['api', 'tests'],
    description:
      'a HEIC photo still decoding after this long has its worker stopped and gets a 422 (any positive number, fractions too)',
  },
  {
    name: 'RELEASE_STORE',
    group: 'data',
    readBy: ['site', 'releases', 'api', 'e2e', 'bench'],
    path: true,
    description:
      'the release store folder (the API’s canary decider reads and changes its registry). Give it as an absolute path: a relative one is taken from each process’s working directory',
  },
  {
    name: 'RELEASE_REGISTRY',
    group: 'data',
    readBy: ['site', 'releases', 'api', 'tests'],
    secret: true,
    defaultText: 'unset: `<RELEASE_STORE>/registry.json`',
    description:
      'where the release registry lives: unset, a file in the store (machines that share its file system); `postgres://…`, a table in that database (machines that share none: a write is accepted only on the revision it read, the site servers poll its revision every `RELEASE_REGISTRY_POLL_MS`)',
  },
  {
    name: 'RELEASE_SERVER_TO',
    group: 'data',
    readBy: ['releases'],
    defaultText: 'unset: server builds stay in the releasing machine’s store',
    description:
      '`s3://bucket/prefix` where `pnpm release --to s3://…` puts server builds (Node only, never public: outside the public destination); site servers copy them from there with the S3 credentials (docs/releases.md « On object storage »); `--server-to` wins',
  },
  {
    name: 'RELEASE_REGISTRY_POLL_MS',
    group: 'data',
    readBy: ['site'],
    description:
      'with a registry in PostgreSQL: how often a site server asks for its revision (a change is served within this delay plus one read)',
  },

  // ── Search and catalogue ────────────────────────────────────────────────────────────────────
  {
    name: 'SEARCH_INDEX',
    group: 'search',
    readBy: ['api'],
    description:
      '`memory` searches an in-memory index of the stock kept current by the change channel; `off` searches with SQL and the caches below (any other value means `memory`)',
  },
  {
    name: 'SEARCH_INDEX_RESYNC_SECONDS',
    group: 'search',
    readBy: ['api'],
    description: 'seconds between full re-reads of the search index (catches changes made by hand in SQL; `0` = never)',
  },
  {
    name: 'CATALOGUE_CACHE_SECONDS',
    group: 'search',
    readBy: ['api'],
    description:
      'SQL search only (index off or still loading): seconds a search total / facet set is reused per normalised query (`0` = off)',
  },
  {
    name: 'CATALOGUE_PAGE_CACHE_SECONDS',
    group: 'search',
    readBy: ['api'],
    description:
      'SQL search only: seconds a whole page of results is reused (`0` = off); dropped on every instance when a booking is made or released',
  },
  {
    name: 'LIVE_STOCK_STREAMS_PER_IP',
    group: 'search',
    readBy: ['api'],
    description: 'open live-stock streams per address (one per browser: room for a family or an office)',
  },
  {
    name: 'LIVE_STOCK_STREAMS_MAX',
    group: 'search',
    readBy: ['api'],
    description: 'open live-stock streams per API process',
  },
  {
    name: 'LIVE_STOCK_HEARTBEAT_SECONDS',
    group: 'search',
    readBy: ['api'],
    description: 'seconds between the keep-alive comments of a live-stock stream',
  },

  // ── Rate limits ─────────────────────────────────────────────────────────────────────────────
  {
    name: 'RATE_LOGIN_FREE_FAILURES',
    group: 'rates',
    readBy: ['api'],
    description: 'failed sign-ins of one account before each attempt waits a delay that doubles; never a lock',
  },
  { name: 'RATE_LOGIN_FIRST_DELAY', group: 'rates', readBy: ['api'], description: 'seconds of the first delay' },
  { name: 'RATE_LOGIN_MAX_DELAY', group: 'rates', readBy: ['api'], description: 'longest delay, in seconds (15 min)' },
  {
    name: 'RATE_LOGIN_ACCOUNT_WINDOW',
    group: 'rates',
    readBy: ['api'],
    description: 'seconds an account’s failed sign-ins are remembered (24 h)',
  },
  {
    name: 'RATE_LOGIN_PER_IP',
    group: 'rates',
    readBy: ['api'],
    description: 'failed sign-ins per IP in `RATE_LOGIN_IP_WINDOW` (credential stuffing across accounts)',
  },
  {
    name: 'RATE_LOGIN_IP_WINDOW',
    group: 'rates',
    readBy: ['api'],
    description: 'the window of the previous limit, in seconds',
  },
  { name: 'RATE_REGISTER_PER_IP', group: 'rates', readBy: ['api'], description: 'sign-ups per IP per hour' },
  {
    name: 'RATE_FORGOT_PER_EMAIL',
    group: 'rates',
    readBy: ['api'],
    description: 'password-reset e-mails per address per hour',
  },
  {
    name: 'RATE_FORGOT_PER_IP',
    group: 'rates',
    readBy: ['api'],
    description: 'password-reset e-mails per IP per hour',
  },
  {
    name: 'RATE_RESET_PER_IP',
    group: 'rates',
    readBy: ['api'],
    description: 'password-reset attempts (`POST /api/forgot-password/reset`) per IP per hour',
  },
  {
    name: 'RATE_PROMO_CODES_PER_IP',
    group: 'rates',
    readBy: ['api'],
    description: 'promo codes that fail (unknown, expired…) per IP in `RATE_PROMO_CODES_WINDOW` (guessing codes)',
  },
  {
    name: 'RATE_PROMO_CODES_WINDOW',
    group: 'rates',
    readBy: ['api'],
    description: 'the window of the previous limit, in seconds',
  },
  {
    name: 'RATE_BOOKINGS_PER_IP',
    group: 'rates',
    readBy: ['api'],
    description: 'bookings created per IP per hour (loose: a mobile carrier puts many visitors behind one address)',
  },
  {
    name: 'RATE_PUBLIC_WRITES_PER_MINUTE',
    group: 'rates',
    readBy: ['api'],
    description: 'requests per IP and per minute on each public write (`api/src/http/public-writes.ts`)',
  },
  {
    name: 'RATE_PUBLIC_FORMS_PER_IP',
    group: 'rates',
    readBy: ['api'],
    description:
      'sends of each public form (contact, newsletter, form pages, appointments) per IP per 10 minutes, besides the previous limit',
  },
  {
    name: 'RATE_EMAIL_LINKS_PER_ACCOUNT',
    group: 'rates',
    readBy: ['api'],
    description: 'e-mails with a link (confirmation, sign-in) per account per hour',
  },
  {
    name: 'RATE_EMAIL_CHANGES_PER_ACCOUNT',
    group: 'rates',
    readBy: ['api'],
    description: 'e-mail address changes per account per hour',
  },
  {
    name: 'RATE_BEACONS_PER_MINUTE',
    group: 'rates',
    readBy: ['api'],
    description: 'beacon batches per visitor address (the one the site server names, trusted with its credential)',
  },
  {
    name: 'RATE_STAFF_PER_IP',
    group: 'rates',
    readBy: ['api'],
    description: 'failed staff sign-in steps (password, TOTP code, recovery code) per IP in `RATE_STAFF_WINDOW`',
  },
  {
    name: 'RATE_STAFF_PER_ACCOUNT',
    group: 'rates',
    readBy: ['api'],
    description:
      'failed staff sign-in steps per staff account in `RATE_STAFF_WINDOW`, each step counted apart; for the password step, per account AND IP (then 429 for that IP only: from elsewhere the account is slowed down, not locked, see the next settings)',
  },
  {
    name: 'RATE_STAFF_WINDOW',
    group: 'rates',
    readBy: ['api'],
    description: 'the window of the two previous limits, in seconds',
  },
  {
    name: 'RATE_STAFF_FREE_FAILURES',
    group: 'rates',
    readBy: ['api'],
    description:
      'wrong staff passwords for one address, all IPs together, before each new attempt must wait a delay (docs/staff.md « Rate limits »); a device the account already signed in from (its device cookie) skips the delay',
  },
  {
    name: 'RATE_STAFF_FIRST_DELAY',
    group: 'rates',
    readBy: ['api'],
    description: 'the first such delay, in seconds; it doubles with each further wrong password',
  },
  { name: 'RATE_STAFF_MAX_DELAY', group: 'rates', readBy: ['api'], description: 'the longest such delay, in seconds' },
  {
    name: 'RATE_STAFF_ACCOUNT_WINDOW',
    group: 'rates',
    readBy: ['api'],
    description:
      'how long the wrong staff passwords of one address are remembered for these delays, in seconds (a right password forgets them)',
  },

  // ── Bot check, shutdown, jobs, logs ─────────────────────────────────────────────────────────
  {
    name: 'BOT_CHECK_COST',
    group: 'runtime',
    readBy: ['api'],
    description:
      'PBKDF2 iterations per try of the bot check (the browser makes about counter × cost, the API one derivation)',
  },
  {
    name: 'BOT_CHECK_COUNTER_MIN',
    group: 'runtime',
    readBy: ['api'],
    description: 'lowest secret counter of a challenge',
  },
  {
    name: 'BOT_CHECK_COUNTER_MAX',
    group: 'runtime',
    readBy: ['api'],
    description: 'highest secret counter (about 1 to 1.5 million iterations in all)',
  },
  { name: 'BOT_CHECK_TTL_SECONDS', group: 'runtime', readBy: ['api'], description: 'lifetime of a challenge' },
  {
    name: 'SHUTDOWN_DRAIN_SECONDS',
    group: 'runtime',
    readBy: ['api', 'site'],
    compute: ({ raw }) => (raw('NODE_ENV') === 'production' ? '5' : '0'),
    defaultText: '`5` in production, else `0`',
    description:
      'on SIGTERM: seconds `/health/ready` says 503 before the server (the API, the site server) stops taking requests',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_SECONDS',
    group: 'runtime',
    readBy: ['api', 'site'],
    description: 'then seconds left to the requests in flight',
  },
  {
    name: 'JOBS',
    group: 'runtime',
    readBy: ['api'],
    description:
      '`off` starts no background job (pg-boss: the alerts’ hourly digest, the retry of failed private-file removals; nor the canary decider); `POST /ops/alerts/run` still runs a digest by hand',
  },
  { name: 'LOG_LEVEL', group: 'runtime', readBy: ['api'], description: 'level of the API’s JSON logs (pino)' },

  // ── Site server ─────────────────────────────────────────────────────────────────────────────
  {
    name: 'SITE_LOG_LEVEL',
    group: 'site',
    readBy: ['site'],
    description: 'level of the site server’s JSON logs (`info` logs every page, each request under its `request_id`)',
  },
  {
    name: 'SITE_TRUST_PROXY',
    group: 'site',
    readBy: ['site'],
    defaultText: 'unset: the visitor is the TCP peer',
    description:
      'the site server behind a reverse proxy or load balancer: the comma list of the proxies’ addresses / CIDRs (`127.0.0.1,10.0.0.0/8`; also `loopback`, `linklocal`, `uniquelocal`); only those may name the visitor in `X-Forwarded-For`, which the beacon and server-render limits then count and the beacons forward to the API. `true`, hop counts and ranges covering everyone are refused at start-up, as for `TRUST_PROXY`',
  },
  {
    name: 'SITE_BEACONS_PER_MINUTE',
    group: 'site',
    readBy: ['site'],
    description: 'beacon batches (`POST /beacon`) accepted per visitor’s IP per minute',
  },
  {
    name: 'SITE_BEACON_EVENTS_PER_VISITOR',
    group: 'site',
    readBy: ['site'],
    description: 'beacon events forwarded per minute per visitor (cohort); the rest is dropped',
  },
  {
    name: 'SITE_BEACON_EVENTS_PER_ADDRESS',
    group: 'site',
    readBy: ['site'],
    description: 'beacon events forwarded per minute per address',
  },
  {
    name: 'SITE_SSR',
    group: 'site',
    readBy: ['site'],
    description:
      'server rendering of the public pages by default (`off`: every page is rendered in the browser); ops switch it per app, on every site server at once, with `pnpm ssr <app> on|off|default` (a registry flag that wins); docs/server-rendering.md',
  },
  {
    name: 'SITE_SSR_RENDERS_PER_MINUTE',
    group: 'site',
    readBy: ['site'],
    description:
      'server renders per visitor’s address and minute; past it the address gets the page the browser renders (crawlers bounded)',
  },
  {
    name: 'SITE_SSR_DATA_MS',
    group: 'site',
    readBy: ['site'],
    description:
      'time a server-rendered page waits for its API replies; what has not arrived is rendered as loading and fetched by the browser',
  },
  {
    name: 'SITE_SSR_CACHE_MS',
    group: 'site',
    readBy: ['site'],
    description:
      'micro-cache of server-rendered pages: how long a page rendered for one visitor is sent again (a new nonce each time) to visitors of the same versions and consent; `0`: every page is rendered for its request; docs/server-rendering.md',
  },
  {
    name: 'SITE_SSR_TIMEOUT_MS',
    group: 'site',
    readBy: ['site'],
    description: 'time after which a server render is abandoned and the page is sent to be rendered in the browser',
  },

  // ── Canary releases ─────────────────────────────────────────────────────────────────────────
  {
    name: 'CANARY_DECIDER',
    group: 'canary',
    readBy: ['api'],
    description:
      '`off` (or `false`, `no`) never decides on this instance (`JOBS=off` neither); with several instances one is enough',
  },
  { name: 'CANARY_CHECK_SECONDS', group: 'canary', readBy: ['api'], description: 'how often the decider looks' },
  {
    name: 'CANARY_WINDOW_MINUTES',
    group: 'canary',
    readBy: ['api'],
    description: 'the counts it judges: since the canary started, at most this far back',
  },
  {
    name: 'CANARY_MIN_LOADS',
    group: 'canary',
    readBy: ['api'],
    description: 'attempts (loads and load failures) of the canary before any verdict',
  },
  {
    name: 'CANARY_ERROR_RATIO',
    group: 'canary',
    readBy: ['api'],
    description: 'rolled back above this ratio × the live version’s error rate…',
  },
  {
    name: 'CANARY_ERROR_MARGIN_PERCENT',
    group: 'canary',
    readBy: ['api'],
    description: '…and above the live rate + this many points',
  },
  {
    name: 'CANARY_MIN_VISITORS',
    group: 'canary',
    readBy: ['api'],
    description: 'distinct visitors behind the canary’s figures before any verdict',
  },
  {
    name: 'CANARY_VISITOR_EVENTS',
    group: 'canary',
    readBy: ['api'],
    description: 'events of each kind one visitor counts for, per version and window',
  },
  {
    name: 'FRONT_EVENTS_KEEP_DAYS',
    group: 'canary',
    readBy: ['api'],
    description: 'days of beacon counts kept in `front_events`',
  },

  // ── Tests, benches and commands ─────────────────────────────────────────────────────────────
  {
    name: 'CHROMIUM_PATH',
    group: 'tooling',
    readBy: ['e2e', 'bench'],
    description:
      'the browser (then `/usr/bin/chromium-browser`); with none, `pnpm test e2e` installs Playwright’s Chromium (needs internet)',
  },
  {
    name: 'E2E_SITE_PORT',
    group: 'tooling',
    readBy: ['e2e'],
    description: 'port of the e2e site, apart from a developer’s `pnpm start`',
  },
  { name: 'E2E_API_PORT', group: 'tooling', readBy: ['e2e'], description: 'port of the e2e API' },
  {
    name: 'E2E_OUTBOX_DIR',
    group: 'tooling',
    readBy: ['e2e'],
    path: true,
    description: 'the outbox the specs read, when they run against a site started elsewhere',
  },
  {
    name: 'CI',
    group: 'tooling',
    readBy: ['e2e', 'tests'],
    defaultText: 'unset',
    description: 'set: a fixed fuzz seed, one retry and `forbidOnly` in Playwright',
  },
  {
    name: 'FUZZ_RUNS',
    group: 'tooling',
    readBy: ['tests'],
    description: 'generated cases per route of the bad-input test (docs/reliability.md)',
  },
  {
    name: 'FUZZ_SEED',
    group: 'tooling',
    readBy: ['tests'],
    defaultText: 'fixed under `CI`, else new each run (printed)',
    description: 'replays a run of the bad-input test',
  },
  {
    name: 'API_URL',
    group: 'tooling',
    readBy: ['cli'],
    compute: ({ text }) => `http://127.0.0.1:${text('API_PORT')}`,
    defaultText: '`http://127.0.0.1:<API_PORT>`',
    description: 'the running API `pnpm --filter @ga/api stock` calls',
  },
  {
    name: 'GA_BUILD_LABEL',
    group: 'tooling',
    readBy: ['build', 'e2e'],
    defaultText: 'unset',
    description: 'adds a `build <label>` banner to an entry (the delivery test uses it to change a build)',
  },
  {
    name: 'GA_BUILD_OUTPUT',
    group: 'tooling',
    readBy: ['build'],
    defaultText: 'the app’s `dist/`',
    description:
      'folder a production build writes to (browser files, and `server/` for its server build); the release, budget and contract steps build into a temporary folder',
  },
  { name: 'BENCH_ONLY', group: 'tooling', readBy: ['bench'], description: 'which benches `pnpm bench` runs' },
  {
    name: 'BENCH_SUMMARY',
    group: 'tooling',
    readBy: ['bench'],
    defaultText: 'unset',
    description: 'file where a bench writes its figures as JSON (`pnpm bench` sets it for its summary table)',
  },
  {
    name: 'BENCH_RUNS',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:pages`: Lighthouse runs per page (the median is kept)',
  },
  {
    name: 'BENCH_SITE_URL',
    group: 'tooling',
    readBy: ['bench'],
    defaultText: 'unset: a site of its own',
    description:
      '`bench:pages`: measure a site already running (e.g. `http://localhost:3000` of `pnpm start`) instead of starting one; `bench:scripts`: the site it profiles (default `http://localhost:3000`)',
  },
  {
    name: 'BENCH_INBOX_ROWS',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:inbox`: requests loaded into the staff inbox on each database',
  },
  {
    name: 'BENCH_INBOX_RUNS',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:inbox`: timed rounds of every inbox call (the p95 is over these)',
  },
  {
    name: 'BENCH_SSR_RATE',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:ssr`: requests per second of the open-loop load on each page',
  },
  {
    name: 'BENCH_SSR_SECONDS',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:ssr`: seconds of the measured load on each page',
  },
  {
    name: 'BENCH_DATABASE_URL',
    group: 'tooling',
    readBy: ['bench'],
    secret: true,
    description:
      '`bench:search`, `bench:load`, `bench:heic`: the PostgreSQL server the benches create their private database on',
  },
  {
    name: 'BENCH_LOAD_DURATION',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:load`: seconds of the held run',
  },
  {
    name: 'BENCH_LOAD_STEP',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:load`: seconds of each ladder step',
  },
  { name: 'BENCH_HEIC_DURATION', group: 'tooling', readBy: ['bench'], description: '`bench:heic`: seconds of the run' },
  { name: 'BENCH_HEIC_MAX_UPLOADS', group: 'tooling', readBy: ['bench'], description: '`bench:heic`: upload cap' },
  { name: 'BENCH_HEIC_MIX', group: 'tooling', readBy: ['bench'], description: '`bench:heic`: the load mix' },
  {
    name: 'BENCH_SEARCH_INDEX',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: `off` measures the SQL way',
  },
  { name: 'BENCH_VEHICLES', group: 'tooling', readBy: ['bench'], description: '`bench:search`: vehicles seeded' },
  {
    name: 'BENCH_DURATION',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: seconds of each measured run',
  },
  { name: 'BENCH_WARMUP', group: 'tooling', readBy: ['bench'], description: '`bench:search`: seconds of warm-up' },
  {
    name: 'BENCH_SOLO_DURATION',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: seconds of each one-client run',
  },
  {
    name: 'BENCH_SQL_RUNS',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: runs of each SQL plan measure',
  },
  {
    name: 'BENCH_CACHE_SECONDS',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: the API’s `CATALOGUE_CACHE_SECONDS` (`0`: every request reaches PostgreSQL)',
  },
  {
    name: 'BENCH_PAGE_CACHE_SECONDS',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: the API’s `CATALOGUE_PAGE_CACHE_SECONDS`',
  },
  {
    name: 'BENCH_RATE',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: requests per second of the fixed-rate run',
  },
  {
    name: 'BENCH_STEP_DURATION',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: seconds of each rate step',
  },
  {
    name: 'BENCH_SEED',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: seed of the generated stock and queries',
  },
  {
    name: 'BENCH_PGLITE',
    group: 'tooling',
    readBy: ['bench'],
    description: '`bench:search`: `0` skips the embedded-database pass',
  },
]);
