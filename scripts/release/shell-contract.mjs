// The contract between a remote and the live shell (docs/releases.md "Contract with the live
// shell"): what a remote must give for the shell in production to load it. Checked by each
// remote's `pnpm test` (on its sources) and by `pnpm release <remote>` (on its build, before
// anything is written to the store), so that a team shipping its remote alone learns it would
// break in the live shell before its visitors do.
//
//  1. Shared singletons: every range the remote is built against is satisfied by the version the
//     shell provides — the rule the shell applies at run time (shell/src/remotes/compatibility.ts,
//     with the same compare-versions library), or the shell refuses the remote.
//  2. Exposed modules: every module the shell loads from the remote (`./routes`, and the widgets its
//     pages mount) is exposed by the remote's Module Federation container.
//  3. Route manifest: `routes.json` has the shape the site server reads (route-manifest-shape.mjs),
//     and each of its routes lies under a URL prefix the shell gives to this remote (otherwise the
//     shell never loads the remote for that page).
//
// The live shell is the registry's live shell in the store (RELEASE_STORE); with none yet, a fresh
// production build of the shell's sources, made in a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildApp as defaultBuild } from './build-app.mjs';
import { routeManifestProblems } from './route-manifest-shape.mjs';
import { REMOTES, ROOT, STORE, listFiles, readRegistry, releaseDir } from './store.mjs';

const SHELL_DIR = path.join(ROOT, 'shell');
const MF_MANIFEST = 'mf-manifest.json';
const ROUTE_MANIFEST = 'routes.json';
/** Every remote the shell routes to gives it its routes through this module (shell/src/remotes/load-remote.ts). */
export const ROUTES_MODULE = './routes';

/** `widgets/x` and `./widgets/x` name the same exposed module. */
const exposedName = (name) => (name.startsWith('./') ? name : `./${name}`);

async function importFrom(dir, specifier) {
  const resolved = createRequire(path.join(dir, 'package.json')).resolve(specifier);
  return import(pathToFileURL(resolved).href);
}

/** The shell's own range check (compare-versions, resolved from the shell's dependencies). */
async function shellSatisfies() {
  const mod = await importFrom(SHELL_DIR, 'compare-versions');
  const satisfies = mod.satisfies ?? mod.default.satisfies;
  // As in the shell: an unreadable range counts as unsatisfied.
  return (version, range) => {
    try {
      return satisfies(version, range);
    } catch {
      return false;
    }
  };
}

/** The versions `sharedSingletons` gives an app (what a shell build provides, what a remote requires). */
async function singletonsOf(appDir) {
  const { sharedSingletons } = await importFrom(appDir, '@ga/build/shared-deps');
  return sharedSingletons(appDir);
}

/**
 * What a built shell loads, read from its JavaScript (minified or not): the widgets its pages mount
 * (`<RemoteWidget remote="…" module="…">` compiles to `remote:"…",module:"…"`) and its table of URL
 * prefixes per remote (`["/achat","mf-catalogue"]`, shell/src/remotes/route-owners.ts).
 */
export function scanShellBuild(dir) {
  const widgets = {};
  const owners = [];
  for (const file of listFiles(dir).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, remote, module] of code.matchAll(/remote:\s*"(mf-[a-z0-9-]+)"\s*,\s*module:\s*"([^"]+)"/g))
      (widgets[remote] ??= new Set()).add(exposedName(module));
    for (const [, prefix, remote] of code.matchAll(/\[\s*"(\/[^"]*)"\s*,\s*"(mf-[a-z0-9-]+)"\s*\]/g))
      owners.push([prefix, remote]);
  }
  // Remotes that own a prefix get their routes loaded; without a readable table, all of them.
  const routed = owners.length > 0 ? new Set(owners.map(([, remote]) => remote)) : new Set(REMOTES);
  const loads = Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      [...(routed.has(remote) ? [ROUTES_MODULE] : []), ...[...(widgets[remote] ?? [])].sort()],
    ]),
  );
  return { loads, owners: owners.length > 0 ? owners : null };
}

/** The shell of the store's registry, or null when the store has none live. */
export async function storeShell() {
  const version = (await readRegistry()).apps.shell?.live;
  if (!version) return null;
  const dir = releaseDir('shell', version);
  if (!fs.existsSync(dir))
    throw new Error(
      `le registre (${STORE}) donne le shell ${version} en ligne, mais sa release est absente du magasin.`,
    );
  let meta;
  try {
    meta = JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'));
  } catch {
    meta = {};
  }
  if (!meta.shared)
    throw new Error(
      `la release du shell ${version} ne dit pas quelles versions partagées elle fournit (release.json sans « shared ») : publiez à nouveau le shell (pnpm release shell).`,
    );
  const provides = Object.fromEntries(Object.entries(meta.shared).map(([pkg, s]) => [pkg, s.version]));
  return { source: 'store', version, where: dir, provides, ...scanShellBuild(dir) };
}

/**
 * A production build of the shell's sources, in a temporary folder (removed after): the shell that
 * will go live first when the store has none. `build(appDir, quiet, outputPath)` is build-app.mjs buildApp.
 */
export async function builtShell(build) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-shell-contract-'));
  try {
    const buildApp = build ?? defaultBuild;
    buildApp(SHELL_DIR, true, out);
    // What the build defines as __GA_SHARED_VERSIONS__ (@ga/build): the installed versions.
    const provides = Object.fromEntries(
      Object.entries(await singletonsOf(SHELL_DIR)).map(([pkg, s]) => [pkg, s.version]),
    );
    return { source: 'build', version: 'sources', where: SHELL_DIR, provides, ...scanShellBuild(out) };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** The shell a remote released now would meet: the store's live one, else a fresh build. */
export async function liveShell({ build } = {}) {
  return (await storeShell()) ?? (await builtShell(build));
}

/** What a remote's build gives the shell: mf-manifest.json (shared ranges, exposes) and routes.json. */
export function remoteFromBuild(app, dist) {
  const file = path.join(dist, MF_MANIFEST);
  if (!fs.existsSync(file))
    throw new Error(
      `${app} : ${MF_MANIFEST} absent du build (${dist}) : ce n’est pas un build de remote Module Federation.`,
    );
  const mf = JSON.parse(fs.readFileSync(file, 'utf8'));
  const routes = path.join(dist, ROUTE_MANIFEST);
  return {
    app,
    from: dist,
    requires: Object.fromEntries((mf.shared ?? []).map((s) => [s.name, s.requiredVersion])),
    exposes: (mf.exposes ?? []).map((e) => exposedName(e.path ?? e.name)),
    manifest: fs.existsSync(routes) ? JSON.parse(fs.readFileSync(routes, 'utf8')) : null,
  };
}

/**
 * What a remote's sources would build to, without building: the ranges of its shared singletons,
 * the exposes of its rspack config and its route manifest (src/route-manifest.ts, read by the
 * same code as the build's).
 */
export async function remoteFromSources(app) {
  const appDir = path.join(ROOT, app);
  const shared = await singletonsOf(appDir);
  const { default: exported } = await import(pathToFileURL(path.join(appDir, 'rspack.config.mjs')).href);
  // A production config is [browser, server] (@ga/build): the browser one is what the shell loads.
  const config = Array.isArray(exported) ? exported[0] : exported;
  const federation = config.plugins.find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');
  const { readRouteManifest } = await import(
    pathToFileURL(path.join(ROOT, 'shared/build/src/route-manifest-plugin.mjs')).href
  );
  let manifest;
  try {
    manifest = await readRouteManifest(appDir);
  } catch (error) {
    // The build would stop on it too (RouteManifestPlugin): said as a breach of the contract.
    throw new Error(
      `${app} : manifeste des routes illisible (src/route-manifest.ts) : ${error.message.split('\n')[0]}`,
      { cause: error },
    );
  }
  return {
    app,
    from: appDir,
    requires: Object.fromEntries(Object.entries(shared).map(([pkg, s]) => [pkg, s.requiredVersion])),
    exposes: Object.keys(federation?._options?.exposes ?? {}).map(exposedName),
    manifest,
  };
}

/** The remote that owns `pathname` for the shell: most specific prefix; one ending in « - » matches a segment's start. */
function ownerIn(owners, pathname) {
  const matches = (prefix) =>
    prefix.endsWith('-') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`);
  return [...owners].sort((a, b) => b[0].length - a[0].length).find(([prefix]) => matches(prefix))?.[1];
}

/** The contract's breaches, in French (an empty list: the shell would load the remote). */
export async function contractProblems(remote, shell) {
  const satisfies = await shellSatisfies();
  const problems = [];
  for (const [pkg, range] of Object.entries(remote.requires)) {
    const provided = shell.provides[pkg];
    if (provided === undefined || !satisfies(provided, range))
      problems.push(`${pkg} : le remote demande ${range}, le shell fournit ${provided ?? 'aucune version'}`);
  }
  for (const module of shell.loads[remote.app] ?? []) {
    if (!remote.exposes.includes(module))
      problems.push(
        `le shell charge « ${module} », que le remote n’expose pas (exposés : ${remote.exposes.join(', ') || 'aucun'})`,
      );
  }
  if (remote.manifest) {
    problems.push(...routeManifestProblems(remote.manifest, remote.app).map((p) => `routes.json : ${p}`));
    if (shell.owners && Array.isArray(remote.manifest.routes)) {
      const paths = [
        ...remote.manifest.routes.map((r) => r?.path),
        ...(remote.manifest.prefetch ?? []).map((p) => p?.pattern),
      ].filter((p) => typeof p === 'string');
      for (const p of paths) {
        const owner = ownerIn(shell.owners, p);
        if (owner !== remote.app)
          problems.push(
            `routes.json : ${p} ne mène pas à ${remote.app} dans le shell (${owner ? `il l’envoie à ${owner}` : 'aucun remote'})`,
          );
      }
    }
  }
  return problems;
}

/** « le shell 1.0.0-… en ligne » or « le shell construit depuis ses sources ». */
export const describeShell = (shell) =>
  shell.source === 'store'
    ? `le shell ${shell.version} en ligne (${STORE})`
    : 'le shell construit depuis ses sources (aucun shell en ligne dans le magasin)';

/** Checks `remote` (remoteFromBuild / remoteFromSources) against the live shell; returns the report. */
export async function checkShellContract(remote, { shell } = {}) {
  if (!REMOTES.includes(remote.app)) throw new Error(`« ${remote.app} » n’est pas un remote (${REMOTES.join(', ')}).`);
  const against = shell ?? (await liveShell());
  const problems = await contractProblems(remote, against);
  return { ok: problems.length === 0, problems, shell: against, remote };
}

/** Throws, with every breach in French, when the live shell could not load the remote. */
export async function assertLoadsInLiveShell(remote, options) {
  const report = await checkShellContract(remote, options);
  if (report.ok) return report;
  const sharedBreach = report.problems.some((p) => p.includes('le remote demande'));
  throw new Error(
    [
      `${remote.app} ne se chargerait pas dans ${describeShell(report.shell)} :`,
      ...report.problems.map((p) => `  - ${p}`),
      sharedBreach
        ? 'Publiez d’abord un shell qui fournit ces versions (pnpm release shell), ou construisez le remote contre celles du shell.'
        : null,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
