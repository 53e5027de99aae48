import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunksWithZod, initialFiles, measure, overBudget } from './sizes.mjs';

describe('size budgets', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-sizes-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('counts the shell entry from index.html and a remote entry with its routes chunks', () => {
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<link href="main.0123456789.css" rel="stylesheet"><script defer src="main.abcdef0123.js"></script><link rel="icon" href="favicon.svg">',
    );
    expect(initialFiles(dir, 'shell')).toEqual({
      entry: ['main.abcdef0123.js'],
      initial: ['main.0123456789.css', 'main.abcdef0123.js'],
    });
    // The entry split in three files (shared/build): all three count.
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<link href="main.0123456789.css" rel="stylesheet"><script defer src="vendor-react.1111111111.js"></script><script defer src="vendor.2222222222.js"></script><script defer src="main.abcdef0123.js"></script>',
    );
    expect(initialFiles(dir, 'shell').entry).toEqual([
      'vendor-react.1111111111.js',
      'vendor.2222222222.js',
      'main.abcdef0123.js',
    ]);
    fs.writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            name: 'routes',
            assets: { js: { sync: ['routes.js'], async: ['page.js'] }, css: { sync: ['routes.css'], async: [] } },
          },
        ],
      }),
    );
    expect(initialFiles(dir, 'mf-catalogue')).toEqual({
      entry: ['remoteEntry.js'],
      initial: ['remoteEntry.js', 'routes.js', 'routes.css'],
    });
  });

  it('measures gzip bytes and reports what grew past its budget', () => {
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var a = 1;\n'.repeat(2000));
    fs.writeFileSync(path.join(dir, 'routes.js'), Array.from({ length: 3000 }, (_, i) => `f${i}();`).join('\n'));
    fs.writeFileSync(path.join(dir, 'routes.css'), '.a{}');
    const size = measure(dir, 'mf-catalogue');
    expect(size.entry).toBeGreaterThan(0);
    expect(size.entry).toBeLessThan(2000 * 11); // compressed
    expect(size.initial).toBeGreaterThan(size.entry);
    expect(
      overBudget({ 'mf-catalogue': size }, { 'mf-catalogue': { entry: size.entry, initial: size.initial } }),
    ).toEqual([]);
    expect(
      overBudget({ 'mf-catalogue': size }, { 'mf-catalogue': { entry: size.entry - 1, initial: size.initial } }),
    ).toEqual([{ app: 'mf-catalogue', kind: 'entry', bytes: size.entry, budget: size.entry - 1 }]);
    expect(overBudget({ 'mf-new': size }, {})).toEqual([
      { app: 'mf-new', kind: 'budget manquant', bytes: size.initial, budget: 0 },
    ]);
  });

  it('never counts the server build (dist/server/, Node only): browsers do not download it', () => {
    const build = fs.mkdtempSync(path.join(dir, 'build-'));
    const write = (file, body) => {
      fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
      fs.writeFileSync(path.join(build, file), body);
    };
    write('entry/remoteEntry.js', 'var a = 1;\n'.repeat(200));
    write('routes.js', 'f();\n'.repeat(200));
    write(
      'mf-manifest.json',
      JSON.stringify({
        exposes: [
          {
            name: 'routes',
            assets: { js: { sync: ['routes.js', 'server/routes.js'], async: [] }, css: { sync: [], async: [] } },
          },
        ],
      }),
    );
    write(
      'index.html',
      '<script defer src="main.abcdef0123.js"></script><script src="server/main.0123456789.js"></script>',
    );
    write('main.abcdef0123.js', 'main();\n'.repeat(200));
    const before = { remote: measure(build, 'mf-catalogue'), shell: measure(build, 'shell') };
    write('server/remoteEntry.js', Array.from({ length: 3000 }, (_, i) => `s${i}();`).join('\n'));
    write('server/routes.js', Array.from({ length: 3000 }, (_, i) => `r${i}();`).join('\n'));
    write('server/main.0123456789.js', Array.from({ length: 3000 }, (_, i) => `m${i}();`).join('\n'));
    write('server/ssr.js', Array.from({ length: 3000 }, (_, i) => `x${i}();`).join('\n'));
    expect(initialFiles(build, 'mf-catalogue')).toEqual({
      entry: ['entry/remoteEntry.js'],
      initial: ['entry/remoteEntry.js', 'routes.js'],
    });
    expect(initialFiles(build, 'shell')).toEqual({ entry: ['main.abcdef0123.js'], initial: ['main.abcdef0123.js'] });
    expect({ remote: measure(build, 'mf-catalogue'), shell: measure(build, 'shell') }).toEqual(before);
  });

  it('budgets.json has a budget for every app', async () => {
    const { APPS, ROOT } = await import('../release/store.mjs');
    const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'));
    for (const app of APPS)
      expect(budgets.apps[app]).toEqual({ entry: expect.any(Number), initial: expect.any(Number) });
  });

  it('finds the page chunks that carry Zod, and the names that match no chunk', () => {
    const build = fs.mkdtempSync(path.join(dir, 'zod-'));
    fs.writeFileSync(path.join(build, 'page-vehicle.0123456789.js'), 'render();');
    fs.writeFileSync(path.join(build, 'page-tradein.0123456789.js'), 'a.config({jitless:!0});');
    fs.writeFileSync(path.join(build, 'page-vehicle-extra.0123456789.js'), 'a.config({jitless:!0});');
    expect(chunksWithZod(build, ['page-vehicle', 'page-tradein', 'page-listings'])).toEqual([
      { name: 'page-tradein', problem: 'contient Zod' },
      { name: 'page-listings', problem: 'introuvable' },
    ]);
  });
});
