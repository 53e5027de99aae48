import zlib from 'node:zlib';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API key', () => {
  it.each(['/api/banners', '/api/user', '/oauth/token', '/api/does-not-exist'])(
    'refuses %s without X-Api-Key (401, French message)',
    async (url) => {
      const res = await t.app.inject({ method: url === '/oauth/token' ? 'POST' : 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Clé d'API manquante ou invalide." });
    },
  );

  it('refuses a wrong key', async () => {
    const res = await t.app.inject({ url: '/api/banners', headers: { 'x-api-key': 'mauvaise-cle' } });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the configured key', async () => {
    const res = await t.app.inject({ url: '/api/banners', headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
  });
});

describe('public routes', () => {
  it('GET /health reports the database without an API key', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('serves /openapi.json without an API key', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/register']).toBeDefined();
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/inconnue', headers: apiHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/aucune ressource/);
    const other = await t.app.inject({ url: '/nulle-part' });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers CORS preflights for the site origin without an API key', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-api-key,authorization,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('does not allow other origins', async () => {
    const res = await t.app.inject({
      url: '/api/banners',
      headers: { ...apiHeaders(), origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bad input never gives a 500', () => {
  it('invalid JSON → 400 with a French message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Le corps de la requête n’est pas un JSON valide.' });
  });

  it('a JSON array body → 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', headers: apiHeaders(), payload: [1, 2] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toBeDefined();
  });

  it('an unsupported content type → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { ...apiHeaders(), 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
  });
});

describe('compression', () => {
  it('sends JSON compressed with brotli or gzip as the client offers, plain otherwise', async () => {
    const url = '/api/vehicles?limit=24';
    const br = await t.app.inject({ url, headers: { ...apiHeaders(), 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const fromBr = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());
    expect(fromBr.data.length).toBeGreaterThan(0);

    const gz = await t.app.inject({ url, headers: { ...apiHeaders(), 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(fromBr);

    const plain = await t.app.inject({ url, headers: apiHeaders() });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(fromBr);
  });

  it('sends the vehicle pictures as WebP, not compressed again; their SVG compressed', async () => {
    const list = await t.app.inject({ url: '/api/vehicles?limit=1', headers: apiHeaders() });
    const image = new URL(list.json().data[0].image as string);
    expect(image.pathname).toMatch(/\.webp$/);
    const webp = await t.app.inject({ url: image.pathname, headers: { 'accept-encoding': 'br' } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['content-encoding']).toBeUndefined();
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const res = await t.app.inject({
      url: image.pathname.replace(/\.webp$/, '.svg'),
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<svg');
  });
});
