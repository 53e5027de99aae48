/**
 * Which pages the site server renders (docs/server-rendering.md): an allow-list. A remote's page is
 * rendered only if the manifest of the version this visitor gets lists its pattern under `ssr` (the
 * page table's flag) and the version's server build is in the release store; the shell renders `/`
 * and the not-found page. Everything else — a visitor's own space, forms opened from a personal
 * link — keeps the page the browser renders. A remote whose browsers load it from another origin (a
 * CDN: `pnpm release --to s3://… --public-url …`) is rendered like any other once its server build
 * is in this server's store (copied from the private prefix, release-copies.ts); the asset URLs its
 * markup names (press pictures) are then the site's own copy of the same content-hashed files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteManifest } from '@ga/contracts';
import { ownerOf, type RemoteName } from '../../src/remotes/route-owners';
import type { StoreRegistry } from '../registry';
import { matchPattern } from '../route-manifests';
import { countSkippedBuild, refusedServerBuild } from './server-build-check';
import type { FastifyBaseLogger } from 'fastify';

export interface SsrTarget {
  shellVersion: string;
  /** The shell's server build: `<store>/shell/<version>/server/ssr.cjs`. */
  shellFile: string;
  /** The remote that owns the page, at this visitor's version; none for the shell's own pages. */
  owner?: {
    remote: RemoteName;
    version: string;
    entryFile: string;
    shared?: Record<string, string>;
    hostVersion: string;
  };
}

export type SsrDecision = { target: SsrTarget } | { skip: string };

/**
 * A version without its server build in the store (published before server builds, or a copy that
 * left `server/` out): the page the browser renders, counted and logged as a refused build is.
 */
function missingServerBuild(
  store: string,
  app: string,
  version: string,
  reason: string,
  log?: FastifyBaseLogger,
): SsrDecision {
  if (log)
    countSkippedBuild(store, app, version, log, (requestLog) =>
      requestLog.warn({ app, version, reason }, 'build serveur absent du magasin : pages rendues par le navigateur'),
    );
  return { skip: reason };
}

const exists = new Map<string, boolean>();
/** Release folders are immutable: a file found (or not) once stays so for that version. */
function existsOnce(file: string): boolean {
  let found = exists.get(file);
  if (found === undefined) {
    found = fs.existsSync(file);
    exists.set(file, found);
  }
  return found;
}

/**
 * @param byDefault the server's SITE_SSR; an app's registry flag (`pnpm ssr <app> off`), read on
 *   every request, wins. The shell's flag covers every page.
 */
export function ssrDecision(
  store: string,
  registry: StoreRegistry,
  manifests: RouteManifest[],
  pathname: string,
  byDefault = true,
  log?: FastifyBaseLogger,
): SsrDecision {
  const switchedOn = (app: string) => registry.apps[app]?.ssr ?? byDefault;
  const shellVersion = registry.apps.shell?.live;
  if (!shellVersion) return { skip: 'no-shell' };
  if (!switchedOn('shell')) return { skip: 'switched-off' };
  const shellFile = path.join(store, 'shell', shellVersion, 'server', 'ssr.cjs');
  if (!existsOnce(shellFile)) return missingServerBuild(store, 'shell', shellVersion, 'no-shell-server-build', log);
  const shellRefused = refusedServerBuild(store, 'shell', shellVersion, { log });
  if (shellRefused) return { skip: shellRefused };
  const owner = pathname === '/' ? undefined : ownerOf(pathname);
  if (!owner) return { target: { shellVersion, shellFile } }; // home, or a page nobody owns: not found
  if (!switchedOn(owner)) return { skip: 'switched-off' };
  const remote = registry.remotes[owner];
  // A remote that is not released, or not loadable: the not-found page or the area's error,
  // which the browser handles (it retries, reports).
  if (!remote) return { skip: 'no-remote' };
  const manifest = manifests.find((m) => m.app === owner);
  const matches = (patterns: string[] | undefined) =>
    (patterns ?? []).some((pattern) => matchPattern(pattern, pathname) !== null);
  // Listed to stay in the browser, or a manifest from before the lists: as before. A path that
  // matches none of the remote's pages is rendered: the not-found page, with its 404.
  if (!manifest?.ssr || matches(manifest.client)) return { skip: 'not-listed' };
  const entryFile = path.join(store, owner, remote.version, 'server', 'remoteEntry.js');
  if (!existsOnce(entryFile)) return missingServerBuild(store, owner, remote.version, 'no-remote-server-build', log);
  const remoteRefused = refusedServerBuild(store, owner, remote.version, { log });
  if (remoteRefused) return { skip: remoteRefused };
  return {
    target: {
      shellVersion,
      shellFile,
      owner: { remote: owner, version: remote.version, entryFile, shared: remote.shared, hostVersion: shellVersion },
    },
  };
}

/** What the live versions would render with: the shell's build and each local remote server build. */
export function liveTargets(store: string, registry: StoreRegistry): SsrTarget[] {
  const shellVersion = registry.apps.shell?.live;
  if (!shellVersion) return [];
  const shellFile = path.join(store, 'shell', shellVersion, 'server', 'ssr.cjs');
  if (!existsOnce(shellFile) || refusedServerBuild(store, 'shell', shellVersion)) return [];
  const remotes = (
    Object.entries(registry.remotes) as Array<
      [RemoteName, { version: string; entry: string; shared?: Record<string, string> }]
    >
  ).flatMap(([remote, entry]) => {
    const entryFile = path.join(store, remote, entry.version, 'server', 'remoteEntry.js');
    return existsOnce(entryFile) && !refusedServerBuild(store, remote, entry.version)
      ? [
          {
            shellVersion,
            shellFile,
            owner: { remote, version: entry.version, entryFile, shared: entry.shared, hostVersion: shellVersion },
          },
        ]
      : [];
  });
  return [{ shellVersion, shellFile }, ...remotes];
}
