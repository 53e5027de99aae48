import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { fileDigest, parseShare, startCanary } from '@ga/releases';
import { buildApp } from './build-app.mjs';
import { precompressDir, precompressFile } from './precompress.mjs';
import { assertLoadsInLiveShell, remoteFromBuild } from './shell-contract.mjs';
import {
  REGISTRY_LOCATION,
  REMOTES,
  ROOT,
  assertApp,
  isContentAddressed,
  isServerFile,
  listFiles,
  poolDir,
  releaseDir,
  sourcemapDir,
  updateRegistry,
} from './store.mjs';

/** The production build, shared with the budgets and the contract check (build-app.mjs). */
export { buildApp };

/**
 * Build diagnostics of Module Federation that nothing reads at run time and that are not
 * deterministic (mf-stats.json lists `usedIn` in the order rspack's workers finished): neither
 * hashed nor published, so that the same sources always give the same version.
 */
export const UNPUBLISHED = new Set(['mf-stats.json']);
const published = (file) => !UNPUBLISHED.has(path.basename(file));

/**
 * Content hash of a build: same sources, same build → same version. The server build (server/)
 * counts: a version names its server rendering too.
 */
export function hashDir(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir).sort()) {
    if (file.endsWith('.map') || !published(file)) continue;
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/** Versions of the shared singletons the build was made against (checked by the shell at load). */
async function sharedVersions(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const { sharedSingletons } = await import(pathToFileURL(require.resolve('@ga/build/shared-deps')).href);
  const shared = sharedSingletons(appDir);
  return Object.fromEntries(
    Object.entries(shared).map(([name, s]) => [name, { version: s.version, requiredVersion: s.requiredVersion }]),
  );
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

const isSourceMap = (file) => file.endsWith('.map');

/** A remote built with its entry one folder down (shared/build: `entry/remoteEntry.js`). */
const ENTRY_FOLDER = 'entry';

/**
 * Where each file of a build goes. A remote's content-hashed files (chunks, CSS, fonts) go to its
 * POOL, `<app>/`, shared by all its versions: a chunk that did not change keeps its URL from one
 * release to the next, so a returning visitor downloads only what changed. Its entry (built one
 * folder down, so its runtime finds the chunks one folder up) and the files that name the release
 * (mf-manifest.json, routes.json) go to the version folder `<app>/<version>/`. A build without that
 * entry folder (the shell, older builds) keeps everything in its version folder.
 * The server build (server/: Node only) is listed apart, `server`, never in the pool (served to
 * browsers): it goes to `<app>/<version>/server/` under the same paths, its entry beside its chunks.
 * Its source maps go with the others (.sourcemaps/).
 */
export function layoutOf(dist) {
  const all = listFiles(dist).filter((file) => published(file) && !isSourceMap(file));
  const server = all.filter(isServerFile);
  const files = all.filter((file) => !isServerFile(file));
  const pooled = fs.existsSync(path.join(dist, ENTRY_FOLDER, 'remoteEntry.js'));
  const pool = pooled ? files.filter((file) => !file.startsWith(`${ENTRY_FOLDER}/`) && isContentAddressed(file)) : [];
  const inPool = new Set(pool);
  const version = files
    .filter((file) => !inPool.has(file))
    .map((file) => ({
      from: file,
      to: pooled && file.startsWith(`${ENTRY_FOLDER}/`) ? file.slice(ENTRY_FOLDER.length + 1) : file,
    }));
  return { pooled, pool, version, server };
}

function copyInto(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}

/**
 * Copies a build into the store as release `version` of `app` (see layoutOf): the version folder
 * `<app>/<version>/` and, for a remote, the new files of its pool `<app>/` — a pool file already
 * there is the same content under the same name and is left as it is. Brotli and gzip copies of
 * every text file (precompress.mjs) but the server build's; source maps in
 * `.sourcemaps/<app>/<version>/` (never served); the server build in `<app>/<version>/server/`.
 * Pool files are written first and the version folder appears whole or not at all, so no entry is
 * ever served before its chunks. release.json lists the pool files of the version (prune keeps them)
 * and the SHA-256 of each server-build file (@ga/releases fileDigest).
 */
export function publishFiles(app, version, dist, meta, { replace = false } = {}) {
  const target = releaseDir(app, version);
  const maps = sourcemapDir(app, version);
  const tmp = `${target}.tmp-${process.pid}`;
  const mapsTmp = `${maps}.tmp-${process.pid}`;
  const layout = layoutOf(dist);
  try {
    const pool = poolDir(app);
    for (const file of layout.pool) {
      const to = path.join(pool, file);
      if (fs.existsSync(to)) continue;
      const part = path.join(path.dirname(to), `.${path.basename(to)}.tmp-${process.pid}`);
      copyInto(path.join(dist, file), part);
      precompressFile(part, to);
      fs.renameSync(part, to);
    }
    for (const { from, to } of layout.version) copyInto(path.join(dist, from), path.join(tmp, to));
    // The digests of the server build: the site server checks them before it evaluates it.
    // (the files published, as the site server will find them: no source map).
    const server =
      layout.server.length > 0
        ? {
            server: Object.fromEntries(
              [...layout.server].sort().map((file) => [file, fileDigest(path.join(dist, file))]),
            ),
          }
        : {};
    fs.writeFileSync(
      path.join(tmp, 'release.json'),
      `${JSON.stringify({ ...meta, ...(layout.pooled ? { pool: layout.pool } : {}), ...server }, null, 2)}\n`,
    );
    precompressDir(tmp);
    // After the precompression: no .br/.gz copy of the server build, which no browser gets.
    for (const file of layout.server) copyInto(path.join(dist, file), path.join(tmp, file));
    const mapFiles = listFiles(dist).filter(isSourceMap);
    if (mapFiles.length > 0) {
      for (const file of mapFiles) copyInto(path.join(dist, file), path.join(mapsTmp, file));
      fs.rmSync(maps, { recursive: true, force: true });
      fs.renameSync(mapsTmp, maps);
    }
    if (replace && fs.existsSync(target)) {
      // The same version published again (same files, release.json completed): swapped whole.
      const old = `${target}.old-${process.pid}`;
      fs.renameSync(target, old);
      fs.renameSync(tmp, target);
      fs.rmSync(old, { recursive: true, force: true });
    } else {
      fs.renameSync(tmp, target); // a release appears whole or not at all
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(mapsTmp, { recursive: true, force: true });
  }
}

/** A published version's release.json; null when unreadable. */
function releaseMeta(app, version) {
  try {
    return JSON.parse(fs.readFileSync(path.join(releaseDir(app, version), 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Builds one app and publishes it as an immutable release, then makes it live — or, with
 * `canary: share`, live for that share of visitors only (@ga/releases startCanary).
 * Touches nothing else: no other app is built, no server restarts.
 * A remote the live shell could not load (shell-contract.mjs) is refused before anything is
 * written to the store or the registry. `dist`: publish a build already made there instead.
 * `publish` ({ to, serverTo, publicUrl }): also upload it to object storage (s3.mjs) before it goes live.
 */
export async function release(app, { quiet = false, canary, dist: built, publish } = {}) {
  assertApp(app);
  const share = canary === undefined ? undefined : parseShare(canary);
  if (share !== undefined && !REMOTES.includes(app))
    throw new Error(`le canari ne concerne que les remotes (${REMOTES.join(', ')}) : ${app} se publie pour tous.`);
  const started = performance.now();
  const appDir = path.join(ROOT, app);
  if (!built) buildApp(appDir, quiet);
  const dist = built ?? path.join(appDir, 'dist');
  const shared = await sharedVersions(appDir);
  if (REMOTES.includes(app)) {
    // On the build itself (its mf-manifest.json and routes.json): what the visitors would get. The
    // shell gates on the ranges release.json records (`shared`): those the build's manifest lacks
    // (a subpath the remote does not import) are checked too.
    const remote = remoteFromBuild(app, dist);
    remote.requires = {
      ...Object.fromEntries(Object.entries(shared).map(([name, s]) => [name, s.requiredVersion])),
      ...remote.requires,
    };
    await assertLoadsInLiveShell(remote);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const version = `${pkg.version}-${hashDir(dist)}`;
  const fresh = !fs.existsSync(releaseDir(app, version));
  // A version published before release.json recorded its server build's digests: published again
  // (the same files, its hash says so), or the site servers would never render with it.
  const undigested = !fresh && layoutOf(dist).server.length > 0 && !releaseMeta(app, version)?.server;
  if (fresh || undigested) {
    const meta = { app, version, builtAt: new Date().toISOString(), commit: gitCommit(), shared };
    publishFiles(app, version, dist, meta, { replace: undigested });
  }
  // `--to s3://…` (s3.mjs): uploaded and recorded before it goes live anywhere.
  let published;
  if (publish) {
    const { recordPublication, uploadToS3 } = await import('./s3.mjs');
    published = await uploadToS3(app, version, publish);
    await recordPublication(app, version, published);
  }
  if (share !== undefined) {
    await startCanary(REGISTRY_LOCATION, app, version, share);
  } else {
    await updateRegistry((registry) => {
      const entry = registry.apps[app] ?? { live: null, history: [] };
      if (!entry.history.includes(version)) entry.history.push(version);
      const from = entry.live;
      entry.live = version;
      // A plain release of the canary's own version is its promotion; of another, it ends the canary.
      if (entry.canary) delete entry.canary;
      registry.apps[app] = entry;
      if (from !== version)
        registry.events.push({ app, action: 'release', version, ...(from ? { from } : {}), by: 'ops' });
    });
  }
  const seconds = (performance.now() - started) / 1000;
  return { app, version, fresh, seconds, canary: share, published };
}
