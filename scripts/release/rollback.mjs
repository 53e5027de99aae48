import fs from 'node:fs';
import path from 'node:path';
import { endCanary, promoteCanary } from '@ga/releases';
import {
  REGISTRY_LOCATION,
  assertApp,
  isContentAddressed,
  listFiles,
  poolDir,
  readRegistry,
  releaseDir,
  sourcemapDir,
  updateRegistry,
} from './store.mjs';

/**
 * During a canary (and without a version named): ends it, everyone keeps the live version.
 * Otherwise makes the previous (or the named) release live again. A registry change only, no build.
 */
export async function rollback(app, version) {
  assertApp(app);
  const started = performance.now();
  const current = await readRegistry();
  if (!version && current.apps[app]?.canary) {
    const live = current.apps[app].live;
    const ended = await endCanary(REGISTRY_LOCATION, app, { reason: 'pnpm rollback' });
    return { app, from: ended, to: live, canary: true, ms: performance.now() - started };
  }
  let result;
  await updateRegistry((registry) => {
    const entry = registry.apps[app];
    if (!entry || entry.history.length === 0) throw new Error(`Aucune release de ${app}.`);
    let target = version;
    if (!target) {
      const index = entry.history.indexOf(entry.live);
      target = index > 0 ? entry.history[index - 1] : undefined;
      if (!target) throw new Error(`${app} : pas de release antérieure à ${entry.live}.`);
    }
    if (!entry.history.includes(target) || !fs.existsSync(releaseDir(app, target))) {
      throw new Error(`${app} : la release ${target} n’existe pas dans le magasin.`);
    }
    result = { app, from: entry.live, to: target, canary: false };
    entry.live = target;
    // Going back to a version ends a canary of it, or of anything else.
    delete entry.canary;
    registry.events.push({ app, action: 'rollback', version: target, from: result.from, by: 'ops' });
  });
  return { ...result, ms: performance.now() - started };
}

/** The canary of `app` becomes live for everyone. */
export async function promote(app) {
  assertApp(app);
  const started = performance.now();
  return { ...(await promoteCanary(REGISTRY_LOCATION, app)), ms: performance.now() - started };
}

/**
 * Keeps the last `keep` releases of an app, never the live one nor the canary. Versions published
 * to object storage are deleted there too (`s3Options`: the S3 client's settings, for tests).
 */
export async function prune(app, keep = 5, s3Options = {}) {
  assertApp(app);
  // Decided inside the registry's write, on the revision it changes: a version made live or a
  // canary meanwhile is never removed (the write would be refused and the command run again).
  let removed = [];
  let kept = [];
  let sources = {};
  // The registry first: no visitor is sent to a folder about to go.
  await updateRegistry((registry) => {
    const current = registry.apps[app];
    if (!current) return;
    const keeping = new Set(current.history.slice(-keep));
    keeping.add(current.live);
    if (current.canary) keeping.add(current.canary.version);
    removed = current.history.filter((v) => !keeping.has(v));
    kept = [...keeping].filter(Boolean);
    sources = { ...(current.sources ?? {}) };
    current.history = current.history.filter((v) => keeping.has(v));
  });
  if (!removed.length) return { app, removed, poolRemoved: 0, objectsRemoved: 0 };
  // Published to object storage: the bucket's copies go too (s3.mjs), the store's pool lists first.
  const published = removed
    .filter((version) => sources[version])
    .map((version) => ({ version, source: sources[version] }));
  const keptPools = published.length ? poolsOf(app, kept) : null;
  for (const version of removed) {
    fs.rmSync(releaseDir(app, version), { recursive: true, force: true });
    fs.rmSync(sourcemapDir(app, version), { recursive: true, force: true });
  }
  let objectsRemoved = 0;
  if (published.length) {
    const { pruneObjects } = await import('./s3.mjs');
    objectsRemoved = await pruneObjects(app, published, keptPools, s3Options);
  }
  return { app, removed, poolRemoved: collectPool(app, kept), objectsRemoved };
}

/** The pool files each version lists in its release.json; null when one cannot be read (touch nothing). */
function poolsOf(app, versions) {
  try {
    return versions.map(
      (version) => JSON.parse(fs.readFileSync(path.join(releaseDir(app, version), 'release.json'), 'utf8')).pool ?? [],
    );
  } catch {
    return null;
  }
}

/** A pool file younger than this may belong to a release being published right now: kept. */
const POOL_GRACE_MS = 10 * 60_000;

/**
 * Deletes the pool files (and their .br/.gz copies) that no kept version lists in its
 * release.json; returns how many. Versions published before the pool existed list none and use none.
 */
function collectPool(app, versions) {
  const pool = poolDir(app);
  const used = new Set();
  for (const version of versions) {
    try {
      for (const file of JSON.parse(fs.readFileSync(path.join(releaseDir(app, version), 'release.json'), 'utf8'))
        .pool ?? [])
        used.add(file);
    } catch {
      return 0; // a kept release without its release.json: touch nothing
    }
  }
  let removed = 0;
  const now = Date.now();
  for (const file of fs.existsSync(pool) ? listFiles(pool) : []) {
    // The version folders sit beside the pool files (older releases keep their chunks there).
    if (/^\d+\.\d+\.\d+[^/]*\//.test(file)) continue;
    const name = file.replace(/\.(br|gz)$/, '');
    const full = path.join(pool, file);
    if (used.has(name) || !isContentAddressed(name) || now - fs.statSync(full).mtimeMs < POOL_GRACE_MS) continue;
    fs.rmSync(full, { force: true });
    if (file === name) removed += 1;
  }
  return removed;
}
