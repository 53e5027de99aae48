// The Module Federation singletons (docs/architecture.md "Rules of the house", docs/toolchain.md trap 4):
// one React, one router, one store, one API slice in the page. Every subpath is listed on its own,
// or it would be bundled twice. requiredVersion is real semver read from the installed packages
// (a `workspace:*` range is not semver: docs/toolchain.md trap 3).
//
// React Router is not among them either: @ga/core re-exports the part the site uses
// (routing/router.ts) and bundles it tree-shaken; apps import the router from @ga/core (lint rule),
// so the page still has one router, inside the @ga/core singleton.
//
// @ga/contracts is not among them: it holds no state (types, schemas, French labels,
// constants), so each app bundles the part it uses, tree-shaken, and a page without a form carries
// no schema and no Zod. Everything that must exist once (React, the router, the store, the API
// slice, the UI kit's toasts) stays a singleton.
//
// The host (shell) provides its singletons *eagerly*, inside its entry: every first paint needs all
// of them, and bundling them in main.js removes two round trips (entry → bootstrap chunk → one
// chunk per shared package) from the critical path. Remotes keep them lazy and use the host's.
import { createRequire } from 'node:module';
import path from 'node:path';

const THIRD_PARTY = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-redux': ['react-redux'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
};
const WORKSPACE = ['@ga/core', '@ga/ui'];

function installedVersion(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const pkgJson = require(`${pkg}/package.json`);
  return pkgJson.version;
}

/** Caret range on the installed major.minor: a remote built against 19.3 accepts any 19.x ≥ 19.3. */
export function caret(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/** @param {string} appDir  @param {{ eager?: boolean }} [options] eager: the host's entry provides them */
export function sharedSingletons(appDir, { eager = false } = {}) {
  const shared = {};
  const singleton = (version) => ({
    singleton: true,
    requiredVersion: caret(version),
    version,
    strictVersion: false,
    ...(eager ? { eager: true } : {}),
  });
  for (const [pkg, entries] of Object.entries(THIRD_PARTY)) {
    const version = installedVersion(appDir, pkg);
    for (const entry of entries) shared[entry] = singleton(version);
  }
  for (const pkg of WORKSPACE) shared[pkg] = singleton(installedVersion(appDir, pkg));
  return shared;
}

export const SINGLETON_PACKAGES = [...Object.keys(THIRD_PARTY), ...WORKSPACE];
