// Release store: rollback and prune change only the registry / old folders, never the live release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-store-'));
process.env.RELEASE_STORE = store;
const { readRegistry, writeRegistry, releaseDir, liveRemotes } = await import('./store.mjs');
const { promote, rollback, prune } = await import('./rollback.mjs');
const { startCanary } = await import('@ga/releases');

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

  describe('a canary', () => {
    beforeEach(() => {
      rollback('mf-catalogue', '1.0.0-b');
      startCanary(store, 'mf-catalogue', '1.0.0-c', 10);
    });

    it('leaves the live version live for the others, and records its share', () => {
      const registry = readRegistry();
      expect(registry.remotes['mf-catalogue'].version).toBe('1.0.0-b');
      expect(registry.canaries['mf-catalogue']).toMatchObject({ version: '1.0.0-c', share: 10, entry: '/releases/mf-catalogue/1.0.0-c/remoteEntry.js' });
      expect(registry.events.at(-1)).toMatchObject({ app: 'mf-catalogue', action: 'canary', version: '1.0.0-c', from: '1.0.0-b' });
      expect(() => startCanary(store, 'shell', '1.0.0-c', 10)).toThrow('ne concerne que les remotes');
      expect(() => startCanary(store, 'mf-catalogue', '1.0.0-b', 10)).toThrow('déjà la version en ligne');
      expect(() => startCanary(store, 'mf-catalogue', '1.0.0-a', 100)).toThrow('part du canari invalide');
    });

    it('pnpm promote: the canary goes live for everyone', () => {
      expect(promote('mf-catalogue')).toMatchObject({ from: '1.0.0-b', to: '1.0.0-c' });
      const registry = readRegistry();
      expect(registry.remotes['mf-catalogue'].version).toBe('1.0.0-c');
      expect(registry.canaries).toEqual({});
      expect(() => promote('mf-catalogue')).toThrow('pas de canari en cours');
    });

    it('pnpm rollback during a canary ends it at once; after, it goes back a version as before', () => {
      expect(rollback('mf-catalogue')).toMatchObject({ canary: true, from: '1.0.0-c', to: '1.0.0-b' });
      expect(readRegistry()).toMatchObject({ canaries: {}, remotes: { 'mf-catalogue': { version: '1.0.0-b' } } });
      expect(readRegistry().events.at(-1)).toMatchObject({ action: 'canary-rollback', version: '1.0.0-c' });
      expect(rollback('mf-catalogue')).toMatchObject({ canary: false, from: '1.0.0-b', to: '1.0.0-a' });
    });

    it('prune keeps the canary', () => {
      prune('mf-catalogue', 1);
      expect(fs.existsSync(releaseDir('mf-catalogue', '1.0.0-c'))).toBe(true);
      expect(readRegistry().canaries['mf-catalogue'].version).toBe('1.0.0-c');
    });

    it('a registry changed since it was read is not overwritten', () => {
      const stale = readRegistry();
      promote('mf-catalogue');
      stale.apps['mf-catalogue'].live = '1.0.0-a';
      expect(() => writeRegistry(stale)).toThrow('le registre a changé');
      expect(readRegistry().remotes['mf-catalogue'].version).toBe('1.0.0-c');
    });
  });
});
