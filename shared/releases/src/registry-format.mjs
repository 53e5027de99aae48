// The registry's format, shared by every place it is kept (registry.mjs: the store's file;
// registry-postgres.mjs: a table): an empty one, an older one read as today's, the entries the site
// derives from it, and one write's change applied to it.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from './apps.mjs';

/** URL prefix under which the site serves the store (its own copy of a release). */
const RELEASES_URL = '/releases';
/** Release events kept in the registry (the decider's and ops' actions). */
const EVENTS_KEPT = 100;

/** Another writer changed the registry between this one's read and its write: nothing was written. */
export class RegistryConflictError extends Error {
  constructor() {
    super(
      'Le registre des releases a changé pendant cette écriture (une autre commande ou le décideur) : rien n’a été écrit, réessayez.',
    );
    this.name = 'RegistryConflictError';
    this.code = 'REGISTRY_CONFLICT';
  }
}

export function emptyRegistry() {
  return { schema: 2, revision: 0, updatedAt: null, apps: {}, remotes: {}, canaries: {}, events: [] };
}

/** A registry written by an older version (schema 1: no revision, canary or events) reads as one of today. */
export function normalise(raw) {
  const registry = { ...emptyRegistry(), ...raw };
  registry.revision = Number.isInteger(registry.revision) ? registry.revision : 0;
  registry.canaries ??= {};
  registry.events ??= [];
  return registry;
}

/**
 * Shared singleton ranges a release was built against: its release.json when this machine's store
 * holds it, else what the registry recorded when a writer that had it derived the entry
 * (`apps[app].requires`, or the entry derived before this write: the API's canary decider shares no
 * folder with the releasing machine); null when nobody knows.
 */
function requiredShared(store, registry, app, version, before) {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(store, app, version, 'release.json'), 'utf8'));
    return Object.fromEntries(Object.entries(meta.shared ?? {}).map(([name, s]) => [name, s.requiredVersion]));
  } catch {
    return registry.apps[app]?.requires?.[version] ?? before ?? null;
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
  return {
    version,
    entry: `${origin}/${app}/${version}/remoteEntry.js`,
    shared: requiredShared(store, registry, app, version) ?? {},
  };
}

/** Per-version records (origins, sources, requires) of the versions the app still has, and no other. */
function keepRecords(state) {
  const kept = new Set([...(state.history ?? []), state.live, state.canary?.version].filter(Boolean));
  for (const name of ['origins', 'sources', 'requires']) {
    if (state[name])
      state[name] = Object.fromEntries(Object.entries(state[name]).filter(([version]) => kept.has(version)));
  }
}

function derive(store, registry) {
  // The ranges derived before this write, for a writer whose store lacks the release (and a
  // registry written before `requires` was recorded).
  const before = new Map(
    [...Object.entries(registry.remotes ?? {}), ...Object.entries(registry.canaries ?? {})].map(([app, entry]) => [
      `${app}@${entry.version}`,
      entry.shared,
    ]),
  );
  registry.remotes = {};
  registry.canaries = {};
  for (const state of Object.values(registry.apps)) if (state) keepRecords(state);
  for (const app of REMOTE_APPS) {
    const state = registry.apps[app];
    if (!state) continue;
    for (const version of [state.live, state.canary?.version].filter(Boolean)) {
      const shared = requiredShared(store, registry, app, version, before.get(`${app}@${version}`));
      if (shared) state.requires = { ...state.requires, [version]: shared };
    }
    if (state?.live) registry.remotes[app] = remoteEntry(store, registry, app, state.live);
    if (state?.canary)
      registry.canaries[app] = {
        ...remoteEntry(store, registry, app, state.canary.version),
        share: state.canary.share,
      };
  }
}

/**
 * The change of one write, applied to `registry` (read just before): `change(registry)` edits it in
 * place (or throws, and nothing is written); the events it pushes get their time; a new revision.
 */
export function applyChange(store, registry, change) {
  const before = registry.events.length;
  change(registry);
  const at = new Date().toISOString();
  registry.events = registry.events
    .map((event, i) => (i >= before && !event.at ? { at, ...event } : event))
    .slice(-EVENTS_KEPT);
  registry.schema = 2;
  registry.revision += 1;
  registry.updatedAt = at;
  derive(store, registry);
  return registry;
}
