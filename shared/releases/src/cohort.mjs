// Which version of each remote a visitor gets (docs/architecture.md « Platform decisions »: resolved on
// the server, per request). A visitor carries one random cohort id in a first-party cookie, set by
// the site server while a canary runs (strictly necessary: it keeps the same version across pages
// and reloads; no personal data). For each remote the id gives a bucket 0–99, its own per remote
// (hash of id and remote), and the visitor is in that remote's canary when the bucket is below the
// canary's share: raising a share keeps the visitors already in, ending or promoting a canary
// moves everyone together.
//
// The cookie is signed (HMAC-SHA-256 with the site server's key): `<id>.<mac>`. Only the site server
// hands out cohorts, so a client cannot pick the id that puts it in a canary, nor mint as many
// visitors as it likes without asking the site server for each (docs/releases.md).
import crypto from 'node:crypto';

export const COHORT_COOKIE = 'ga_cohort';
export const COHORT_MAX_AGE_SECONDS = 30 * 24 * 3600;
const COHORT_ID = /^[0-9a-f]{16}$/;

export const newCohortId = () => crypto.randomBytes(8).toString('hex');
export const isCohortId = (value) => typeof value === 'string' && COHORT_ID.test(value);

const SIGNED_COHORT = /^([0-9a-f]{16})\.([A-Za-z0-9_-]{22})$/;
const cohortMac = (cohortId, key) =>
  crypto.createHmac('sha256', key).update(`ga_cohort:${cohortId}`).digest('base64url').slice(0, 22);

/** The cookie value of a cohort: its id and its signature with `key` (the site server's). */
export function signCohort(cohortId, key) {
  if (!isCohortId(cohortId)) throw new Error('identifiant de cohorte invalide');
  return `${cohortId}.${cohortMac(cohortId, key)}`;
}

/** The cohort id a cookie value carries when `key` signed it; null for anything else (unsigned, forged, old format). */
export function verifyCohort(value, key) {
  const match = typeof value === 'string' ? SIGNED_COHORT.exec(value) : null;
  if (!match) return null;
  const expected = Buffer.from(cohortMac(match[1], key));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? match[1] : null;
}

/** The visitor's bucket 0–99 for one remote. */
export function cohortBucket(cohortId, app) {
  return crypto.createHash('sha256').update(`${cohortId}:${app}`).digest().readUInt32BE(0) % 100;
}

export function inCanary(cohortId, app, share) {
  return isCohortId(cohortId) && cohortBucket(cohortId, app) < share;
}

export const hasCanary = (registry) => Object.keys(registry?.canaries ?? {}).length > 0;

/**
 * The registry as one visitor sees it: for each remote in canary whose bucket the visitor falls in,
 * `remotes[app]` is the canary's entry and `apps[app].live` its version (so the inlined registry,
 * the preload hints, the route manifests and the CSP all follow). Without a cohort id, the live
 * versions.
 */
export function resolveForVisitor(registry, cohortId) {
  if (!hasCanary(registry)) return registry;
  const apps = { ...registry.apps };
  const remotes = { ...registry.remotes };
  for (const [app, canary] of Object.entries(registry.canaries)) {
    if (!inCanary(cohortId, app, canary.share)) continue;
    const { share: _share, ...entry } = canary;
    remotes[app] = entry;
    apps[app] = { ...apps[app], live: canary.version };
  }
  return { ...registry, apps, remotes };
}
