// One rspack + Module Federation configuration for the shell (host) and every remote.
// Each app's rspack.config.mjs calls createAppConfig() with its name, kind and exposes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './shared-deps.mjs';
import { readSettings } from '@ga/config';
import { appOf } from '@ga/releases';
import { RouteManifestPlugin } from './route-manifest-plugin.mjs';
import { SERVER_FOLDER, serverConfig } from './server-config.mjs';

export { sharedSingletons, SINGLETON_PACKAGES, caret } from './shared-deps.mjs';
export { SERVER_FOLDER } from './server-config.mjs';

/** MF container names must be identifiers: mf-catalogue → mf_catalogue. */
export const containerName = (app) => app.replace(/-/g, '_');

/**
 * V8's explicit compile hint (Chromium ≥ 136), the first line of every production script: its
 * functions are compiled while the file streams in, on a background thread, instead of on the main
 * thread at each one's first call, inside the tasks that start a page (docs/performance.md
 * « Compile hints »). Other engines read a comment. Not in the server build (Node, server-config.mjs).
 * Added after minification (which drops comments) and before the source maps are written, so that
 * the maps count its line (scripts/budgets/compile-hint.mjs checks both).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The runtime plugin of every browser build (its file, for Module Federation to bundle). */
const SINGLETONS_WITHOUT_SEMVER = fileURLToPath(new URL('./runtime/singletons-without-semver.mjs', import.meta.url));

/** Every app's browser entry. */
const ENTRY = './src/index.ts';

/**
 * The host's production entry, in four files instead of one: React (react-dom is most of it), the
 * other packages, the workspace's code (the UI kit, @ga/core, the shell), then the entry itself with
 * Module Federation's runtime. A phone compiles and runs each file in a task of its
 * own, where one 600 KB main.js was the longest task of every page after its first paint
 * (docs/performance.md « The shell's entry in four files »). They load in parallel; the entry
 * starts once all are there.
 */
const hostEntryChunks = (dir) => ({
  chunks: 'initial',
  cacheGroups: {
    default: false,
    defaultVendors: false,
    // Scripts only: a package's stylesheet stays in main.css, the one file a server-rendered page inlines.
    react: {
      test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler)[@\\/]/,
      type: /^javascript/,
      name: 'vendor-react',
      chunks: 'initial',
      enforce: true,
      priority: 20,
    },
    vendor: {
      test: /[\\/]node_modules[\\/]/,
      type: /^javascript/,
      name: 'vendor',
      chunks: 'initial',
      enforce: true,
      priority: 10,
    },
    // The workspace packages (@ga/ui, @ga/core…) and the shell's own modules, but not its entry: main.js
    // is then Module Federation's runtime and src/index.ts alone, a shorter file to compile in the
    // task that starts the page (docs/performance.md « The shell's entry in four files »).
    app: {
      test: (module) => isOwnModule(module.resource, dir),
      type: /^javascript/,
      name: 'app',
      chunks: 'initial',
      enforce: true,
      priority: 5,
    },
  },
});

/** A module of the workspace (not a package from node_modules), other than the app's entry. */
function isOwnModule(resource, dir) {
  return (
    typeof resource === 'string' && !/[\\/]node_modules[\\/]/.test(resource) && resource !== path.resolve(dir, ENTRY)
  );
}

/**
 * @param {object} o
 * @param {string} o.dir        the app folder (import.meta.dirname of its config)
 * @param {string} o.app        folder name: shell, mf-catalogue, …
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]  remote modules, e.g. { './routes': './src/routes.tsx' }
 * @param {number} [o.port]     dev server port (default: the app's devPort in the app list, @ga/releases)
 * @param {string} [o.publicDir] folder copied as is into dist (e.g. the consent stand-in tags)
 * @param {object} [o.devServer] extra dev server options (the shell serves its dev registry)
 * @param {{ entry: string, runtimePlugin: string }|false} [o.server] the server build
 *   (server-config.mjs): the host's render module and MF runtime plugin; `false` for a remote whose
 *   pages are never server-rendered (mf-account). Production builds only:
 *   `rspack serve` compiles the browser build alone.
 * @returns the browser config, or [browser, server] for a production build with a server part
 */
export function createAppConfig({
  dir,
  app,
  kind,
  exposes = {},
  port = appOf(app).devPort,
  publicDir,
  devServer = {},
  server = kind === 'remote' ? true : false,
}) {
  const isHost = kind === 'host';
  const settings = readSettings('build');
  const dev = settings.raw('NODE_ENV') === 'development' || process.argv.includes('serve');
  const label = settings.raw('GA_BUILD_LABEL');
  const name = containerName(app);
  const out = settings.raw('GA_BUILD_OUTPUT') || path.join(dir, 'dist');

  const client = {
    name: app,
    mode: dev ? 'development' : 'production',
    context: dir,
    // Production maps are written but not referenced (no sourceMappingURL comment) and the release
    // step keeps them out of the served folders (.releases/.sourcemaps/): for ops, not for visitors.
    // No eval-based devtool in production: the site's CSP has no 'unsafe-eval'.
    devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    entry: { main: ENTRY },
    target: 'web',
    output: {
      path: out,
      // Chunks resolve from where the entry was loaded (a remote's: one folder up, see below).
      publicPath: 'auto',
      uniqueName: name,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The server build writes dist/server/ (server-config.mjs) in the same run.
      clean: { keep: (file) => path.relative(out, file).split(path.sep)[0] === SERVER_FOLDER },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules[\\/](?!\.pnpm)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // CSS Modules with a default export (styles.x), the way the kit and every app import them.
        { test: /\.css$/, type: 'css/auto', parser: { namedExports: false } },
        { test: /\.(woff2?|ttf|otf|eot|png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        // Production remotes: the entry one folder down, so that its chunks (found one folder up,
        // `auto` public path) can live in a pool shared by all the remote's versions and keep their
        // URL from one release to the next (scripts/release/release.mjs layoutOf).
        filename: dev || isHost ? 'remoteEntry.js' : 'entry/remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: sharedSingletons(dir, { eager: isHost }),
        // One offline remote must not block start-up (router-demo of module-federation/core).
        shareStrategy: 'loaded-first',
        // Singletons are taken without Module Federation's semver check: the shell checks the
        // ranges before it loads a remote (runtime/singletons-without-semver.mjs).
        runtimePlugins: [SINGLETONS_WITHOUT_SEMVER],
        dts: false, // docs/toolchain.md trap 14
        manifest: true,
        experiments: {
          // docs/toolchain.md trap 13: remotes reuse the host's MF runtime instead of shipping their own.
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Remotes are registered by their remoteEntry.js URL: no manifest snapshot code needed.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'src/index.html'),
        inject: 'body',
        // Production: the site server makes URLs absolute to the release folder; dev: served at /.
        publicPath: dev ? '/' : '',
        minify: false, // keeps the <!--ga:head--> / <!--ga:config--> markers the site server fills
      }),
      // GA_BUILD_LABEL stamps a build's entries (e.g. the e2e test of a new release while a page is
      // open): a new version whose chunks are the previous one's. After minification, which would
      // drop the comment.
      ...(label ? [new rspack.BannerPlugin({ banner: `build ${label}`, entryOnly: true, stage: 440 })] : []),
      ...(dev ? [] : [new rspack.BannerPlugin({ banner: COMPILE_HINT, raw: true, include: /\.js$/, stage: 450 })]),
      ...(publicDir ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, publicDir), to: '.' }] })] : []),
      // Remotes publish their routes with their head (routes.json) for the site server.
      ...(isHost || dev ? [] : [new RouteManifestPlugin(dir)]),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
        // What this build provides as shared singletons (the shell checks remotes against it).
        __GA_SHARED_VERSIONS__: JSON.stringify(
          Object.fromEntries(Object.entries(sharedSingletons(dir)).map(([n, s]) => [n, s.version])),
        ),
      }),
    ],
    optimization: { minimize: !dev, splitChunks: isHost && !dev ? hostEntryChunks(dir) : false, runtimeChunk: false },
    // `rspack serve` compiles dynamic imports lazily by default; a remote's lazy chunk then asks the
    // *page's* origin (the shell, :3000) to compile it, never its own dev server, and the route
    // stays on « Chargement… ». Every chunk is built up front instead.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1', // docs/toolchain.md trap 10
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell page (localhost:3000) opens each remote's reload socket: allow it.
      allowedHosts: 'all',
      static: false,
      ...devServer,
    },
  };
  if (dev || server === false) return client;
  const host = typeof server === 'object' ? server : {};
  return [
    client,
    serverConfig(client, { dir, app, name, kind, exposes, serverEntry: host.entry, runtimePlugin: host.runtimePlugin }),
  ];
}
