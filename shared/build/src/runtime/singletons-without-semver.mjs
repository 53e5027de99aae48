// A Module Federation runtime plugin, bundled into every app's browser build (@ga/build).
//
// Each shared singleton a container consumes (React, React DOM, Redux Toolkit, @ga/core…: eleven
// entries, for the shell and again for each remote) made the runtime check the provided version
// against the consumer's range with its own semver parser, which compiles and runs a chain of
// regular expressions each time, inside the tasks that start a page after its first paint
// (docs/performance.md « Module Federation's version checks »). That check could only warn
// (strictVersion is false): the shell has already refused a remote whose ranges its singletons do
// not meet, before loading it (shell/src/remotes/registry.ts, and the site server likewise), from
// the ranges each release records. So a singleton is taken as registered, without the check.
// Anything not a singleton keeps Module Federation's resolution.

/** @returns {import('@module-federation/runtime').ModuleFederationRuntimePlugin} */
export default function singletonsWithoutSemver() {
  return {
    name: 'ga-singletons-without-semver',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      if (!shareInfo?.shareConfig?.singleton || shareInfo.treeShaking) return args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}
