import fs from 'node:fs';
import path from 'node:path';
import { isContentAddressed } from './release.mjs';
import { assertApp, listFiles, poolDir, readRegistry, releaseDir, sourcemapDir, writeRegistry } from './store.mjs';

/** Makes the previous (or the named) release live again: a registry change only, no build. */
export function rollback(app, version) {
  assertApp(app);
  const started = performance.now();
  const registry = readRegistry();
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
  const from = entry.live;
  entry.live = target;
  writeRegistry(registry);
  return { app, from, to: target, ms: performance.now() - started };
}

/** Keeps the last `keep` releases of an app, never the live one. */
export function prune(app, keep = 5) {
  assertApp(app);
  const registry = readRegistry();
  const entry = registry.apps[app];
  if (!entry) return { app, removed: [] };
  const kept = new Set(entry.history.slice(-keep));
  kept.add(entry.live);
  const removed = entry.history.filter((v) => !kept.has(v));
  for (const version of removed) {
    fs.rmSync(releaseDir(app, version), { recursive: true, force: true });
    fs.rmSync(sourcemapDir(app, version), { recursive: true, force: true });
  }
  entry.history = entry.history.filter((v) => kept.has(v));
  writeRegistry(registry);
  return { app, removed, poolRemoved: collectPool(app, [...kept]) };
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
      for (const file of JSON.parse(fs.readFileSync(path.join(releaseDir(app, version), 'release.json'), 'utf8')).pool ?? []) used.add(file);
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
