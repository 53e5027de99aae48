// Release store: rollback and prune change only the registry / old folders, never the live release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-store-'));
process.env.RELEASE_STORE = store;
const { readRegistry, writeRegistry, releaseDir, liveRemotes } = await import('./store.mjs');
const { rollback, prune } = await import('./rollback.mjs');

function fakeRelease(app, version) {
  fs.mkdirSync(releaseDir(app, version), { recursive: true });
  fs.writeFileSync(path.join(releaseDir(app, version), 'remoteEntry.js'), `// ${version}`);
  const registry = readRegistry();
  const entry = registry.apps[app] ?? { live: null, history: [] };
  entry.history.push(version);
  entry.live = version;
  registry.apps[app] = entry;
  writeRegistry(registry);
}

describe('release store', () => {
  beforeEach(() => {
    fs.rmSync(store, { recursive: true, force: true });
    for (const v of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) fakeRelease('mf-catalogue', v);
  });

  it('publishes the live remote entry in the registry', () => {
    expect(liveRemotes(readRegistry())['mf-catalogue']).toEqual({ version: '1.0.0-c', entry: '/releases/mf-catalogue/1.0.0-c/remoteEntry.js', shared: {} });
  });

  it('rolls back to the previous release, then to a named one, by the registry only', () => {
    expect(rollback('mf-catalogue')).toMatchObject({ from: '1.0.0-c', to: '1.0.0-b' });
    expect(readRegistry().remotes['mf-catalogue'].version).toBe('1.0.0-b');
    expect(rollback('mf-catalogue', '1.0.0-c').to).toBe('1.0.0-c');
    expect(fs.existsSync(releaseDir('mf-catalogue', '1.0.0-a'))).toBe(true);
  });

  it('refuses an unknown version or app', () => {
    expect(() => rollback('mf-catalogue', '9.9.9-z')).toThrow('n’existe pas');
    expect(() => rollback('mf-inconnu')).toThrow('Application inconnue');
  });

  it('prunes old releases but never the live one', () => {
    rollback('mf-catalogue', '1.0.0-a');
    const { removed } = prune('mf-catalogue', 1);
    expect(removed).toEqual(['1.0.0-b']);
    expect(readRegistry().apps['mf-catalogue'].history).toEqual(['1.0.0-a', '1.0.0-c']);
    expect(fs.existsSync(releaseDir('mf-catalogue', '1.0.0-a'))).toBe(true);
    expect(fs.existsSync(releaseDir('mf-catalogue', '1.0.0-b'))).toBe(false);
  });
});
