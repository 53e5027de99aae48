import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { knownVersions, readRegistry, readRegistryIfAny, updateRegistry } from './registry.mjs';

let store;
beforeEach(() => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-registry-'));
  for (const version of ['1.0.0-a', '1.0.0-b']) {
    fs.mkdirSync(path.join(store, 'mf-content', version), { recursive: true });
    fs.writeFileSync(
      path.join(store, 'mf-content', version, 'release.json'),
      JSON.stringify({ shared: { react: { requiredVersion: '^19.0.0' } } }),
    );
  }
});
afterEach(() => fs.rmSync(store, { recursive: true, force: true }));

describe('the registry of a release store', () => {
  it('writes the live and canary entries with it, a new revision each time, and timed events', async () => {
    expect(await readRegistryIfAny(store)).toBeNull();
    await updateRegistry(store, (r) => {
      r.apps['mf-content'] = {
        live: '1.0.0-a',
        history: ['1.0.0-a', '1.0.0-b'],
        canary: { version: '1.0.0-b', share: 10 },
      };
      r.events.push({ app: 'mf-content', action: 'canary', version: '1.0.0-b' });
    });
    const registry = await readRegistry(store);
    expect(registry.revision).toBe(1);
    expect(registry.remotes['mf-content']).toEqual({
      version: '1.0.0-a',
      entry: '/releases/mf-content/1.0.0-a/remoteEntry.js',
      shared: { react: '^19.0.0' },
    });
    expect(registry.canaries['mf-content']).toMatchObject({ version: '1.0.0-b', share: 10 });
    expect(registry.events[0]).toMatchObject({ app: 'mf-content', action: 'canary', at: registry.updatedAt });

    await updateRegistry(store, (r) => delete r.apps['mf-content'].canary);
    expect(await readRegistry(store)).toMatchObject({ revision: 2, canaries: {} });
  });

  it('writes nothing when the change throws, and leaves no lock or temporary file behind', async () => {
    await updateRegistry(store, (r) => (r.apps['mf-content'] = { live: '1.0.0-a', history: ['1.0.0-a'] }));
    await expect(
      updateRegistry(store, (r) => {
        r.apps['mf-content'].live = '1.0.0-b';
        throw new Error('refusé');
      }),
    ).rejects.toThrow('refusé');
    expect(await readRegistry(store)).toMatchObject({ revision: 1, apps: { 'mf-content': { live: '1.0.0-a' } } });
    expect(fs.readdirSync(store).filter((f) => f.startsWith('registry'))).toEqual(['registry.json']);
  });

  it('takes over a lock left by a process that died', async () => {
    const lock = path.join(store, 'registry.json.lock');
    fs.mkdirSync(lock);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    await updateRegistry(store, (r) => (r.apps['mf-content'] = { live: '1.0.0-a', history: ['1.0.0-a'] }));
    expect((await readRegistry(store)).revision).toBe(1);
  });

  it('keeps the shared ranges of a version when the writer has not its release.json (a decider with an empty store)', async () => {
    await updateRegistry(
      store,
      (r) =>
        (r.apps['mf-content'] = {
          live: '1.0.0-a',
          history: ['1.0.0-a', '1.0.0-b'],
          canary: { version: '1.0.0-b', share: 10 },
        }),
    );
    expect((await readRegistry(store)).apps['mf-content'].requires).toEqual({
      '1.0.0-a': { react: '^19.0.0' },
      '1.0.0-b': { react: '^19.0.0' },
    });
    fs.rmSync(path.join(store, 'mf-content'), { recursive: true, force: true });
    await updateRegistry(store, (r) => {
      r.apps['mf-content'].live = '1.0.0-b';
      delete r.apps['mf-content'].canary;
    });
    expect((await readRegistry(store)).remotes['mf-content']).toMatchObject({
      version: '1.0.0-b',
      shared: { react: '^19.0.0' },
    });
    // A registry written before the ranges were recorded: the entry derived before is kept, and
    // nothing unknown is recorded as « no requirement ».
    const written = JSON.parse(fs.readFileSync(path.join(store, 'registry.json'), 'utf8'));
    delete written.apps['mf-content'].requires;
    fs.writeFileSync(path.join(store, 'registry.json'), JSON.stringify(written));
    await updateRegistry(store, (r) => r.events.push({ app: 'mf-content', action: 'note' }));
    const after = await readRegistry(store);
    expect(after.remotes['mf-content'].shared).toEqual({ react: '^19.0.0' });
    await updateRegistry(store, (r) => (r.apps['mf-content'].live = '1.0.0-a'));
    expect((await readRegistry(store)).apps['mf-content'].requires['1.0.0-a']).toBeUndefined();
  });

  it('reads a registry of the first format (no revision, canary nor events)', async () => {
    fs.writeFileSync(
      path.join(store, 'registry.json'),
      JSON.stringify({ schema: 1, apps: { shell: { live: 's', history: ['s'] } }, remotes: {} }),
    );
    expect(await readRegistry(store)).toMatchObject({
      revision: 0,
      canaries: {},
      events: [],
      apps: { shell: { live: 's' } },
    });
  });
});

describe('the versions a registry knows', () => {
  it('per app: its history, live version and canary', () => {
    const known = knownVersions({
      apps: {
        shell: { live: 's1', history: ['s0', 's1'] },
        'mf-content': { live: 'a', history: ['a'], canary: { version: 'b', share: 10, startedAt: '' } },
      },
    });
    expect([...known.get('shell')]).toEqual(['s0', 's1']);
    expect([...known.get('mf-content')].sort()).toEqual(['a', 'b']);
    expect(knownVersions(null).size).toBe(0);
  });
});
