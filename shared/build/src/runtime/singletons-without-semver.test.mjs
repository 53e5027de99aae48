// The runtime plugin against Module Federation's own runtime: a consumer whose range the provided
// singleton does not meet gets the singleton without the runtime's semver check (which could only
// warn; the shell refuses such a remote before loading it), and a share that is not a singleton
// keeps Module Federation's resolution.
import { jest } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import singletonsWithoutSemver from './singletons-without-semver.mjs';

let n = 0;
function consume(pkg, { singleton, plugins }) {
  n += 1;
  const host = createInstance({
    name: `host_${n}`,
    remotes: [],
    shared: { [pkg]: { version: '19.3.0', lib: () => 'host', shareConfig: { singleton, requiredVersion: '^19.3.0' } } },
  });
  const consumer = createInstance({
    name: `consumer_${n}`,
    remotes: [],
    plugins,
    shared: {
      [pkg]: { version: '18.0.0', lib: () => 'consumer', shareConfig: { singleton, requiredVersion: '^18.0.0' } },
    },
  });
  consumer.initShareScopeMap('default', host.shareScopeMap.default);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const factory = consumer.loadShareSync(pkg);
    return { got: factory?.(), warnings: warn.mock.calls.length };
  } finally {
    warn.mockRestore();
  }
}

test('without the plugin, Module Federation checks the range of a singleton and warns', () => {
  expect(consume('lib-a', { singleton: true, plugins: [] })).toEqual({ got: 'host', warnings: 1 });
});

test('with the plugin, the singleton is taken as registered, without the check', () => {
  expect(consume('lib-b', { singleton: true, plugins: [singletonsWithoutSemver()] })).toEqual({
    got: 'host',
    warnings: 0,
  });
});

test('a share that is not a singleton keeps Module Federation’s resolution (the range decides)', () => {
  const withPlugin = consume('lib-c', { singleton: false, plugins: [singletonsWithoutSemver()] });
  const without = consume('lib-d', { singleton: false, plugins: [] });
  expect(withPlugin).toEqual(without);
  expect(withPlugin.got).toBe('consumer');
});
