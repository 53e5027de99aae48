// The release store: immutable, versioned folders per app and one registry saying which release
// of each app is live (README "Releases"). Plain files, so ops can put them behind any CDN.
//
//   .releases/
//     registry.json                       live version of each app + release history
//     <app>/<version>/                    one immutable release (remoteEntry.js, mf-manifest.json,
//                                         routes.json, release.json; the shell: index.html and chunks)
//     <app>/<name>.<hash>.js|css, assets/ a remote's pool: content-hashed chunks shared by its versions
//     .sourcemaps/<app>/<version>/        its source maps: kept for ops, never served (a dot folder,
//                                         refused by the site server like any dotfile)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const STORE = path.resolve(process.env.RELEASE_STORE ?? path.join(ROOT, '.releases'));
export const REGISTRY = path.join(STORE, 'registry.json');
export const APPS = ['shell', 'mf-catalogue', 'mf-account', 'mf-tradein', 'mf-content'];
export const REMOTES = APPS.filter((app) => app !== 'shell');
/** URL prefix under which the site serves the store. */
export const RELEASES_URL = '/releases';
/**
 * Files of a release whose NAME stays the same from one release to the next (no content hash in
 * it): sent with `Cache-Control: no-cache`; every other file is immutable. The site server's
 * /releases/ (shell/server/site-server.ts) and the S3 publication (s3.mjs) apply it.
 */
export const MUTABLE_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html', 'release.json']);

export function emptyRegistry() {
  return { schema: 1, updatedAt: null, apps: {}, remotes: {} };
}

export function readRegistry() {
  try {
    return JSON.parse(fs.readFileSync(REGISTRY, 'utf8'));
  } catch {
    return emptyRegistry();
  }
}

/** Shared singleton ranges a release was built against (from its release.json). */
function requiredShared(app, version) {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(releaseDir(app, version), 'release.json'), 'utf8'));
    return Object.fromEntries(Object.entries(meta.shared ?? {}).map(([name, s]) => [name, s.requiredVersion]));
  } catch {
    return {};
  }
}

/**
 * The `remotes` map the shell reads: live version, remote entry URL and the shared singleton
 * ranges of each remote (the shell refuses a remote whose requirement it cannot satisfy). A
 * version published to object storage (s3.mjs) is fetched from the origin recorded for it (a CDN),
 * any other from the site's own /releases/.
 */
export function liveRemotes(registry) {
  const remotes = {};
  for (const app of REMOTES) {
    const live = registry.apps[app]?.live;
    if (!live) continue;
    const origin = registry.apps[app].origins?.[live] ?? RELEASES_URL;
    remotes[app] = { version: live, entry: `${origin}/${app}/${live}/remoteEntry.js`, shared: requiredShared(app, live) };
  }
  return remotes;
}

/** Atomic write: a reader never sees half a registry. */
export function writeRegistry(registry) {
  fs.mkdirSync(STORE, { recursive: true });
  const next = { ...registry, updatedAt: new Date().toISOString() };
  next.remotes = liveRemotes(next);
  const tmp = `${REGISTRY}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(tmp, REGISTRY);
  return next;
}

/** Every file below `dir`, as paths relative to it with `/` separators (the URL and object-key form). */
export function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

export const releaseDir = (app, version) => path.join(STORE, app, version);
/** A remote's pool: its content-hashed files, shared by all its versions (release.mjs layoutOf). */
export const poolDir = (app) => path.join(STORE, app);
/** Source maps of a release, outside its served folder (production builds emit hidden maps). */
export const sourcemapDir = (app, version) => path.join(STORE, '.sourcemaps', app, version);

export function assertApp(app) {
  if (!APPS.includes(app)) {
    throw new Error(`Application inconnue « ${app} ». Applications : ${APPS.join(', ')}`);
  }
}
