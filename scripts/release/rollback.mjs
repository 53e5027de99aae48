import fs from 'node:fs';
import { assertApp, readRegistry, releaseDir, sourcemapDir, writeRegistry } from './store.mjs';

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
  return { app, removed };
}
