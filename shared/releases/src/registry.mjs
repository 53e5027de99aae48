// The registry of a release store (docs/releases.md): which version of each app is live, the
// canary of a remote if one is running (its version and share of visitors), the release history
// and the last release events. One JSON file, `<store>/registry.json`, that the site server reads on
// every request; derived maps (`remotes`, `canaries`) are written with it so readers do no I/O.
//
// Every change goes through updateRegistry: one writer at a time (a lock folder beside the file),
// a revision number bumped on each write, and the new file renamed over the old one, so a reader
// never sees half a registry and two writers (a release and the canary decider) never lose each
// other's change.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

import { REMOTE_APPS } from './apps.mjs';

export { REMOTE_APPS };
/** URL prefix under which the site serves the store (its own copy of a release). */
const RELEASES_URL = '/releases';
/** Release events kept in the registry (the decider's and ops' actions). */
const EVENTS_KEPT = 100;
/** A lock older than this was left by a process that died: taken over. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

const registryFile = (store) => path.join(store, 'registry.json');

export function emptyRegistry() {
  return { schema: 2, revision: 0, updatedAt: null, apps: {}, remotes: {}, canaries: {}, events: [] };
}

/** A registry written by an older version (schema 1: no revision, canary or events) reads as one of today. */
function normalise(raw) {
  const registry = { ...emptyRegistry(), ...raw };
  registry.revision = Number.isInteger(registry.revision) ? registry.revision : 0;
  registry.canaries ??= {};
  registry.events ??= [];
  return registry;
}

/** The store's registry; an empty one when there is none yet. */
export function readRegistry(store) {
  try {
    return normalise(JSON.parse(fs.readFileSync(registryFile(store), 'utf8')));
  } catch {
    return emptyRegistry();
  }
}

/** For servers (no blocking read): null when nothing is published yet. */
export async function readRegistryAsync(store) {
  try {
    return normalise(JSON.parse(await fsp.readFile(registryFile(store), 'utf8')));
  } catch {
    return null;
  }
}

/** Shared singleton ranges a release was built against (its release.json). */
function requiredShared(store, app, version) {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(store, app, version, 'release.json'), 'utf8'));
    return Object.fromEntries(Object.entries(meta.shared ?? {}).map(([name, s]) => [name, s.requiredVersion]));
  } catch {
    return {};
  }
}

/**
 * What the shell needs to load one version of a remote: its entry URL and the shared singleton
 * ranges it requires (the shell refuses a remote whose requirement it cannot satisfy). A version
 * published to object storage is fetched from the origin recorded for it (a CDN), any other from
 * the site's own /releases/.
 */
export function remoteEntry(store, registry, app, version) {
  const origin = registry.apps[app]?.origins?.[version] ?? RELEASES_URL;
  return { version, entry: `${origin}/${app}/${version}/remoteEntry.js`, shared: requiredShared(store, app, version) };
}

/**
 * The versions the registry knows, per app: live, canary and history (beacon counts and metrics
 * keep these names and fold anything else into one value).
 */
export function knownVersions(registry) {
  const known = new Map();
  for (const [app, state] of Object.entries(registry?.apps ?? {})) {
    const versions = new Set(state?.history ?? []);
    if (state?.live) versions.add(state.live);
    if (state?.canary?.version) versions.add(state.canary.version);
    known.set(app, versions);
  }
  return known;
}

function derive(store, registry) {
  registry.remotes = {};
  registry.canaries = {};
  for (const app of REMOTE_APPS) {
    const state = registry.apps[app];
    if (state?.live) registry.remotes[app] = remoteEntry(store, registry, app, state.live);
    if (state?.canary) registry.canaries[app] = { ...remoteEntry(store, registry, app, state.canary.version), share: state.canary.share };
  }
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** One writer at a time: a folder created atomically (mkdir fails when it exists). */
function withLock(store, work) {
  const lock = `${registryFile(store)}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline) throw new Error('Registre des releases verrouillé par une autre commande : réessayez.', { cause: error });
      sleep(25);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Changes the registry: `change(registry)` edits the current one in place (or throws, and nothing is
 * written); `events` it pushes to `registry.events` get their time. The result is written whole,
 * with a new revision, then renamed over the old file. Returns the registry written.
 */
export function updateRegistry(store, change) {
  fs.mkdirSync(store, { recursive: true });
  return withLock(store, () => {
    const registry = readRegistry(store);
    const before = registry.events.length;
    change(registry);
    const at = new Date().toISOString();
    registry.events = registry.events.map((event, i) => (i >= before && !event.at ? { at, ...event } : event)).slice(-EVENTS_KEPT);
    registry.schema = 2;
    registry.revision += 1;
    registry.updatedAt = at;
    derive(store, registry);
    const file = registryFile(store);
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
    fs.renameSync(tmp, file);
    return registry;
  });
}
