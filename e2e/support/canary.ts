// Canary releases in the e2e store: copies of a remote's live release published under a
// new version, one of them broken on purpose, and @ga/releases' registry commands on that store.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_STORE } from './env';

interface Registry {
  apps: Record<string, { live: string; history: string[]; canary?: { version: string; share: number } }>;
  events: { app: string; action: string; version?: string; by?: string }[];
}

/** @ga/releases (plain Node ESM) on the e2e store. */
export async function registryTools() {
  const releases = await import(pathToFileURL(path.resolve(__dirname, '../../shared/releases/src/index.mjs')).href);
  return {
    read: (): Promise<Registry> => releases.readRegistry(E2E_STORE),
    startCanary: async (app: string, version: string, share: number): Promise<void> =>
      void (await releases.startCanary(E2E_STORE, app, version, share)),
    promote: async (app: string): Promise<void> => void (await releases.promoteCanary(E2E_STORE, app)),
    /** A cohort id (unsigned: what a forger can make) whose bucket falls in the canary of `app` at `share` %. */
    cohortInCanary: (app: string, share: number): string => {
      for (;;) {
        const id = releases.newCohortId() as string;
        if (releases.inCanary(id, app, share)) return id;
      }
    },
    /** Ops' switch of server rendering for `app` (`pnpm ssr`): on, off, or undefined for the default. */
    serverRendering: async (app: string, on: boolean | undefined): Promise<void> =>
      void (await releases.updateRegistry(E2E_STORE, (r: Registry & { apps: Record<string, { ssr?: boolean }> }) => {
        if (on === undefined) delete r.apps[app]!.ssr;
        else r.apps[app]!.ssr = on;
      })),
    /** `sha256-<base64>` of a file, as release.json records a server build's files. */
    digest: (file: string): string => releases.fileDigest(file),
    /** Back to `live`, no canary: the state the other specs expect. */
    restore: async (app: string, live: string): Promise<void> =>
      void (await releases.updateRegistry(E2E_STORE, (r: Registry) => {
        r.apps[app]!.live = live;
        delete r.apps[app]!.canary;
      })),
  };
}

/**
 * Whatever a route of this remote renders throws: every route of its `./routes` module gets a
 * component that throws, and loses its own error element (the shell's area boundary catches it).
 * Appended to the copy's remote entry, after the container (`var mf_content`) is defined.
 */
const breakRoutes = (container: string) => `
;(function () {
  var original = ${container};
  function Broken() { throw new Error('Canari défectueux (test e2e)'); }
  function broken(routes) {
    return routes.map(function (route) {
      return Object.assign({}, route, { Component: Broken, element: undefined, lazy: undefined, errorElement: undefined, ErrorBoundary: undefined, loader: undefined, children: route.children && broken(route.children) });
    });
  }
  function get(module, scope) {
    return Promise.resolve(original.get(module, scope)).then(function (factory) {
      if (module !== './routes') return factory;
      return function () {
        var exposed = factory();
        return Object.assign({}, exposed, { routes: broken(exposed.routes) });
      };
    });
  }
  // The container's members are getters (not writable): the global is replaced by a proxy.
  ${container} = new Proxy(original, { get: function (target, key) { return key === 'get' ? get : Reflect.get(target, key); } });
})();
`;

/** Publishes the live release of `app` again as `<live>-<label>` (same code, or broken on render). */
export async function publishCopy(
  app: string,
  label: string,
  { breakRender = false, breakServer = false } = {},
): Promise<{ live: string; version: string }> {
  const { read, digest } = await registryTools();
  const live = (await read()).apps[app]!.live;
  const version = `${live}-${label}`;
  const target = path.join(E2E_STORE, app, version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(E2E_STORE, app, live), target, { recursive: true });
  const metaFile = path.join(target, 'release.json');
  fs.writeFileSync(metaFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(metaFile, 'utf8')), version }, null, 2));
  if (breakRender) {
    const entry = path.join(target, 'remoteEntry.js');
    fs.appendFileSync(entry, breakRoutes(app.replace(/-/g, '_')));
    // The precompressed copies would be served instead of the changed file.
    for (const copy of ['.br', '.gz']) fs.rmSync(`${entry}${copy}`, { force: true });
  }
  if (breakServer) {
    // A server build that throws when evaluated, published as such: its release.json records the
    // digest of the broken file (a file altered behind the release's back is refused before it runs).
    const entry = path.join(target, 'server', 'remoteEntry.js');
    fs.appendFileSync(entry, '\nthrow new Error("build serveur en panne (test e2e)");\n');
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { server: Record<string, string> };
    meta.server['server/remoteEntry.js'] = digest(entry);
    fs.writeFileSync(metaFile, JSON.stringify(meta, null, 2));
  }
  return { live, version };
}

/** The version of `remote` the site server resolved for this page (its inlined registry). */
export async function servedVersion(page: Page, remote: string): Promise<string> {
  const registry = JSON.parse((await page.locator('#ga-registry').textContent()) ?? '{}') as {
    remotes: Record<string, { version: string }>;
  };
  return registry.remotes[remote]!.version;
}
