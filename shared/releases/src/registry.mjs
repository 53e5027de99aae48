// The registry of a release store (docs/releases.md): which version of each app is live, the
// canary of a remote if one is running (its version and share of visitors), the release history
// and the last release events; derived maps (`remotes`, `canaries`) are written with it so readers
// do no I/O. It lives where the configuration says (RELEASE_REGISTRY):
// - by default, one JSON file, `<store>/registry.json`: one writer at a time (a lock folder beside
//   the file), the new file renamed over the old one — for machines that share the store's file
//   system;
// - or a row in PostgreSQL (registry-postgres.mjs), for machines that share none: a write is
//   accepted only on the revision it read, so of two writers at once one wins and the other is told
//   to try again (RegistryConflictError).
// Either way every change goes through updateRegistry, a revision number is bumped on each write, a
// reader never sees half a registry and two writers (a release and the canary decider) never lose
// each other's change. Everything here is asynchronous, whatever the store.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

import { REMOTE_APPS } from './apps.mjs';
import { applyChange, emptyRegistry, normalise } from './registry-format.mjs';

export { REMOTE_APPS };
export { RegistryConflictError, emptyRegistry, remoteEntry } from './registry-format.mjs';
/** A lock older than this was left by a process that died: taken over. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

const registryFile = (store) => path.join(store, 'registry.json');

/** The file's registry; null when there is none yet. */
function readFileRegistry(store) {
  try {
    return normalise(JSON.parse(fs.readFileSync(registryFile(store), 'utf8')));
  } catch {
    return null;
  }
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
      if (Date.now() > deadline)
        throw new Error('Registre des releases verrouillé par une autre commande : réessayez.', { cause: error });
      sleep(25);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The registry of `<store>/registry.json`. */
function fileRegistry(store) {
  return {
    kind: 'file',
    async read() {
      try {
        return normalise(JSON.parse(await fsp.readFile(registryFile(store), 'utf8')));
      } catch {
        return null;
      }
    },
    async update(change) {
      fs.mkdirSync(store, { recursive: true });
      return withLock(store, () => {
        const registry = applyChange(store, readFileRegistry(store) ?? emptyRegistry(), change);
        const file = registryFile(store);
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
        fs.renameSync(tmp, file);
        return registry;
      });
    },
    async close() {},
  };
}

const sources = new Map();

/**
 * The registry of a release store: `where` is the store's folder (its registry.json), or
 * `{ store, url }` where `url` is RELEASE_REGISTRY (`postgres://…`: registry-postgres.mjs; empty:
 * the folder's file). The store's folder is read either way for the shared ranges each release
 * recorded (release.json). One source per location and process (a PostgreSQL pool is shared).
 */
export function registryAt(where) {
  if (where && typeof where.update === 'function') return where;
  const { store, url } = typeof where === 'string' ? { store: where, url: '' } : { url: '', ...where };
  const key = `${store}\0${url ?? ''}`;
  let source = sources.get(key);
  if (!source) {
    if (url && /^postgres(ql)?:\/\//.test(url)) source = postgresSource(url, store);
    else if (url)
      throw new Error(
        `RELEASE_REGISTRY « ${url} » : une URL postgres://… ou rien (le fichier registry.json du magasin).`,
      );
    else source = fileRegistry(store);
    sources.set(key, source);
  }
  return source;
}

/** The PostgreSQL source, its module (and `pg`) loaded on first use only. */
function postgresSource(url, store) {
  const loading = import('./registry-postgres.mjs').then(({ postgresRegistry }) => postgresRegistry(url, store));
  return {
    kind: 'postgres',
    read: async () => (await loading).read(),
    update: async (change) => (await loading).update(change),
    revision: async () => (await loading).revision(),
    close: async () => (await loading).close(),
  };
}

/** The registry; an empty one when nothing is published yet. */
export async function readRegistry(where) {
  return (await registryAt(where).read()) ?? emptyRegistry();
}

/** For servers: null when nothing is published yet. */
export async function readRegistryIfAny(where) {
  return registryAt(where).read();
}

/**
 * Changes the registry: `change(registry)` edits the current one in place (or throws, and nothing
 * is written); `events` it pushes to `registry.events` get their time. Returns the registry written.
 * Rejects with RegistryConflictError when another writer won the race (a shared registry).
 */
export async function updateRegistry(where, change) {
  return registryAt(where).update(change);
}

/** Closes the connections of every registry opened (a command that is done, a test). */
export async function closeRegistries() {
  const open = [...sources.values()];
  sources.clear();
  await Promise.all(open.map((source) => source.close()));
}
