// The one app list (@ga/releases APPS, shared/releases/src/apps.mjs) is what the tooling knows of
// the apps: every app folder is in it, and the places that need the list take it from there —
// nothing else writes the list again.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, APP_NAMES, MUTABLE_FILES, REMOTE_APPS, appOf } from '@ga/releases';
import { ROOT } from './release/store.mjs';
import { CODE, repositoryFiles } from './repository-sources.mjs';
import jestConfig from '../jest.config.mjs';

describe('the app list', () => {
  it('names every app folder (an rspack config at the top level), the host first, each on its own dev port', () => {
    const folders = fs
      .readdirSync(ROOT)
      .filter((name) => fs.existsSync(path.join(ROOT, name, 'rspack.config.mjs')))
      .sort();
    expect([...APP_NAMES].sort()).toEqual(folders);
    expect(APPS[0]).toMatchObject({ name: 'shell', kind: 'host' });
    expect(new Set(APPS.map((app) => app.devPort)).size).toBe(APPS.length);
    expect(REMOTE_APPS).toEqual(APP_NAMES.filter((name) => appOf(name).kind === 'remote'));
    expect(() => appOf('mf-inconnu')).toThrow(/Application inconnue/);
    expect(MUTABLE_FILES.has('remoteEntry.js')).toBe(true);
  });

  it('jest has a project per app, and each app has a size budget', () => {
    const projects = jestConfig.projects.map((p) => p.displayName);
    for (const app of APP_NAMES) expect(projects).toContain(app);
    const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')).apps;
    expect(Object.keys(budgets).sort()).toEqual([...APP_NAMES].sort());
  });

  it("the shell's routing table names the same remotes (it carries their URL prefixes)", () => {
    const text = fs.readFileSync(path.join(ROOT, 'shell/src/remotes/route-owners.ts'), 'utf8');
    const listed = /export const REMOTES[^=]*=\s*\[([^\]]*)\]/
      .exec(text)?.[1]
      .match(/'([^']+)'/g)
      ?.map((s) => s.slice(1, -1));
    expect(listed).toEqual([...REMOTE_APPS]);
  });

  it('no tooling file writes the list again (two app names in one array literal)', () => {
    const files = repositoryFiles().filter((f) => CODE.test(f));
    // The list itself, the shell's routing table (its URL prefixes, checked above) and this test.
    const allowed = new Set([
      'shared/releases/src/apps.mjs',
      'shell/src/remotes/route-owners.ts',
      'scripts/app-list.test.mjs',
    ]);
    const names = APP_NAMES.map((n) => n.replace(/-/g, '\\-')).join('|');
    const twoInAList = new RegExp(`\\[[^\\]]*['"](${names})['"]\\s*,\\s*['"](${names})['"]`);
    const offenders = files.filter(
      (f) =>
        !allowed.has(f) &&
        !f.includes('.test.') &&
        !f.includes('.spec.') &&
        twoInAList.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
