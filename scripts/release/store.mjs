// The release store: immutable, versioned folders per app and one registry saying which release
// of each app is live (docs/releases.md). Plain files, so ops can put them behind any CDN.
//
//   .releases/
//     registry.json                       live version of each app, canary, history, events (@ga/releases)
//     <app>/<version>/                    one immutable release (remoteEntry.js, mf-manifest.json,
//                                         routes.json, release.json; the shell: index.html and chunks)
//     <app>/<name>.<hash>.js|css, assets/ a remote's pool: content-hashed chunks shared by its versions
//     .sourcemaps/<app>/<version>/        its source maps: kept for ops, never served (a dot folder,
//                                         refused by the site server like any dotfile)
//     <app>/<version>/server/             its Node-only server build (ssr.js, a remote's remoteEntry.js
//                                         and their chunks): kept with the release, never served,
//                                         precompressed, uploaded or counted in the budgets
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSettings } from '@ga/config';
import {
  APP_NAMES,
  MUTABLE_FILES,
  REMOTE_APPS,
  isContentAddressed,
  readRegistry as readStoreRegistry,
  registryAt,
  remoteEntry,
  updateRegistry as updateStoreRegistry,
} from '@ga/releases';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const settings = readSettings('releases');
export const STORE = path.resolve(settings.path('RELEASE_STORE', ROOT));
/** Where the registry lives: the store's registry.json, or PostgreSQL (RELEASE_REGISTRY, @ga/releases). */
export const REGISTRY_LOCATION = { store: STORE, url: settings.optional('RELEASE_REGISTRY') ?? '' };
export const registry = registryAt(REGISTRY_LOCATION);
/** The apps, from the one list (@ga/releases APPS). */
export const APPS = APP_NAMES;
export const REMOTES = REMOTE_APPS;
/** URL prefix under which the site serves the store. */
export const RELEASES_URL = '/releases';
/** Release files sent with `Cache-Control: no-cache` (@ga/releases): the site server and s3.mjs apply it. */
export { MUTABLE_FILES };

/** The store's registry (@ga/releases: format, canary state, events), wherever it lives. */
export const readRegistry = () => readStoreRegistry(REGISTRY_LOCATION);

/**
 * Changes the registry (@ga/releases updateRegistry): a reader never sees half of it; with a
 * registry in PostgreSQL, a write another command beat is refused (RegistryConflictError: retry).
 */
export const updateRegistry = (change) => updateStoreRegistry(REGISTRY_LOCATION, change);

/**
 * Writes a registry read earlier with readRegistry, unless someone wrote it meanwhile (a release,
 * or the canary decider rolling a canary back): then nothing is written and the command says so.
 */
export function writeRegistry(registry) {
  return updateRegistry((current) => {
    if (current.revision !== (registry.revision ?? 0)) {
      throw new Error(
        'le registre a changé pendant la commande (une autre release, ou le décideur du canari) : relancez-la.',
      );
    }
    current.apps = registry.apps;
    current.events = registry.events ?? current.events;
  });
}

/** The live entry of each remote (what a visitor outside any canary loads). */
export function liveRemotes(registry) {
  return Object.fromEntries(
    REMOTES.filter((app) => registry.apps[app]?.live).map((app) => [
      app,
      remoteEntry(STORE, registry, app, registry.apps[app].live),
    ]),
  );
}

/** Every file below `dir`, as paths relative to it with `/` separators (the URL and object-key form). */
export function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The folder of a build (dist/server/) and of a release (`<app>/<version>/server/`) holding its server build. */
export const SERVER_FOLDER = 'server';
/**
 * A file of the server build (`server/…`, relative to a build or release folder): CommonJS for
 * server rendering, which may embed what browsers must not see, so it never reaches one.
 */
export const isServerFile = (file) => file.split('/')[0] === SERVER_FOLDER;

export const releaseDir = (app, version) => path.join(STORE, app, version);
/** A file name that carries its content hash (@ga/releases). */
export { isContentAddressed };
/** A remote's pool: its content-hashed files, shared by all its versions (release.mjs layoutOf). */
export const poolDir = (app) => path.join(STORE, app);
/** Source maps of a release, outside its served folder (production builds emit hidden maps). */
export const sourcemapDir = (app, version) => path.join(STORE, '.sourcemaps', app, version);

export function assertApp(app) {
  if (!APPS.includes(app)) {
    throw new Error(`Application inconnue « ${app} ». Applications : ${APPS.join(', ')}`);
  }
}
