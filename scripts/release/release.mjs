import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { precompressDir } from './precompress.mjs';
import { ROOT, assertApp, readRegistry, releaseDir, sourcemapDir, writeRegistry } from './store.mjs';

function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/** Content hash of a build: same sources, same build → same version. */
export function hashDir(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir).sort()) {
    if (file.endsWith('.map')) continue;
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
  return Object.fromEntries(Object.entries(shared).map(([name, s]) => [name, { version: s.version, requiredVersion: s.requiredVersion }]));
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

/**
 * Runs the app's own rspack build (no pnpm needed on PATH: works under `npx pnpm`), into its dist/
 * or into `outputPath`.
 */
export function buildApp(appDir, quiet = false, outputPath) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const cli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin/rspack.js');
  execFileSync(process.execPath, [cli, 'build', '--config', 'rspack.config.mjs', ...(outputPath ? ['--output-path', outputPath] : [])], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  });
}

const isSourceMap = (file) => file.endsWith('.map');

/**
 * Copies a build into the store as release `version` of `app`: its files in `<app>/<version>/`
 * (served under /releases/) with their brotli and gzip copies (precompress.mjs), its source maps in `.sourcemaps/<app>/<version>/` (never served).
 * The release folder appears whole or not at all.
 */
export function publishFiles(app, version, dist, meta) {
  const target = releaseDir(app, version);
  const maps = sourcemapDir(app, version);
  const tmp = `${target}.tmp-${process.pid}`;
  const mapsTmp = `${maps}.tmp-${process.pid}`;
  try {
    fs.cpSync(dist, tmp, { recursive: true, filter: (src) => !(isSourceMap(src) && fs.statSync(src).isFile()) });
    fs.writeFileSync(path.join(tmp, 'release.json'), `${JSON.stringify(meta, null, 2)}\n`);
    precompressDir(tmp);
    const mapFiles = listFiles(dist).filter(isSourceMap);
    if (mapFiles.length > 0) {
      for (const file of mapFiles) {
        fs.mkdirSync(path.dirname(path.join(mapsTmp, file)), { recursive: true });
        fs.copyFileSync(path.join(dist, file), path.join(mapsTmp, file));
      }
      fs.rmSync(maps, { recursive: true, force: true });
      fs.renameSync(mapsTmp, maps);
    }
    fs.renameSync(tmp, target); // a release appears whole or not at all
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(mapsTmp, { recursive: true, force: true });
  }
}

/**
 * Builds one app and publishes it as an immutable release, then makes it live.
 * Touches nothing else: no other app is built, no server restarts.
 */
export async function release(app, { quiet = false } = {}) {
  assertApp(app);
  const started = performance.now();
  const appDir = path.join(ROOT, app);
  buildApp(appDir, quiet);
  const dist = path.join(appDir, 'dist');
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const version = `${pkg.version}-${hashDir(dist)}`;
  const fresh = !fs.existsSync(releaseDir(app, version));
  if (fresh) {
    const meta = { app, version, builtAt: new Date().toISOString(), commit: gitCommit(), shared: await sharedVersions(appDir) };
    publishFiles(app, version, dist, meta);
  }
  const registry = readRegistry();
  const entry = registry.apps[app] ?? { live: null, history: [] };
  if (!entry.history.includes(version)) entry.history.push(version);
  entry.live = version;
  registry.apps[app] = entry;
  writeRegistry(registry);
  const seconds = (performance.now() - started) / 1000;
  return { app, version, fresh, seconds };
}
