// Security review, points B–F: dynamic text inserted literally, unparsable URLs, what the
// release store may serve (dotfiles, symlinks out of the store, server builds, registry.json,
// source maps).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSiteServer } from './site-server';
import { CATALOGUE_VERSION, SHELL_VERSION, SITE_URL, useTestSiteServer } from './test-store';

const site = useTestSiteServer();

/** The page is whole: one document, one root, the markers all replaced, nothing duplicated. */
function expectWholePage(html: string) {
  expect(html.match(/<!DOCTYPE html>/g)).toHaveLength(1);
  expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/window\.__GA_CONFIG__=/g)).toHaveLength(1);
  expect(html).not.toContain('<!--ga:');
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
}

describe('B. dynamic text goes into the page literally ($ patterns)', () => {
  it("keeps $' and $& of a crafted URL literal", async () => {
    const response = await site.app.inject("/achat/$'$&x");
    expect(response.statusCode).toBe(200);
    expectWholePage(response.body);
    expect(response.body).toContain(`<link rel="canonical" href="${SITE_URL}/achat/$'$&amp;x" />`);
  });

  it("keeps $' and $` of API data (a vehicle title) literal in the head", async () => {
    const vehicle = {
      id: 42,
      title: "Peugeot 208 $' GT",
      version: 'Line $` $&',
      year: 2024,
      mileage: 12,
      price: 19990,
      image: 'http://api.test:4905/media/vehicles/42/1.svg',
      energy: 'essence',
      condition: 'used',
      brand: { name: 'Peugeot' },
      carmodel: { name: '208' },
      is_reserved: false,
    };
    const api = http.createServer((req, res) => {
      res.writeHead(req.url === '/api/vehicles/42?light' ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: vehicle }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const withApi = buildSiteServer({
      ...site.store.config,
      apiInternalUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    });
    try {
      const response = await withApi.inject('/achat/vehicule/peugeot-208/42');
      expect(response.statusCode).toBe(200);
      expectWholePage(response.body);
      expect(response.body).toContain("<title>Peugeot 208 $' GT Line $` $&amp; 2024 | Glinche Automobiles</title>");
      expect(response.body).toContain('"name":"Peugeot 208 $\' GT Line $` $&"');
    } finally {
      await withApi.close();
      await new Promise((resolve) => api.close(resolve));
    }
  });
});

describe('C. unparsable URLs', () => {
  it('answers 400 with a French message, not 500', async () => {
    const response = await site.app.inject('//[');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Adresse invalide.');
  });
});

describe('D. the release store serves release files only', () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-outside-'));
  afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

  it('serves a release file', async () => {
    const response = await site.app.inject(`/releases/shell/${SHELL_VERSION}/main.0123456789.js`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses dotfiles and dot folders (404)', async () => {
    site.store.write(`shell/${SHELL_VERSION}/.secret`, 'token');
    site.store.write(`shell/${SHELL_VERSION}/.git/config`, '[core]');
    site.store.write(`.sourcemaps/shell/${SHELL_VERSION}/main.0123456789.js.map`, '{}');
    for (const url of [
      `/releases/shell/${SHELL_VERSION}/.secret`,
      `/releases/shell/${SHELL_VERSION}/.git/config`,
      `/releases/.sourcemaps/shell/${SHELL_VERSION}/main.0123456789.js.map`,
    ]) {
      const response = await site.app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toMatch(/token|core|\{\}/);
    }
  });

  it('refuses symlinks that lead out of the store (404), file or folder', async () => {
    const secret = path.join(outside, 'secret.txt');
    fs.writeFileSync(secret, 'outside the store');
    fs.symlinkSync(secret, path.join(site.store.store, 'shell', SHELL_VERSION, 'leak.txt'));
    fs.symlinkSync(outside, path.join(site.store.store, 'shell', SHELL_VERSION, 'leakdir'));
    for (const url of [
      `/releases/shell/${SHELL_VERSION}/leak.txt`,
      `/releases/shell/${SHELL_VERSION}/leakdir/secret.txt`,
    ]) {
      const response = await site.app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('outside the store');
    }
    // A link that stays inside the store is still a release file.
    fs.symlinkSync(
      path.join(site.store.store, 'shell', SHELL_VERSION, 'main.0123456789.js'),
      path.join(site.store.store, 'shell', SHELL_VERSION, 'alias.js'),
    );
    expect((await site.app.inject(`/releases/shell/${SHELL_VERSION}/alias.js`)).statusCode).toBe(200);
  });

  it('refuses the server build of a release (404), even precompressed', async () => {
    // Copies an older release tool would have written: still never sent.
    const entry = `mf-catalogue/${CATALOGUE_VERSION}/server/remoteEntry.js`;
    site.store.write(`${entry}.br`, 'ssr du catalogue (br)');
    site.store.write(`${entry}.gz`, 'ssr du catalogue (gz)');
    const urls = [
      `/releases/${entry}`,
      `/releases/shell/${SHELL_VERSION}/server/ssr.cjs`,
      `/releases/mf-catalogue/${CATALOGUE_VERSION}/%73erver/remoteEntry.js`,
      `/releases/mf-catalogue/${CATALOGUE_VERSION}/Server/remoteEntry.js`,
    ];
    for (const url of urls) {
      for (const encoding of ['identity', 'br', 'gzip', 'br, gzip']) {
        const response = await site.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect({ url, encoding, status: response.statusCode }).toEqual({ url, encoding, status: 404 });
        expect(response.body).not.toContain('ssr du');
      }
    }
    // Nor through a link to it inside the store.
    fs.symlinkSync(
      path.join(site.store.store, entry),
      path.join(site.store.store, 'mf-catalogue', CATALOGUE_VERSION, 'alias.js'),
    );
    expect((await site.app.inject(`/releases/mf-catalogue/${CATALOGUE_VERSION}/alias.js`)).statusCode).toBe(404);
    // The release's browser files beside it are still served.
    expect((await site.app.inject(`/releases/mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js`)).statusCode).toBe(200);
  });
});

describe('E. the registry', () => {
  it('a remote’s pool file (shared by its versions) is served, immutable; a version folder itself is not', async () => {
    site.store.write('mf-catalogue/627.6195674332.js', 'console.log(627);');
    site.store.write('mf-catalogue/assets/inter-latin.3835a68e46.woff2', 'font');
    const chunk = await site.app.inject('/releases/mf-catalogue/627.6195674332.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await site.app.inject('/releases/mf-catalogue/assets/inter-latin.3835a68e46.woff2')).statusCode).toBe(200);
    expect((await site.app.inject('/releases/mf-catalogue/1.0.0-bbbbbbbbbb')).statusCode).toBe(404);
  });

  it('is not served (nor cached immutable) under /releases/; /registry.json is, revalidated', async () => {
    const stored = await site.app.inject('/releases/registry.json');
    expect(stored.statusCode).toBe(404);
    expect(String(stored.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
    site.store.write('registry.json.1234.tmp', '{}'); // the atomic write's temporary file
    expect((await site.app.inject('/releases/registry.json.1234.tmp')).statusCode).toBe(404);

    const registry = await site.app.inject('/registry.json');
    expect(registry.statusCode).toBe(200);
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(registry.json())).toEqual(['remotes']);
  });
});

describe('F. source maps', () => {
  it('are never served from the store (404), even from a release folder that holds one', async () => {
    site.store.write(`shell/${SHELL_VERSION}/main.0123456789.js.map`, '{"version":3,"sources":["src/secret.ts"]}');
    site.store.write(`shell/${SHELL_VERSION}/main.0123456789.css.map`, '{"version":3}');
    for (const url of [
      `/releases/shell/${SHELL_VERSION}/main.0123456789.js.map`,
      `/releases/shell/${SHELL_VERSION}/main.0123456789.css.map`,
    ]) {
      const response = await site.app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(String(response.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
    }
  });
});
