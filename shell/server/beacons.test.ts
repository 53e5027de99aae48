// The beacon channel's site-server side and the request id carried to the API (issue 13).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from './site-server';
import { createTestStore, type TestStore } from './test-store';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let api: http.Server;
let seen: Seen[] = [];
let store: TestStore;
let site: FastifyInstance;

beforeEach(async () => {
  seen = [];
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(req.method === 'POST' ? 204 : 200, { 'Content-Type': 'application/json' });
      res.end(req.method === 'POST' ? undefined : JSON.stringify({ data: [] }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  store = createTestStore({ apiInternalUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, beaconsPerMinute: 3 });
  site = buildSiteServer(store.config);
});
afterEach(async () => {
  await site.close();
  await new Promise((resolve) => api.close(resolve));
  store.remove();
});

const events = [{ kind: 'remote-load-failed', remote: 'mf-catalogue', version: '1.0.0-bbbbbbbbbb' }];

describe('POST /beacon', () => {
  it('forwards the batch to the API with the key, its request id and the visitor’s address; 204', async () => {
    const res = await site.inject({ method: 'POST', url: '/beacon', payload: { events }, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(204);
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', url: '/api/beacons' });
    expect(JSON.parse(call!.body)).toEqual({ events });
    expect(call!.headers['x-api-key']).toBe(store.config.apiKey);
    expect(call!.headers['x-request-id']).toBe(res.headers['x-request-id']);
    expect(call!.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('refuses what is not a batch (400), and past its limit per visitor (429); the API never sees them', async () => {
    for (const payload of [{}, { events: [] }, { events: Array(21).fill(events[0]) }]) {
      expect((await site.inject({ method: 'POST', url: '/beacon', payload })).statusCode).toBe(400);
    }
    expect(seen).toHaveLength(0);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await site.inject({ method: 'POST', url: '/beacon', payload: { events }, remoteAddress: '198.51.100.4' })).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });

  it('answers 204 even when the API is away: reporting never bothers the visitor', async () => {
    await new Promise((resolve) => api.close(resolve));
    api = http.createServer();
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const away = buildSiteServer({ ...store.config, apiInternalUrl: 'http://127.0.0.1:1' });
    try {
      expect((await away.inject({ method: 'POST', url: '/beacon', payload: { events } })).statusCode).toBe(204);
    } finally {
      await away.close();
    }
  });
});

describe('request id', () => {
  it('a page sends its request id with its first-data calls to the API, and gives it back', async () => {
    const res = await site.inject({ url: '/', headers: { 'x-request-id': 'lb-0123456789' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-0123456789');
    const calls = seen.filter((s) => s.url.startsWith('/api/'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.headers['x-request-id']).toBe('lb-0123456789');
  });

  it('names a request itself when the header is absent or not sane', async () => {
    const res = await site.inject({ url: '/', headers: { 'x-request-id': '<script>' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
