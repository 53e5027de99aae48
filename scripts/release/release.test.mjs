// Security review, point F: production builds reference no source map, and a release
// keeps its maps out of the served folder (.releases/.sourcemaps/<app>/<version>/).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-store-maps-'));
process.env.RELEASE_STORE = store;
const { ROOT, releaseDir, sourcemapDir } = await import('./store.mjs');
const { publishFiles } = await import('./release.mjs');

const listFiles = (dir) =>
  fs.readdirSync(dir, { recursive: true }).filter((file) => fs.statSync(path.join(dir, file)).isFile());

afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe('source maps of a release', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-dist-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('production build: maps written, but no sourceMappingURL in the JS or CSS', async () => {
    // A real remote's production build, into a temporary folder (not the app's dist/).
    const appDir = path.join(ROOT, 'mf-content');
    const cli = path.join(
      path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('@rspack/cli/package.json')),
      'bin/rspack.js',
    );
    execFileSync(process.execPath, [cli, 'build', '--config', 'rspack.config.mjs'], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production', GA_BUILD_OUTPUT: dist },
      stdio: 'ignore',
    });
    const files = listFiles(dist);
    // What browsers download: the server build (server/) is never served and keeps its own text.
    const code = files.filter((file) => /\.(js|css)$/.test(file) && !file.startsWith(`server${path.sep}`));
    expect(code).toContain(path.join('entry', 'remoteEntry.js'));
    expect(files.filter((file) => file.endsWith('.map')).length).toBeGreaterThan(0);
    for (const file of code)
      expect({ file, mapped: fs.readFileSync(path.join(dist, file), 'utf8').includes('sourceMappingURL') }).toEqual({
        file,
        mapped: false,
      });
  }, 120_000);

  it('publishing puts the maps beside the store, never in the served release folder', async () => {
    fs.mkdirSync(path.join(dist, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'nested', 'chunk.js'), '// chunk');
    fs.writeFileSync(path.join(dist, 'nested', 'chunk.js.map'), '{}');
    publishFiles('mf-content', '1.0.0-test', dist, { app: 'mf-content', version: '1.0.0-test' });

    const served = listFiles(releaseDir('mf-content', '1.0.0-test'));
    expect(served).toEqual(expect.arrayContaining(['remoteEntry.js', 'release.json', path.join('nested', 'chunk.js')]));
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    const maps = listFiles(sourcemapDir('mf-content', '1.0.0-test'));
    expect(maps).toEqual(expect.arrayContaining([path.join('nested', 'chunk.js.map')]));
    expect(maps.sort()).toEqual(
      listFiles(dist)
        .filter((file) => file.endsWith('.map'))
        .sort(),
    );
    expect(sourcemapDir('mf-content', '1.0.0-test')).toBe(path.join(store, '.sourcemaps', 'mf-content', '1.0.0-test'));
    // Text files get their brotli and gzip copies; the maps none (they are not there).
    const entry = path.join(releaseDir('mf-content', '1.0.0-test'), 'remoteEntry.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${entry}.br`))).toEqual(fs.readFileSync(entry));
    expect(zlib.gunzipSync(fs.readFileSync(`${entry}.gz`))).toEqual(fs.readFileSync(entry));
    expect(served).not.toContain(path.join('nested', 'chunk.js.br')); // 8 bytes: not worth it
    // Nothing temporary left behind (beside the version folder: the remote's pool of chunks).
    expect(
      fs.readdirSync(path.join(store, 'mf-content'), { recursive: true }).filter((f) => f.includes('.tmp-')),
    ).toEqual([]);
    expect(fs.existsSync(path.join(releaseDir('mf-content', '1.0.0-test'), 'entry'))).toBe(false);
    expect(fs.readdirSync(path.join(store, '.sourcemaps', 'mf-content'))).toEqual(['1.0.0-test']);
  });
});

describe('deterministic versions', () => {
  it('the same sources give the same version: two builds of mf-catalogue hash alike', async () => {
    const { buildApp, hashDir } = await import('./release.mjs');
    const outs = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'ga-det-')));
    try {
      for (const out of outs) buildApp(path.join(ROOT, 'mf-catalogue'), true, out);
      expect(hashDir(outs[0])).toBe(hashDir(outs[1]));
    } finally {
      for (const out of outs) fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('build diagnostics (mf-stats.json) are neither hashed nor published', async () => {
    const { hashDir, UNPUBLISHED } = await import('./release.mjs');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-dist-'));
    try {
      fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var x;\n');
      const before = hashDir(dist);
      fs.writeFileSync(path.join(dist, 'mf-stats.json'), JSON.stringify({ usedIn: [Math.random()] }));
      expect(hashDir(dist)).toBe(before);
      expect(UNPUBLISHED.has('mf-stats.json')).toBe(true);
      publishFiles('mf-content', '9.9.9-stats', dist, { app: 'mf-content', version: '9.9.9-stats' });
      expect(fs.existsSync(path.join(releaseDir('mf-content', '9.9.9-stats'), 'mf-stats.json'))).toBe(false);
      expect(fs.existsSync(path.join(releaseDir('mf-content', '9.9.9-stats'), 'remoteEntry.js'))).toBe(true);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('content-addressed chunks shared by the versions of a remote', () => {
  const makeDist = (chunks) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-dist-'));
    fs.mkdirSync(path.join(dist, 'entry'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'entry', 'remoteEntry.js'), `var mf = ${JSON.stringify(chunks)};\n`);
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      '{"metaData":{"remoteEntry":{"name":"entry/remoteEntry.js"}}}',
    );
    fs.writeFileSync(path.join(dist, 'routes.json'), '{"routes":[]}');
    fs.writeFileSync(path.join(dist, 'assets', 'font.0123456789.woff2'), 'font');
    for (const [name, body] of Object.entries(chunks)) fs.writeFileSync(path.join(dist, name), body);
    return dist;
  };

  it('a release puts its entry and manifests in its version folder, its chunks in the pool; an unchanged chunk keeps its file (and URL)', async () => {
    const { poolDir } = await import('./store.mjs');
    const { prune } = await import('./rollback.mjs');
    const one = makeDist({ 'page-a.aaaaaaaaaa.js': 'a'.repeat(2000), 'page-b.bbbbbbbbbb.js': 'b1' });
    const two = makeDist({ 'page-a.aaaaaaaaaa.js': 'a'.repeat(2000), 'page-b.cccccccccc.js': 'b2' });
    try {
      publishFiles('mf-tradein', '1.0.0-one', one, { app: 'mf-tradein', version: '1.0.0-one' });
      const pool = poolDir('mf-tradein');
      const shared = path.join(pool, 'page-a.aaaaaaaaaa.js');
      const before = fs.statSync(shared).mtimeMs;
      publishFiles('mf-tradein', '1.0.0-two', two, { app: 'mf-tradein', version: '1.0.0-two' });
      expect(fs.statSync(shared).mtimeMs).toBe(before); // not rewritten: the same URL, still cached
      expect(fs.existsSync(`${shared}.br`)).toBe(true);
      expect(
        fs
          .readdirSync(releaseDir('mf-tradein', '1.0.0-two'))
          .filter((f) => !/\.(br|gz)$/.test(f))
          .sort(),
      ).toEqual(['mf-manifest.json', 'release.json', 'remoteEntry.js', 'routes.json']);
      const meta = JSON.parse(
        fs.readFileSync(path.join(releaseDir('mf-tradein', '1.0.0-two'), 'release.json'), 'utf8'),
      );
      expect(meta.pool.sort()).toEqual([
        'assets/font.0123456789.woff2',
        'page-a.aaaaaaaaaa.js',
        'page-b.cccccccccc.js',
      ]);
      expect(fs.existsSync(path.join(pool, 'page-b.bbbbbbbbbb.js'))).toBe(true);

      // Pruning version one (kept: two) removes the chunk only it used, once old enough.
      const { writeRegistry, readRegistry } = await import('./store.mjs');
      const registry = await readRegistry();
      registry.apps['mf-tradein'] = { live: '1.0.0-two', history: ['1.0.0-one', '1.0.0-two'] };
      await writeRegistry(registry);
      const old = new Date(Date.now() - 3600_000);
      for (const file of fs.readdirSync(pool, { recursive: true })) fs.utimesSync(path.join(pool, file), old, old);
      const result = await prune('mf-tradein', 1);
      expect(result).toMatchObject({ removed: ['1.0.0-one'], poolRemoved: 1 });
      expect(fs.existsSync(path.join(pool, 'page-b.bbbbbbbbbb.js'))).toBe(false);
      expect(fs.existsSync(shared)).toBe(true);
      expect(fs.existsSync(path.join(pool, 'assets', 'font.0123456789.woff2'))).toBe(true);
      expect(fs.existsSync(releaseDir('mf-tradein', '1.0.0-two'))).toBe(true);
    } finally {
      fs.rmSync(one, { recursive: true, force: true });
      fs.rmSync(two, { recursive: true, force: true });
    }
  });
});

describe('the server build (server/: Node only) stays private', () => {
  it('goes to the version folder unchanged, never to the pool, without .br/.gz copies; its maps with the others', async () => {
    const { poolDir } = await import('./store.mjs');
    const { hashDir, layoutOf } = await import('./release.mjs');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-dist-'));
    try {
      for (const [file, body] of Object.entries({
        'entry/remoteEntry.js': `var mf; // ${'e'.repeat(2000)}\n`,
        'mf-manifest.json': '{}',
        'page.aaaaaaaaaa.js': 'a'.repeat(2000),
        'server/remoteEntry.js': `module.exports = require("./page.bbbbbbbbbb.js"); // ${'s'.repeat(2000)}\n`,
        'server/page.bbbbbbbbbb.js': 'b'.repeat(2000), // content-addressed, but no pool for it
        'server/page.bbbbbbbbbb.js.map': '{}',
      })) {
        fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
        fs.writeFileSync(path.join(dist, file), body);
      }
      const layout = layoutOf(dist);
      expect(layout.pool).toEqual(['page.aaaaaaaaaa.js']);
      expect(layout.server.sort()).toEqual(['server/page.bbbbbbbbbb.js', 'server/remoteEntry.js']);
      expect(layout.version.map(({ to }) => to).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);

      publishFiles('mf-account', '1.0.0-ssr', dist, { app: 'mf-account', version: '1.0.0-ssr' });
      const served = listFiles(releaseDir('mf-account', '1.0.0-ssr'));
      expect(served.filter((file) => file.startsWith(`server${path.sep}`)).sort()).toEqual([
        path.join('server', 'page.bbbbbbbbbb.js'),
        path.join('server', 'remoteEntry.js'),
      ]);
      for (const file of ['server/remoteEntry.js', 'server/page.bbbbbbbbbb.js']) {
        expect(fs.readFileSync(path.join(releaseDir('mf-account', '1.0.0-ssr'), file))).toEqual(
          fs.readFileSync(path.join(dist, file)),
        );
      }
      expect(served).toContain('remoteEntry.js.br'); // the browser files still get theirs
      expect(fs.existsSync(path.join(poolDir('mf-account'), 'server'))).toBe(false);
      expect(fs.existsSync(path.join(poolDir('mf-account'), 'page.bbbbbbbbbb.js'))).toBe(false);
      expect(fs.existsSync(path.join(poolDir('mf-account'), 'page.aaaaaaaaaa.js'))).toBe(true);
      expect(
        JSON.parse(fs.readFileSync(path.join(releaseDir('mf-account', '1.0.0-ssr'), 'release.json'), 'utf8')).pool,
      ).toEqual(['page.aaaaaaaaaa.js']);
      expect(listFiles(sourcemapDir('mf-account', '1.0.0-ssr'))).toEqual([
        path.join('server', 'page.bbbbbbbbbb.js.map'),
      ]);
      // release.json records the digest of each server file (no source map): the site server checks
      // them before it evaluates the build, and refuses one altered afterwards.
      const { serverBuildProblem } = await import('@ga/releases');
      const recorded = JSON.parse(
        fs.readFileSync(path.join(releaseDir('mf-account', '1.0.0-ssr'), 'release.json'), 'utf8'),
      ).server;
      expect(Object.keys(recorded)).toEqual(['server/page.bbbbbbbbbb.js', 'server/remoteEntry.js']);
      expect(recorded['server/page.bbbbbbbbbb.js']).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
      expect(serverBuildProblem(releaseDir('mf-account', '1.0.0-ssr'))).toBeNull();
      fs.appendFileSync(path.join(releaseDir('mf-account', '1.0.0-ssr'), 'server', 'page.bbbbbbbbbb.js'), '// altered');
      expect(serverBuildProblem(releaseDir('mf-account', '1.0.0-ssr'))).toEqual({
        reason: 'mismatch',
        file: 'server/page.bbbbbbbbbb.js',
      });

      // The version names the server build too.
      const before = hashDir(dist);
      fs.appendFileSync(path.join(dist, 'server', 'remoteEntry.js'), '// changed\n');
      expect(hashDir(dist)).not.toBe(before);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("precompressDir leaves a folder's server/ alone", async () => {
    const { precompressDir } = await import('./precompress.mjs');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-precompress-'));
    try {
      fs.mkdirSync(path.join(dir, 'server'));
      fs.writeFileSync(path.join(dir, 'main.js'), 'm'.repeat(2000));
      fs.writeFileSync(path.join(dir, 'server', 'ssr.js'), 's'.repeat(2000));
      expect(precompressDir(dir)).toBe(1);
      expect(listFiles(dir).sort()).toEqual(['main.js', 'main.js.br', 'main.js.gz', path.join('server', 'ssr.js')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
