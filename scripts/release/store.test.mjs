// Release store: rollback and prune change only the registry / old folders, never the live release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-store-'));
process.env.RELEASE_STORE = store;
const { readRegistry, writeRegistry, releaseDir, liveRemotes } = await import('./store.mjs');
const { promote, rollback, prune } = await import('./rollback.mjs');
const { startCanary } = await import('@ga/releases');

async function fakeRelease(app, version) {
  fs.mkdirSync(releaseDir(app, version), { recursive: true });
  fs.writeFileSync(path.join(releaseDir(app, version), 'remoteEntry.js'), `// ${version}`);
  const registry = await readRegistry();
  const entry = registry.apps[app] ?? { live: null, history: [] };
  entry.history.push(version);
  entry.live = version;
  registry.apps[app] = entry;
  await writeRegistry(registry);
}

describe('release store', () => {
  beforeEach(async () => {
    fs.rmSync(store, { recursive: true, force: true });
    for (const v of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) await fakeRelease('mf-catalogue', v);
  });

  it('publishes the live remote entry in the registry', async () => {
    expect(liveRemotes(await readRegistry())['mf-catalogue']).toEqual({
      version: '1.0.0-c',
      entry: '/releases/mf-catalogue/1.0.0-c/remoteEntry.js',
      shared: {},
    });
  });

  it('rolls back to the previous release, then to a named one, by the registry only', async () => {
    expect(await rollback('mf-catalogue')).toMatchObject({ from: '1.0.0-c', to: '1.0.0-b' });
    expect((await readRegistry()).remotes['mf-catalogue'].version).toBe('1.0.0-b');
    expect((await rollback('mf-catalogue', '1.0.0-c')).to).toBe('1.0.0-c');
    expect(fs.existsSync(releaseDir('mf-catalogue', '1.0.0-a'))).toBe(true);
  });

  it('refuses an unknown version or app', async () => {
    await expect(rollback('mf-catalogue', '9.9.9-z')).rejects.toThrow('n’existe pas');
    await expect(rollback('mf-inconnu')).rejects.toThrow('Application inconnue');
  });

  it('prunes old releases but never the live one', async () => {
    await rollback('mf-catalogue', '1.0.0-a');
    const { removed } = await prune('mf-catalogue', 1);
    expect(removed).toEqual(['1.0.0-b']);
    expect((await readRegistry()).apps['mf-catalogue'].history).toEqual(['1.0.0-a', '1.0.0-c']);
    expect(fs.existsSync(releaseDir('mf-catalogue', '1.0.0-a'))).toBe(true);
    expect(fs.existsSync(releaseDir('mf-catalogue', '1.0.0-b'))).toBe(false);
  });

  describe('a canary', () => {
    beforeEach(async () => {
      await rollback('mf-catalogue', '1.0.0-b');
      await startCanary(store, 'mf-catalogue', '1.0.0-c', 10);
    });

    it('leaves the live version live for the others, and records its share', async () => {
      const registry = await readRegistry();
      expect(registry.remotes['mf-catalogue'].version).toBe('1.0.0-b');
      expect(registry.canaries['mf-catalogue']).toMatchObject({
        version: '1.0.0-c',
        share: 10,
        entry: '/releases/mf-catalogue/1.0.0-c/remoteEntry.js',
      });
      expect(registry.events.at(-1)).toMatchObject({
        app: 'mf-catalogue',
        action: 'canary',
        version: '1.0.0-c',
        from: '1.0.0-b',
      });
      await expect(startCanary(store, 'shell', '1.0.0-c', 10)).rejects.toThrow('ne concerne que les remotes');
      await expect(startCanary(store, 'mf-catalogue', '1.0.0-b', 10)).rejects.toThrow('déjà la version en ligne');
      await expect(startCanary(store, 'mf-catalogue', '1.0.0-a', 100)).rejects.toThrow('part du canari invalide');
    });

    it('pnpm promote: the canary goes live for everyone', async () => {
      expect(await promote('mf-catalogue')).toMatchObject({ from: '1.0.0-b', to: '1.0.0-c' });
      const registry = await readRegistry();
      expect(registry.remotes['mf-catalogue'].version).toBe('1.0.0-c');
      expect(registry.canaries).toEqual({});
      await expect(promote('mf-catalogue')).rejects.toThrow('pas de canari en cours');
    });

    it('pnpm rollback during a canary ends it at once; after, it goes back a version as before', async () => {
      expect(await rollback('mf-catalogue')).toMatchObject({ canary: true, from: '1.0.0-c', to: '1.0.0-b' });
      expect(await readRegistry()).toMatchObject({ canaries: {}, remotes: { 'mf-catalogue': { version: '1.0.0-b' } } });
      expect((await readRegistry()).events.at(-1)).toMatchObject({ action: 'canary-rollback', version: '1.0.0-c' });
      expect(await rollback('mf-catalogue')).toMatchObject({ canary: false, from: '1.0.0-b', to: '1.0.0-a' });
    });

    it('prune keeps the canary', async () => {
      await prune('mf-catalogue', 1);
      expect(fs.existsSync(releaseDir('mf-catalogue', '1.0.0-c'))).toBe(true);
      expect((await readRegistry()).canaries['mf-catalogue'].version).toBe('1.0.0-c');
    });

    it('a registry changed since it was read is not overwritten', async () => {
      const stale = await readRegistry();
      await promote('mf-catalogue');
      stale.apps['mf-catalogue'].live = '1.0.0-a';
      await expect(writeRegistry(stale)).rejects.toThrow('le registre a changé');
      expect((await readRegistry()).remotes['mf-catalogue'].version).toBe('1.0.0-c');
    });
  });
});
