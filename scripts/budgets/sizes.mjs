// Sizes of what a visitor downloads first from each app, gzip level 9 (what the site
// server sends to a browser without brotli; brotli copies are smaller still):
//   shell   — its entry's scripts (vendor-react.js, vendor.js, main.js: React, the router, the store,
//             the UI kit, the layout) and main.css
//   remotes — remoteEntry.js and the chunks of the exposed `routes` module (mf-manifest.json), what
//             the first page of the remote's area loads before the page's own chunk
// Never the server build (dist/server/, `server/` in a release folder): Node only, no browser gets it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isServerFile } from '../release/store.mjs';

export const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The files of an app's build folder (dist/ or a release folder) that count as its entry and initial chunks. */
export function initialFiles(dir, app) {
  if (app === 'shell') {
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    // Every script and stylesheet the page names: main and the vendor files it is split into (shared/build).
    const files = [...html.matchAll(/(?:src|href)="([a-z-]+\.[0-9a-f]+\.(?:js|css))"/g)].map((m) => m[1]);
    return { entry: files.filter((f) => f.endsWith('.js')), initial: files };
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes?.find((e) => e.name === 'routes');
  const chunks = (routes ? [...routes.assets.js.sync, ...routes.assets.css.sync] : []).filter(
    (file) => !isServerFile(file),
  );
  // Production builds put the entry one folder down (release.mjs layoutOf); older ones beside the chunks.
  const entry = fs.existsSync(path.join(dir, 'entry', 'remoteEntry.js')) ? 'entry/remoteEntry.js' : 'remoteEntry.js';
  return { entry: [entry], initial: [entry, ...chunks] };
}

/** { entry, initial } gzip bytes of one app build. */
export function measure(dir, app) {
  const files = initialFiles(dir, app);
  const sum = (list) => list.reduce((total, file) => total + gzipSize(path.join(dir, file)), 0);
  return { entry: sum(files.entry), initial: sum(files.initial), files: files.initial };
}

/** Apps over their budget: [{ app, kind, bytes, budget }]. */
export function overBudget(sizes, budgets) {
  const over = [];
  for (const [app, size] of Object.entries(sizes)) {
    const budget = budgets[app];
    if (!budget) {
      over.push({ app, kind: 'budget manquant', bytes: size.initial, budget: 0 });
      continue;
    }
    for (const kind of ['entry', 'initial'])
      if (size[kind] > budget[kind]) over.push({ app, kind, bytes: size[kind], budget: budget[kind] });
  }
  return over;
}

/**
 * Chunks of an app's build (by name: `page-vehicle` for `page-vehicle.<hash>.js`) that carry Zod.
 * The contracts set Zod up once (`z.config({ jitless: true })`, shared/contracts/src/z.ts), so a chunk
 * holding that call holds Zod. A page a phone hydrates first should not evaluate it: its forms load
 * their schemas when they are used (docs/performance.md « What a page evaluates first »).
 * A name that matches no chunk is reported too (a renamed chunk must not pass unchecked).
 */
export function chunksWithZod(dir, names) {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
  return names.flatMap((name) => {
    const found = files.filter((file) => file.startsWith(`${name}.`));
    if (found.length === 0) return [{ name, problem: 'introuvable' }];
    return found.some((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('jitless'))
      ? [{ name, problem: 'contient Zod' }]
      : [];
  });
}
