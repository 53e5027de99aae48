// No import circle anywhere: the API, the site server, the shell, the remotes, the shared packages,
// the scripts and the e2e support. A circle makes the evaluation order decide what a module sees
// (undefined at import time) and ties files that should change apart. madge builds the graph from
// the sources, type-only imports included (they still tie the files together). A lazy `import()`
// is left out: it runs after both modules are evaluated, and a page table must name its pages'
// loaders while a page reads its own path from the table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_NAMES } from '@ga/releases';
import { ROOT } from './release/store.mjs';
import { importGraph } from './repository-sources.mjs';

const ROOTS = [
  'api/src',
  'shell/server',
  ...APP_NAMES.map((app) => `${app}/src`),
  ...fs.readdirSync(path.join(ROOT, 'shared')).map((pkg) => `shared/${pkg}/src`),
  'scripts',
  'e2e',
].filter((dir) => fs.existsSync(path.join(ROOT, dir)));

describe('import circles', () => {
  it('there is none in the repository', async () => {
    const graph = await importGraph(ROOTS, { lazy: false });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(1000);
    expect(graph.circular()).toEqual([]);
  }, 120_000);

  it('the check sees one, type-only imports included', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-cycles-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { C } from './c';\nexport const b: C | null = null;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a';\nexport type C = ReturnType<typeof a>;\n");
    try {
      const graph = await importGraph([dir], { baseDir: dir, lazy: false });
      expect(graph.circular()).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
