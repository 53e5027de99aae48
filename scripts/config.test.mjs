// The one configuration source (@ga/config): docs/configuration.md is what it generates, every
// environment variable the code reads is in it, each of its settings is read somewhere, and the
// demo secrets are written once.
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS, configurationPage } from '@ga/config';
import { ROOT } from './release/store.mjs';
import { CODE, repositoryFiles } from './repository-sources.mjs';

const files = repositoryFiles().filter((f) => CODE.test(f));
const isList = (file) => file.startsWith('shared/config/') || file === 'scripts/config.test.mjs';
const text = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Names the code reads: process.env.X, process.env['X'], and a reader's call with a literal name. */
function namesRead(source) {
  const names = new Set();
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]*)/g,
    /process\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
    // A reader's method (settings.int('X')) or one taken out of it (int('X')); not SQL's raw('COMMIT').
    /(?<!\b(?:sql|CompiledQuery)\.)\b(?:raw|optional|text|int|positive|list|flag|path|envInt)\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1]);
  return names;
}

// Variables the code hands to other programs or to the build, which are not our settings.
const NOT_SETTINGS = new Set(['FORCE_COLOR', 'NODE_OPTIONS', 'CHROME_PATH']);

describe('the one configuration source', () => {
  it('docs/configuration.md is the page generated from it (pnpm config:doc)', () => {
    expect(text('docs/configuration.md')).toBe(configurationPage());
  });

  it('lists every variable the code reads', () => {
    const known = new Set(SETTINGS.flatMap((s) => [s.name, ...(s.oldNames ?? []).map((o) => o.name)]));
    const missing = [];
    for (const file of files.filter((f) => !isList(f))) {
      for (const name of namesRead(text(file)))
        if (!known.has(name) && !NOT_SETTINGS.has(name)) missing.push(`${name} (${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('has no setting that no code reads', () => {
    const sources = files
      .filter((f) => !isList(f))
      .map(text)
      .join('\n');
    const unread = SETTINGS.filter((s) => !sources.includes(`'${s.name}'`) && !sources.includes(`.${s.name}`)).map(
      (s) => s.name,
    );
    expect(unread).toEqual([]);
  });

  it('writes the demo secrets once, in the list of defaults', () => {
    for (const demo of ['ga-local-dev-key', 'ga-web-public-secret']) {
      expect(files.filter((f) => f !== 'scripts/config.test.mjs' && text(f).includes(demo))).toEqual([
        'shared/config/src/defaults.mjs',
      ]);
    }
  });
});
