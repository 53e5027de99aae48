// The apps of the site: the one list the tooling reads (release store and commands, `pnpm start`
// and `pnpm dev`, lint boundaries, jest projects, type check, dev registry, build config, site
// server, budgets). Adding an app is adding it here; its own folder holds the rest.
//   kind: 'host' (the shell, loaded by the page) or 'remote' (loaded at runtime by the shell)
//   devPort: its dev server under `pnpm dev`

/** @type {readonly { name: string, kind: 'host' | 'remote', devPort: number }[]} */
export const APPS = Object.freeze([
  { name: 'shell', kind: 'host', devPort: 3000 },
  { name: 'mf-catalogue', kind: 'remote', devPort: 3001 },
  { name: 'mf-account', kind: 'remote', devPort: 3002 },
  { name: 'mf-tradein', kind: 'remote', devPort: 3003 },
  { name: 'mf-content', kind: 'remote', devPort: 3004 },
  { name: 'mf-staff', kind: 'remote', devPort: 3005 },
]);

/** Every app's name, the host first. */
export const APP_NAMES = Object.freeze(APPS.map((app) => app.name));

/** The remotes' names. */
export const REMOTE_APPS = Object.freeze(APPS.filter((app) => app.kind === 'remote').map((app) => app.name));

/** One app of the list by name; throws on a name that is not in it. */
export function appOf(name) {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`Application inconnue « ${name} ». Applications : ${APP_NAMES.join(', ')}`);
  return app;
}

/**
 * Files of a release whose NAME stays the same from one release to the next (no content hash in
 * it): served with `Cache-Control: no-cache` (site server, S3 publication); every other file of a
 * release is immutable.
 */
export const MUTABLE_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
  'release.json',
]);

/** A file name that carries its content hash (`627.6195674332.js`, `assets/inter….3835a68e46.woff2`). */
export const isContentAddressed = (file) => /\.[0-9a-f]{10}\.[a-z0-9]+$/.test(file);

/** A release version as `pnpm release` names them (`<package version>-<hash>`): safe as a folder name. */
export const isVersionName = (name) =>
  typeof name === 'string' && /^\d+\.\d+\.\d+[0-9A-Za-z.+-]*$/.test(name) && !name.includes('..');
