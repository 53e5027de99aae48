/**
 * The versions this site server serves, copied from object storage when they were published there
 * (`pnpm release --to s3://…`, docs/releases.md « On object storage »): a site server that shares no
 * folder with the releasing machine keeps its own store folder (RELEASE_STORE) and fills it from
 * the bucket with @ga/releases copyVersion — release.json, route manifests, index.html, stylesheets
 * and, from the private prefix, the server build (checked against release.json before it runs,
 * ssr/server-build-check.ts). Release folders are immutable: a version is copied once, then every
 * reader (heads, preload hints, server rendering, /releases/) finds it on disk as if released here.
 * The registry follower (registry-follower.ts) adopts a new revision only once the versions it names
 * are here, so no page is ever asked of a version this server cannot serve.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  copyVersion,
  removeStaleCopies,
  s3ClientFrom,
  versionSource,
  type ObjectStoreClient,
  type Registry,
} from '@ga/releases';
import type { SiteServerConfig } from './config';

export type CopyConfig = Pick<SiteServerConfig, 'releaseStore' | 's3'>;

const clients = new Map<string, Promise<ObjectStoreClient>>();
function clientFor(config: CopyConfig): Promise<ObjectStoreClient> {
  const key = JSON.stringify(config.s3);
  let client = clients.get(key);
  if (!client) {
    client = s3ClientFrom(config.s3);
    clients.set(key, client);
  }
  return client;
}

/** The versions a registry has this server serve: each app's live one and its canary's. */
export function servedVersions(registry: Pick<Registry, 'apps'>): Array<{ app: string; version: string }> {
  return Object.entries(registry.apps).flatMap(([app, state]) =>
    [state.live, state.canary?.version].filter((v): v is string => Boolean(v)).map((version) => ({ app, version })),
  );
}

const here = (config: CopyConfig, app: string, version: string) =>
  fs.existsSync(path.join(config.releaseStore, app, version, 'release.json'));

/**
 * Copies every served version that was published to object storage and is not in this server's
 * store yet. Rejects when one cannot be copied (the caller keeps serving the registry it had);
 * a version that is neither here nor published anywhere is left to the readers (as on a shared store).
 */
export async function copyServedVersions(config: CopyConfig, registry: Pick<Registry, 'apps'>): Promise<number> {
  const missing = servedVersions(registry).flatMap(({ app, version }) => {
    const source = versionSource(registry, app, version);
    return source && !here(config, app, version) ? [{ app, version, source }] : [];
  });
  if (!missing.length) return 0;
  const client = await clientFor(config);
  await Promise.all(
    missing.map(({ app, version, source }) =>
      copyVersion({ store: config.releaseStore, app, version, source, client }),
    ),
  );
  return missing.length;
}

/**
 * The version each app was live on before (the one a rollback would bring back), copied in the
 * background so that a rollback is served without waiting for the bucket. Failures are ignored:
 * the follower copies it anyway when a registry names it.
 */
export function copyPreviousVersions(config: CopyConfig, registry: Pick<Registry, 'apps'>): void {
  for (const [app, state] of Object.entries(registry.apps)) {
    const previous = state.history.filter((version) => version !== state.live).at(-1);
    const source = previous ? versionSource(registry, app, previous) : undefined;
    if (previous && source && !here(config, app, previous)) {
      void clientFor(config)
        .then((client) => copyVersion({ store: config.releaseStore, app, version: previous, source, client }))
        .catch(() => undefined);
    }
  }
}

/** The copies of versions the registry dropped (`pnpm prune`), removed in the background. */
export function forgetPrunedCopies(config: CopyConfig, registry: Pick<Registry, 'apps'>): void {
  void removeStaleCopies({ store: config.releaseStore, registry }).catch(() => undefined);
}
