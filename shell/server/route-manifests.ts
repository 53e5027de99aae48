/**
 * The route manifests of the live releases: each remote's release folder holds the
 * `routes.json` its build wrote (@ga/build route-manifest-plugin). Read from the release store for
 * the version the registry names live, never by importing a remote. Release folders are immutable:
 * a manifest is read once per app version.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RouteManifest, RouteManifestEntry, RouteManifestPrefetch } from '@ga/contracts';
import type { StoreRegistry } from './registry';
import type { HeadData } from './page-head';

const cache = new Map<string, Promise<RouteManifest | null>>();

async function readManifest(store: string, app: string, version: string): Promise<RouteManifest | null> {
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(store, app, version, 'routes.json'), 'utf8'),
    ) as RouteManifest;
    return Array.isArray(manifest.routes) ? manifest : null;
  } catch {
    return null; // an older release without a manifest, or none
  }
}

/** The manifests of the live remotes, in the registry's order. */
export async function liveManifests(store: string, registry: StoreRegistry | null): Promise<RouteManifest[]> {
  if (!registry) return [];
  const lists = await Promise.all(
    Object.entries(registry.apps)
      .filter(([app, state]) => app !== 'shell' && state.live)
      .map(([app, state]) => {
        const key = `${store}\0${app}\0${state.live}`;
        let manifest = cache.get(key);
        if (!manifest) {
          manifest = readManifest(store, app, state.live!);
          cache.set(key, manifest);
        }
        return manifest;
      }),
  );
  return lists.filter((m): m is RouteManifest => m !== null);
}

/**
 * The manifest route of a page, for its head. A page of a visitor's own space (public: false) keeps
 * the default head: nothing of it is written for crawlers or link previews.
 */
export function findRoute(manifests: RouteManifest[], pathname: string): RouteManifestEntry | undefined {
  const wanted = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const manifest of manifests) {
    const found = manifest.routes.find((r) => r.path === wanted && r.public !== false);
    if (found) return found;
  }
  return undefined;
}

/** `:name` and `:name?` segments, as React Router writes them; the values of a matching path. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = pattern.split('/').filter(Boolean);
  const parts = wanted.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of segments) {
    const optional = segment.endsWith('?');
    const name = segment.startsWith(':') ? segment.slice(1).replace(/\?$/, '') : null;
    const part = parts[i];
    if (part === undefined) {
      if (optional) continue;
      return null;
    }
    if (name) {
      try {
        params[name] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (segment !== part) {
      return null;
    }
    i += 1;
  }
  return i === parts.length ? params : null;
}

/** What a live remote lets the server start for this path: its first matching prefetch entry. */
export interface PrefetchMatch {
  app: string;
  entry: RouteManifestPrefetch;
  params: Record<string, string>;
}

export function findPrefetch(manifests: RouteManifest[], pathname: string): PrefetchMatch | undefined {
  for (const manifest of manifests) {
    for (const entry of manifest.prefetch ?? []) {
      const params = matchPattern(entry.pattern, pathname);
      if (params) return { app: manifest.app, entry, params };
    }
  }
  return undefined;
}

/** The page head of a manifest route, with its FAQPage JSON-LD when it has questions. */
export function manifestHead(route: RouteManifestEntry): HeadData {
  return {
    title: route.title,
    description: route.description,
    ...(route.faq?.length
      ? {
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: route.faq.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          },
        }
      : {}),
  };
}

/** Listed public pages of every manifest (sitemap.xml): never a page of a visitor's own space. */
export const listedPaths = (manifests: RouteManifest[]) =>
  manifests.flatMap((m) => m.routes.filter((r) => r.listed !== false && r.public !== false).map((r) => r.path));
