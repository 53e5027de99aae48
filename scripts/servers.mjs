// The two Node servers as they run in production: the API (api/src/server.ts) and the site server
// (shell/server/site-server.ts), compiled to JavaScript with source maps by esbuild, so that no
// TypeScript is compiled at start-up (tsx stays for `pnpm dev`, the tests and the developer CLIs).
// The workspace packages (@ga/*, TypeScript sources) are bundled in; the npm packages stay in
// node_modules. `pnpm build:servers` builds them; `pnpm start`, the e2e tests, the benchmarks and
// the multi-instance test build them before they start them.
//
// Each bundle is written at the same depth as its sources (api/dist beside api/src, shell/server-dist
// beside shell/server), so a path a server computes from its own file (the repository's root, the
// API's data files) is the same compiled or not.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Not release/store.mjs's ROOT: that module reads the release settings when it is first imported,
// and the multi-instance test imports this one before it sets them.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVERS = Object.freeze({
  api: {
    dir: 'api',
    out: 'dist',
    main: 'dist/server.js',
    // CommonJS, as the API package is; the operators' commands of docs/operations.md beside it.
    format: 'cjs',
    entries: {
      server: 'src/server.ts',
      migrate: 'src/cli/migrate.ts',
      seed: 'src/cli/seed.ts',
      stock: 'src/cli/stock.ts',
      staff: 'src/cli/staff.ts',
      'db-backup': 'src/cli/db-backup.ts',
      'verify-company': 'src/cli/verify-company.ts',
    },
    // Files the code opens beside itself (photo-decoder.ts: its worker thread, plain ESM).
    copy: ['src/modules/tradein/photos/heic-worker.mjs'],
  },
  site: {
    dir: 'shell',
    out: 'server-dist',
    main: 'server-dist/site-server.js',
    format: 'esm',
    entries: { 'site-server': 'server/site-server.ts' },
    copy: [],
  },
});

/** The arguments of `node` that start a compiled server, from its package's folder. */
export const serverArgs = (kind) => ['--enable-source-maps', SERVERS[kind].main];

/** The npm package an import names: `a` of `a/b`, `@s/a` of `@s/a/b`. */
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bundles the workspace packages (TypeScript sources) and what only they depend on; leaves external
 * every npm package the server's own package can load from its node_modules (pnpm links each
 * package's own dependencies only, so a workspace package's dependency may not be one of them).
 */
const workspaceOnly = (dir) => ({
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@ga/')) return undefined;
      const name = packageName(args.path);
      if (name.startsWith('node:') || builtinModules.includes(name)) return { path: args.path, external: true };
      for (let d = dir; d.startsWith(ROOT); d = path.dirname(d))
        if (fs.existsSync(path.join(d, 'node_modules', name))) return { path: args.path, external: true };
      return undefined;
    });
  },
});

async function buildOne(kind) {
  const s = SERVERS[kind];
  const dir = path.join(ROOT, s.dir);
  const outdir = path.join(dir, s.out);
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: dir,
    entryPoints: s.entries,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: s.format,
    sourcemap: true,
    // Readable stack traces and profiles: the servers are not minified.
    minify: false,
    keepNames: true,
    logLevel: 'warning',
    plugins: [workspaceOnly(dir)],
    // ESM output: a CommonJS dependency bundled from a workspace package may still call require.
    ...(s.format === 'esm'
      ? {
          banner: {
            js: "import { createRequire as __gaRequire } from 'node:module'; const require = __gaRequire(import.meta.url);",
          },
        }
      : {}),
  });
  for (const file of s.copy) fs.copyFileSync(path.join(dir, file), path.join(outdir, path.basename(file)));
  // The output's own package type, whatever the package's: .js is CommonJS or ESM as built.
  fs.writeFileSync(
    path.join(outdir, 'package.json'),
    JSON.stringify({ type: s.format === 'esm' ? 'module' : 'commonjs' }) + '\n',
  );
}

let built = null;
/** Builds both servers once per process; returns the seconds it took. */
export function buildServers() {
  built ??= (async () => {
    const started = performance.now();
    await Promise.all(Object.keys(SERVERS).map(buildOne));
    return (performance.now() - started) / 1000;
  })();
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = await buildServers();
  console.log(`API et serveur du site compilés en ${seconds.toFixed(1)} s (api/dist, shell/server-dist)`);
}
