// The site server's health checks as a load balancer reads them (plugins/health.ts, lifecycle.ts).
import fs from 'node:fs';
import path from 'node:path';
import { parseTrustProxy } from '@ga/config';
import { createSiteLifecycle } from './lifecycle';
import { buildSiteServer } from './site-server';
import { SHELL_VERSION, createTestStore, type TestStore } from './test-store';

let store: TestStore;
beforeEach(() => {
  store = createTestStore();
});
afterEach(() => store.remove());

async function ready(lifecycle = createSiteLifecycle(), config = store.config) {
  const app = buildSiteServer(config, { lifecycle });
  try {
    const res = await app.inject({ method: 'GET', url: '/health/ready' });
    return {
      status: res.statusCode,
      body: res.json() as { ready: boolean; reason: string | null; shell?: string },
      headers: res.headers,
    };
  } finally {
    await app.close();
  }
}

describe('GET /health/ready', () => {
  it('200 with the live shell once the registry, the shell and the server builds are there', async () => {
    expect(await ready()).toMatchObject({ status: 200, body: { ready: true, reason: null, shell: SHELL_VERSION } });
  });

  it('503 until the live versions’ server builds are loaded (the warm-up after listen)', async () => {
    const lifecycle = createSiteLifecycle({ warmed: false });
    expect(await ready(lifecycle)).toMatchObject({ status: 503, body: { ready: false, reason: 'server-builds' } });
    lifecycle.warmedUp();
    expect((await ready(lifecycle)).status).toBe(200);
  });

  it('503 without a registry, or without the live shell’s page', async () => {
    fs.rmSync(path.join(store.store, 'shell', SHELL_VERSION, 'index.html'));
    expect(await ready()).toMatchObject({ status: 503, body: { reason: 'shell' } });
    fs.rmSync(path.join(store.store, 'registry.json'));
    expect(await ready()).toMatchObject({ status: 503, body: { reason: 'registry' } });
  });

  it('503 with the problem when the registry cannot be read', async () => {
    const config = { ...store.config, releaseRegistry: 'postgres://127.0.0.1:1/registre' };
    expect(await ready(createSiteLifecycle(), config)).toMatchObject({
      status: 503,
      body: { reason: 'registry', problem: expect.stringContaining('ECONNREFUSED') },
    });
  });

  it('503 at once when a stop is asked (SIGTERM), and the connection is closed; /health still answers', async () => {
    const lifecycle = createSiteLifecycle();
    lifecycle.drain();
    const res = await ready(lifecycle);
    expect(res).toMatchObject({ status: 503, body: { ready: false, reason: 'draining' } });
    expect(res.headers.connection).toBe('close');
    const app = buildSiteServer(store.config, { lifecycle });
    expect((await app.inject('/health')).statusCode).toBe(200);
    await app.close();
  });
});

describe('SITE_TRUST_PROXY', () => {
  it('behind a trusted proxy the visitor is the address it names; any other peer’s header is ignored', async () => {
    const app = buildSiteServer({ ...store.config, trustProxy: parseTrustProxy('127.0.0.1', 'SITE_TRUST_PROXY') });
    app.get('/qui', async (request) => ({ ip: request.ip }));
    try {
      const viaProxy = await app.inject({
        url: '/qui',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(viaProxy.json()).toEqual({ ip: '203.0.113.9' });
      const direct = await app.inject({
        url: '/qui',
        remoteAddress: '198.51.100.4',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(direct.json()).toEqual({ ip: '198.51.100.4' });
    } finally {
      await app.close();
    }
  });

  it('unset, a forwarding header names no one', async () => {
    const app = buildSiteServer(store.config);
    app.get('/qui', async (request) => ({ ip: request.ip }));
    try {
      expect(
        (
          await app.inject({ url: '/qui', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })
        ).json(),
      ).toEqual({ ip: '127.0.0.1' });
    } finally {
      await app.close();
    }
  });

  it('refuses at start-up a rule that would trust every client', () => {
    for (const value of ['true', '1', '0.0.0.0/0', '::/0'])
      expect(() => parseTrustProxy(value, 'SITE_TRUST_PROXY')).toThrow(/^SITE_TRUST_PROXY=.* est refusé/);
    expect(() => parseTrustProxy('peut-être', 'SITE_TRUST_PROXY')).toThrow(/SITE_TRUST_PROXY invalide/);
  });
});
