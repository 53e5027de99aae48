// Writes `routes.json` beside remoteEntry.js: the route manifest of the app (src/route-manifest.ts,
// its default export), evaluated at build time with tsx. The release copies it with the build, so
// each release publishes the manifest of its own routes (read by the site server).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const ROUTE_MANIFEST_SOURCE = 'src/route-manifest.ts';
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** The manifest of an app, or null when it has none. */
export async function readRouteManifest(dir) {
  const source = path.join(dir, ROUTE_MANIFEST_SOURCE);
  if (!fs.existsSync(source)) return null;
  const mod = await tsImport(pathToFileURL(source).href, import.meta.url);
  const manifest = mod.default?.routes ? mod.default : mod.ROUTE_MANIFEST;
  if (!manifest || !Array.isArray(manifest.routes)) throw new Error(`${source} : manifeste des routes invalide`);
  for (const route of manifest.routes) {
    if (!route.path?.startsWith('/') || route.path.includes(':') || !route.title || !route.description)
      throw new Error(`${source} : route invalide ${JSON.stringify(route.path)}`);
  }
  for (const entry of manifest.prefetch ?? []) {
    if (!entry.pattern?.startsWith('/'))
      throw new Error(`${source} : préchargement invalide ${JSON.stringify(entry.pattern)}`);
    for (const call of entry.data ?? []) {
      if (!call.startsWith('/api/'))
        throw new Error(`${source} : ${entry.pattern} : appel d’API invalide ${JSON.stringify(call)}`);
    }
  }
  return manifest;
}

/** The files of each named page chunk (JS and CSS), added to the manifest's prefetch entries. */
function withChunkFiles(manifest, compilation) {
  if (!manifest.prefetch) return manifest;
  const prefetch = manifest.prefetch.map((entry) => {
    if (!entry.chunk) return entry;
    const chunk = compilation.namedChunks.get(entry.chunk);
    if (!chunk)
      throw new Error(`routes.json : aucun chunk nommé « ${entry.chunk} » (webpackChunkName dans routes.tsx)`);
    return { ...entry, files: [...chunk.files].filter((file) => /\.(js|css)$/.test(file)).sort() };
  });
  return { ...manifest, prefetch };
}

export class RouteManifestPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('RouteManifestPlugin', async (compilation) => {
      const read = await readRouteManifest(this.dir);
      if (!read) return;
      const manifest = withChunkFiles(read, compilation);
      const out = compiler.options.output.path;
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, ROUTE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
