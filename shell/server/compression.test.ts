// What the site server sends compressed. Release files come from the brotli/gzip copies
// written at release time; pages and JSON are compressed per response.
import zlib from 'node:zlib';
import { CATALOGUE_VERSION, SHELL_VERSION, useTestSiteServer } from './test-store';

const site = useTestSiteServer();
const CHUNK = `console.log(${JSON.stringify('voiture '.repeat(400))});\n`;
const ENTRY = `var mf_catalogue=${JSON.stringify('remote '.repeat(400))};\n`;

function publishWithCopies(relative: string, body: string) {
  site.store.write(relative, body);
  site.store.write(`${relative}.br`, zlib.brotliCompressSync(body) as unknown as string);
  site.store.write(`${relative}.gz`, zlib.gzipSync(body) as unknown as string);
}

describe('release files', () => {
  it('sends the brotli copy to a browser that accepts it, the gzip one otherwise, the file to others', async () => {
    publishWithCopies(`shell/${SHELL_VERSION}/chunk.0123456789.js`, CHUNK);
    const url = `/releases/shell/${SHELL_VERSION}/chunk.0123456789.js`;

    const br = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gz = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await site.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('a remote entry sent from its brotli copy stays revalidated (no-cache), never immutable', async () => {
    publishWithCopies(`mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js`, ENTRY);
    const response = await site.app.inject({
      url: `/releases/mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY);
  });
});

describe('pages and JSON', () => {
  it('compresses the page with brotli, keeps the security headers, and leaves it plain for a client without', async () => {
    const compressed = await site.app.inject({ url: '/a-propos/faq', headers: { 'accept-encoding': 'br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    const html = zlib.brotliDecompressSync(compressed.rawPayload).toString();
    expect(html).toContain('<div id="root">');

    const plain = await site.app.inject({ url: '/a-propos/faq' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('compresses the page with gzip when brotli is not offered; a small answer stays plain', async () => {
    const response = await site.app.inject({ url: '/achat', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('<div id="root">');

    const small = await site.app.inject({ url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
