// Security review (issue 9), point F: production builds reference no source map, and a release
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

const listFiles = (dir) => fs.readdirSync(dir, { recursive: true }).filter((file) => fs.statSync(path.join(dir, file)).isFile());

afterAll(() => fs.rmSync(store, { recursive: true, force: true }));

describe('source maps of a release', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-dist-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('production build: maps written, but no sourceMappingURL in the JS or CSS', () => {
    // A real remote's production build, into a temporary folder (not the app's dist/).
    const appDir = path.join(ROOT, 'mf-content');
    const cli = path.join(path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('@rspack/cli/package.json')), 'bin/rspack.js');
    execFileSync(process.execPath, [cli, 'build', '--config', 'rspack.config.mjs', '--output-path', dist], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    const files = listFiles(dist);
    const code = files.filter((file) => /\.(js|css)$/.test(file));
    expect(code).toContain('remoteEntry.js');
    expect(files.filter((file) => file.endsWith('.map')).length).toBeGreaterThan(0);
    for (const file of code) expect({ file, mapped: fs.readFileSync(path.join(dist, file), 'utf8').includes('sourceMappingURL') }).toEqual({ file, mapped: false });
  }, 120_000);

  it('publishing puts the maps beside the store, never in the served release folder', () => {
    fs.mkdirSync(path.join(dist, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'nested', 'chunk.js'), '// chunk');
    fs.writeFileSync(path.join(dist, 'nested', 'chunk.js.map'), '{}');
    publishFiles('mf-content', '1.0.0-test', dist, { app: 'mf-content', version: '1.0.0-test' });

    const served = listFiles(releaseDir('mf-content', '1.0.0-test'));
    expect(served).toEqual(expect.arrayContaining(['remoteEntry.js', 'release.json', path.join('nested', 'chunk.js')]));
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    const maps = listFiles(sourcemapDir('mf-content', '1.0.0-test'));
    expect(maps).toEqual(expect.arrayContaining([path.join('nested', 'chunk.js.map')]));
    expect(maps.sort()).toEqual(listFiles(dist).filter((file) => file.endsWith('.map')).sort());
    expect(sourcemapDir('mf-content', '1.0.0-test')).toBe(path.join(store, '.sourcemaps', 'mf-content', '1.0.0-test'));
    // Text files get their brotli and gzip copies; the maps none (they are not there).
    const entry = path.join(releaseDir('mf-content', '1.0.0-test'), 'remoteEntry.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${entry}.br`))).toEqual(fs.readFileSync(entry));
    expect(zlib.gunzipSync(fs.readFileSync(`${entry}.gz`))).toEqual(fs.readFileSync(entry));
    expect(served).not.toContain(path.join('nested', 'chunk.js.br')); // 8 bytes: not worth it
    // Nothing temporary left behind.
    expect(fs.readdirSync(path.join(store, 'mf-content'))).toEqual(['1.0.0-test']);
    expect(fs.readdirSync(path.join(store, '.sourcemaps', 'mf-content'))).toEqual(['1.0.0-test']);
  });
});
