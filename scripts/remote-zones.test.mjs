// The zones inside each remote (docs/architecture.md « Inside an app »):
// - src/features/<name>/ imports only itself and src/shared/ (and packages: @ga/*, React…);
// - src/shared/ imports only src/shared/;
// - src/pages/ (pages that combine features), the page table, the routes and the entry points may
//   import any of them;
// - tests may also use src/testing/.
// A feature that needs another one goes through a page, or the shared part moves to src/shared/.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '@ga/releases';
import { ROOT } from './release/store.mjs';
import { importGraph } from './repository-sources.mjs';

/** The zone of a file of `remote` (a path from the repository root), or null outside src/. */
export function zoneOf(remote, file) {
  const inSrc = file.startsWith(`${remote}/src/`) ? file.slice(`${remote}/src/`.length) : null;
  if (inSrc === null) return null;
  const [top, name] = inSrc.split('/');
  if (top === 'features' && name) return `features/${name}`;
  if (top === 'shared' || top === 'pages' || top === 'testing') return top;
  return 'app';
}

/** Why `from` may not import `to` (both zones of one remote), or null when it may. */
export function breach(fromZone, toZone, isTest) {
  if (toZone === null || toZone === fromZone) return null;
  if (toZone === 'testing') return isTest ? null : 'src/testing/ est réservé aux tests';
  if (fromZone.startsWith('features/'))
    return toZone === 'shared' ? null : `une fonctionnalité n’importe qu’elle-même et src/shared/ (pas ${toZone})`;
  if (fromZone === 'shared') return `src/shared/ n’importe que src/shared/ (pas ${toZone})`;
  return null;
}

describe('the zones inside each remote', () => {
  it.each(REMOTE_APPS)(
    '%s: features import only themselves and src/shared/',
    async (remote) => {
      const graph = await importGraph([`${remote}/src`]);
      const problems = [];
      for (const [file, deps] of Object.entries(graph.obj())) {
        const from = path.relative(ROOT, path.resolve(ROOT, file));
        const fromZone = zoneOf(remote, from);
        if (!fromZone) continue;
        const isTest = /\.test\.tsx?$/.test(from) || from.includes('/testing/');
        for (const dep of deps) {
          const to = path.relative(ROOT, path.resolve(ROOT, dep));
          const why = breach(fromZone, zoneOf(remote, to), isTest);
          if (why) problems.push(`${from} → ${to} : ${why}`);
        }
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );

  it('the rule itself', () => {
    expect(zoneOf('mf-x', 'mf-x/src/features/a/b.ts')).toBe('features/a');
    expect(breach('features/a', 'features/b', false)).toMatch(/fonctionnalité/);
    expect(breach('features/a', 'shared', false)).toBeNull();
    expect(breach('shared', 'features/a', false)).toMatch(/src\/shared/);
    expect(breach('pages', 'features/a', false)).toBeNull();
    expect(breach('features/a', 'testing', true)).toBeNull();
    expect(breach('features/a', 'testing', false)).toMatch(/tests/);
    expect(fs.existsSync(path.join(ROOT, 'mf-catalogue/src'))).toBe(true);
  });
});
