// Remote versions on the server: each (remote, version, shell version) is registered under its own
// container name (`mf_catalogue__1_0_0_abc__1_0_0_def`), so that two visitors resolved to two versions
// (a canary) never share a container, and its routes module is loaded once. The shell's version is
// part of it: the MF runtime keeps containers in one global (`__FEDERATION__`) for every shell build
// loaded in the process, and a container initialised with one shell's singletons (its router, its
// store) must never render inside another's. The cache is bounded (least recently used
// first out): live and canary versions of every remote fit, older ones are dropped.
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@ga/core';
import { containerOf, type RemoteName } from '../remotes/route-owners';

/** Live + canary of each public remote, with room for a rollback in flight. */
export const MAX_LOADED_VERSIONS = 9;

export interface ServerRemote {
  remote: RemoteName;
  version: string;
  /** Absolute path of the version's `server/remoteEntry.js` in the release store. */
  entryFile: string;
  /** The singleton ranges the version was built against (its registry entry). */
  shared?: Record<string, string>;
  /** The version of the shell build that renders it. */
  hostVersion?: string;
}

const loaded = new Map<string, Promise<RemoteRoutesModule>>();

const identifier = (text: string) => text.replace(/[^A-Za-z0-9]/g, '_');
export const versionContainer = ({ remote, version, hostVersion = '' }: ServerRemote) =>
  `${containerOf(remote)}__${identifier(version)}__${identifier(hostVersion)}`;

function forget(name: string): void {
  loaded.delete(name);
  // The runtime keeps what it registered; removeRemote is not public in 2.9, so it is reached
  // defensively: without it the container stays referenced, which the memory figure shows.
  try {
    const handler = (
      getInstance() as unknown as { remoteHandler?: { removeRemote?: (r: unknown) => void; hooks?: unknown } }
    )?.remoteHandler;
    const remote = (
      getInstance() as unknown as { options?: { remotes?: Array<{ name: string }> } }
    )?.options?.remotes?.find((r) => r.name === name);
    if (remote) handler?.removeRemote?.(remote);
  } catch {
    /* left registered */
  }
  delete (globalThis as Record<string, unknown>)[name];
}

/** The routes module of one remote version, loaded through the MF runtime from the release store. */
export function serverRoutes(target: ServerRemote): Promise<RemoteRoutesModule> {
  const name = versionContainer(target);
  const cached = loaded.get(name);
  if (cached) {
    loaded.delete(name);
    loaded.set(name, cached); // most recently used last
    return cached;
  }
  registerRemotes([
    { name, entry: `file://${target.entryFile}`, entryGlobalName: name, type: 'commonjs-module' } as never,
  ]);
  const routes = loadRemote<RemoteRoutesModule>(`${name}/routes`).then((module) => {
    if (!module?.routes) throw new Error(`${name}/routes introuvable`);
    return module;
  });
  loaded.set(name, routes);
  routes.catch(() => forget(name)); // a failure is not cached: the next request tries again
  while (loaded.size > MAX_LOADED_VERSIONS) forget(loaded.keys().next().value!);
  return routes;
}

/** What is loaded now (the site server's /metrics and the memory figure). */
export function loadedVersions(): string[] {
  return [...loaded.keys()];
}
