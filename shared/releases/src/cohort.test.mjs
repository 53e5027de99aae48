import {
  cohortBucket,
  inCanary,
  isCohortId,
  newCohortId,
  resolveForVisitor,
  signCohort,
  verifyCohort,
} from './cohort.mjs';

const registry = {
  apps: { shell: { live: 's1' }, 'mf-content': { live: '1.0.0-a', canary: { version: '1.0.0-b', share: 50 } } },
  remotes: { 'mf-content': { version: '1.0.0-a', entry: '/releases/mf-content/1.0.0-a/remoteEntry.js', shared: {} } },
  canaries: {
    'mf-content': { version: '1.0.0-b', entry: '/releases/mf-content/1.0.0-b/remoteEntry.js', shared: {}, share: 50 },
  },
};

describe('per-visitor resolution of a canary', () => {
  it('gives about the share of visitors the canary, each its own bucket per remote', () => {
    const ids = Array.from({ length: 4000 }, newCohortId);
    expect(ids.every(isCohortId)).toBe(true);
    const share = ids.filter((id) => inCanary(id, 'mf-content', 10)).length / ids.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    // Buckets of two remotes are independent: not the same visitors in every canary.
    const both =
      ids.filter((id) => cohortBucket(id, 'mf-content') < 50 && cohortBucket(id, 'mf-account') < 50).length /
      ids.length;
    expect(both).toBeGreaterThan(0.2);
    expect(both).toBeLessThan(0.3);
  });

  it('is stable for one visitor, keeps the visitors already in when the share grows', () => {
    const id = newCohortId();
    expect(cohortBucket(id, 'mf-content')).toBe(cohortBucket(id, 'mf-content'));
    for (let share = 1; share < 100; share += 1)
      if (inCanary(id, 'mf-content', share)) expect(inCanary(id, 'mf-content', share + 1)).toBe(true);
  });

  it('swaps the remote entry and the live version of a visitor in the canary only', () => {
    const ids = Array.from({ length: 200 }, newCohortId);
    const inside = ids.find((id) => inCanary(id, 'mf-content', 50));
    const outside = ids.find((id) => !inCanary(id, 'mf-content', 50));
    const mine = resolveForVisitor(registry, inside);
    expect(mine.remotes['mf-content']).toEqual({
      version: '1.0.0-b',
      entry: '/releases/mf-content/1.0.0-b/remoteEntry.js',
      shared: {},
    });
    expect(mine.apps['mf-content'].live).toBe('1.0.0-b');
    expect(registry.apps['mf-content'].live).toBe('1.0.0-a'); // the registry read is not changed
    expect(resolveForVisitor(registry, outside).remotes['mf-content'].version).toBe('1.0.0-a');
    // No cookie (or a forged one): the live version.
    expect(resolveForVisitor(registry, undefined).remotes['mf-content'].version).toBe('1.0.0-a');
    expect(resolveForVisitor(registry, '../../etc').remotes['mf-content'].version).toBe('1.0.0-a');
  });
});

describe('the signed cohort cookie', () => {
  it('gives back the id it signed with the key, nothing for an unsigned, forged or re-keyed value', () => {
    const id = newCohortId();
    const cookie = signCohort(id, 'clé du site');
    expect(cookie).toMatch(/^[0-9a-f]{16}\.[A-Za-z0-9_-]{22}$/);
    expect(verifyCohort(cookie, 'clé du site')).toBe(id);
    // The old format (the bare id), another key, another id under the same signature, junk.
    expect(verifyCohort(id, 'clé du site')).toBeNull();
    expect(verifyCohort(cookie, 'autre clé')).toBeNull();
    const other = newCohortId();
    expect(verifyCohort(`${other}${cookie.slice(16)}`, 'clé du site')).toBeNull();
    for (const junk of [undefined, '', '../../etc', `${cookie}x`, 42])
      expect(verifyCohort(junk, 'clé du site')).toBeNull();
    expect(() => signCohort('../x', 'clé du site')).toThrow();
  });
});
