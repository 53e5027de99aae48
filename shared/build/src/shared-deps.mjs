// The Module Federation singletons (ARCHITECTURE.md "Rules of the house", TOOLCHAIN.md trap 4):
// one React, one router, one store, one API slice in the page. Every subpath is listed on its own,
// or it would be bundled twice. requiredVersion is real semver read from the installed packages
// (a `workspace:*` range is not semver: TOOLCHAIN.md trap 3).
import { createRequire } from 'node:module';
import path from 'node:path';

const THIRD_PARTY = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router': ['react-router'],
  'react-redux': ['react-redux'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
};
const WORKSPACE = ['@ga/contracts', '@ga/core', '@ga/ui'];

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

export function sharedSingletons(appDir) {
  const shared = {};
  for (const [pkg, entries] of Object.entries(THIRD_PARTY)) {
    const version = installedVersion(appDir, pkg);
    for (const entry of entries) {
      shared[entry] = { singleton: true, requiredVersion: caret(version), version, strictVersion: false };
    }
  }
  for (const pkg of WORKSPACE) {
    const version = installedVersion(appDir, pkg);
    shared[pkg] = { singleton: true, requiredVersion: caret(version), version, strictVersion: false };
  }
  return shared;
}

export const SINGLETON_PACKAGES = [...Object.keys(THIRD_PARTY), ...WORKSPACE];
