// The server build of an app (docs/server-rendering.md): the same sources compiled for Node, written
// to dist/server/ beside the browser build, so that a release folder carries both and a rollback or a
// canary moves the server rendering with the JavaScript it hydrates.
//
// - The shell: `server/ssr.cjs`, a CommonJS module exporting `render()` (shell/src/server/). It is a
//   Module Federation host that provides every singleton eagerly, and loads remote versions from the
//   release store through the runtime plugin its config names (the shell's: its store-entry plugin).
// - A remote: `server/remoteEntry.js`, a `commonjs-module` container exposing the same modules as the
//   browser one, whose singletons are all the host's (`import: false`: React, the store, the API
//   slice and the router are the shell's, one per shell version in the process).
//
// Never `externalRuntime` or `optimization.target: 'web'` here (docs/toolchain.md trap 13): the
// runtime's Node path is the one that loads chunks from disk. Never served, precompressed or
// published: scripts/release excludes `server/`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './shared-deps.mjs';

/** Where the server build goes, inside dist/. */
export const SERVER_FOLDER = 'server';

/**
 * What a host's server build is made of: its sources, the shared packages' and the lockfile. The
 * Module Federation runtime keeps its shared modules in one global per host name; two shell
 * versions loaded in one site server (a rollback, a release) must not hand each other their React,
 * router or store, so each host's name carries this hash. Two builds of the same sources are the
 * same code under the same name: evaluated twice in one process, the second would render with the
 * first's router (« useMatches must be used within a data router »), so the site server loads such
 * a build once and both versions render with it (shell/server/ssr/ssr-render.ts). The build
 * configuration counts as a source.
 */
function sourcesHash(dir) {
  const root = path.resolve(dir, '..');
  const hash = createHash('sha256');
  // shared/build too: the same sources built another way (e.g. the entry split differently) are another build.
  const folders = [
    path.join(dir, 'src'),
    ...['core', 'ui', 'contracts', 'config', 'build'].map((pkg) => path.join(root, 'shared', pkg, 'src')),
  ];
  for (const folder of folders) {
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
      const full = path.join(folder, file);
      if (fs.statSync(full).isFile()) hash.update(`${path.relative(root, full)}\0`).update(fs.readFileSync(full));
    }
  }
  for (const file of [path.join(root, 'pnpm-lock.yaml'), path.join(dir, 'package.json')])
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/**
 * @param {object} client  the browser config of the same app (createAppConfig)
 * @param {object} o
 * @param {string} o.dir @param {string} o.app @param {string} o.name  MF container name
 * @param {'host'|'remote'} o.kind @param {Record<string,string>} o.exposes
 * @param {string} [o.serverEntry]  the host's render module
 * @param {string} [o.runtimePlugin] the host's MF runtime plugin that loads remote versions
 */
export function serverConfig(client, { dir, app, name, kind, exposes, serverEntry, runtimePlugin }) {
  const isHost = kind === 'host';
  const shared = isHost
    ? sharedSingletons(dir, { eager: true })
    : Object.fromEntries(
        Object.entries(sharedSingletons(dir)).map(([pkg, options]) => [pkg, { ...options, import: false }]),
      );
  return {
    name: `${app}-server`,
    mode: client.mode,
    context: dir,
    devtool: false,
    entry: isHost ? { ssr: serverEntry } : {},
    target: 'async-node',
    output: {
      path: path.join(client.output.path, SERVER_FOLDER),
      // Asset URLs (e.g. the press pictures of mf-content) as the browser build resolves them from
      // the release store: the remote's pool (scripts/release/release.mjs layoutOf). A remote served
      // from another origin (a CDN) is rendered from the site server's copy of its release, whose
      // pool holds the same files (shell/server/release-copies.ts).
      publicPath: `/releases/${app}/`,
      // The same as the browser build: CSS-module class names are derived from it (class parity,
      // tested by scripts/ssr/css-parity.test.mjs).
      uniqueName: client.output.uniqueName,
      // `.cjs`: the site server `require`s it, wherever the store is (an app folder is "type": "module").
      filename: isHost ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: client.output.assetModuleFilename,
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      // A host's server build is one file: two shell versions with the same server build share the
      // one loaded first (shell/server/ssr/ssr-render.ts), and that version's folder may be pruned
      // while the other is live; no chunk may be left to load from it.
      ...(isHost ? { library: { type: 'commonjs2' }, asyncChunks: false } : {}),
      clean: true,
    },
    resolve: client.resolve,
    // The same rules: CSS modules give class names only on a Node target (rspack: exportsOnly).
    // Assets are not emitted twice: the browser build's files are the ones served.
    module: {
      ...client.module,
      rules: client.module.rules.map((rule) =>
        rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    plugins: [
      new ModuleFederationPlugin({
        name: isHost ? `${name}_${sourcesHash(dir)}` : name,
        filename: 'remoteEntry.js',
        ...(isHost ? {} : { library: { type: 'commonjs-module' }, exposes }),
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        ...(runtimePlugin ? { runtimePlugins: [path.resolve(dir, runtimePlugin)] } : {}),
        experiments: { optimization: { disableSnapshot: true } },
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(client.mode === 'development' ? 'development' : 'production'),
        __GA_SHARED_VERSIONS__: JSON.stringify(
          Object.fromEntries(Object.entries(sharedSingletons(dir)).map(([n, s]) => [n, s.version])),
        ),
      }),
    ],
    // Readable stack traces in the site server's log; nothing here is downloaded.
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}
