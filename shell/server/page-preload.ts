/**
 * Preload hints of a page: what the browser will need, announced in the head so it is
 * fetched in parallel with the shell instead of after it. They come from the registry read for this
 * request (the per-visitor resolution of docs/architecture.md « Platform decisions »): the remote that
 * owns the path, its live entry, the chunk of its exposed routes (from its mf-manifest.json) and
 * the page's chunk (its route manifest's prefetch entry); the shell's entry, and its home chunk on `/`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ownerOf } from '../src/remotes/route-owners';
import type { StoreRegistry } from './registry';
import type { PrefetchMatch } from './route-manifests';

interface ExposeAssets {
  js: string[];
  css: string[];
  /**
   * Folders between the entry and the chunks: 1 when the remote was built with its entry one
   * folder down (its chunks are in the app's shared pool, one folder above the version folder).
   */
  entryDepth: number;
}

/** Release folders are immutable: each is read once. */
const folderCache = new Map<string, Promise<string[]>>();
const exposeCache = new Map<string, Promise<ExposeAssets | null>>();

/**
 * The scripts of the shell's entry, in the order its page loads them: the `<script src>` of its
 * index.html (shared/build splits it into React, the other packages, then main), whatever they are.
 */
export function shellEntryScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
}

function listFolder(dir: string): Promise<string[]> {
  let files = folderCache.get(dir);
  if (!files) {
    files = fs.readdir(dir).catch(() => []);
    folderCache.set(dir, files);
  }
  return files;
}

function exposedRoutes(store: string, app: string, version: string): Promise<ExposeAssets | null> {
  const key = `${store}\0${app}\0${version}`;
  let assets = exposeCache.get(key);
  if (!assets) {
    assets = fs
      .readFile(path.join(store, app, version, 'mf-manifest.json'), 'utf8')
      .then((text) => {
        const manifest = JSON.parse(text) as {
          metaData?: { remoteEntry?: { name?: string } };
          exposes?: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
        };
        const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
        const entryDepth = (manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js').split('/').length - 1;
        return routes ? { js: routes.assets.js.sync, css: routes.assets.css.sync, entryDepth } : null;
      })
      .catch(() => null);
    exposeCache.set(key, assets);
  }
  return assets;
}

/** Text for a double-quoted HTML attribute (the site server's one escaper of it). */
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const scriptHint = (href: string, priority?: 'high') =>
  `<link rel="preload" as="script" href="${escapeAttribute(href)}"${priority ? ` fetchpriority="${priority}"` : ''} />`;
const styleHint = (href: string) => `<link rel="preload" as="style" href="${escapeAttribute(href)}" />`;

/**
 * The `<link rel="preload">` tags of one page, for the registry of this request, most needed first:
 * a browser on HTTP/1.1 opens 6 connections per host, so the order is the order of arrival. On a
 * remote's page the shell's entry leads (everything waits for it; measured on a throttled phone:
 * 0.8 s earlier than behind the remote's files), then the owner's entry, routes and page chunks;
 * on `/` the home chunk. No font: measured on a throttled phone, preloading the two Latin fonts (77 KB,
 * before they were cut to French: 42 KB now) delayed the shell's entry by ~0.4 s; with `font-display: optional` a font that comes later is
 * used from the next page on, never swapped in (fonts.css in @ga/ui).
 */
export async function preloadHints(
  store: string,
  registry: StoreRegistry,
  pathname: string,
  prefetch: PrefetchMatch | undefined,
  shellIndexHtml: string,
): Promise<string[]> {
  const hints: string[] = [];
  const owner = ownerOf(pathname);
  const remote = owner ? registry.remotes[owner] : undefined;
  const fileHint = (href: string) => (href.endsWith('.css') ? styleHint : scriptHint)(href);
  const shell = registry.apps.shell?.live;
  if (shell) {
    const base = `/releases/shell/${shell}`;
    const files = await listFolder(path.join(store, 'shell', shell));
    // First in line when a remote's files are announced too (they would otherwise take the 6
    // connections before it); alone, the entry's own <script defer> is found at once anyway.
    if (remote) hints.push(...shellEntryScripts(shellIndexHtml).map((src) => scriptHint(src, 'high')));
    if (pathname === '/')
      hints.push(
        ...files.filter((file) => /^home\.[0-9a-f]+\.(js|css)$/.test(file)).map((file) => fileHint(`${base}/${file}`)),
      );
  }
  if (owner && remote) {
    hints.push(scriptHint(remote.entry));
    const routes = await exposedRoutes(store, owner, remote.version);
    // The chunks' folder: the entry's, or the pool above it (release.mjs layoutOf).
    let folder = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    for (let up = routes?.entryDepth ?? 0; up > 0; up -= 1)
      folder = folder.slice(0, folder.slice(0, -1).lastIndexOf('/') + 1);
    if (routes) hints.push(...[...routes.js, ...routes.css].map((file) => fileHint(folder + file)));
    // The page's own chunk, when the owner's manifest names it for this path.
    if (prefetch?.app === owner) hints.push(...(prefetch.entry.files ?? []).map((file) => fileHint(folder + file)));
  }
  return hints;
}
