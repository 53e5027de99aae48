// Writes `routes.json` beside remoteEntry.js: the route manifest of the app (src/route-manifest.ts,
// its default export), evaluated at build time with tsx. The release copies it with the build, so
// each release publishes the manifest of its own routes (issue 11; read by the site server).
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
    if (!route.path?.startsWith('/') || route.path.includes(':') || !route.title || !route.description) throw new Error(`${source} : route invalide ${JSON.stringify(route.path)}`);
  }
  return manifest;
}

export class RouteManifestPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('RouteManifestPlugin', async () => {
      const manifest = await readRouteManifest(this.dir);
      if (!manifest) return;
      const out = compiler.options.output.path;
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, ROUTE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
