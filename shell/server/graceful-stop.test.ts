// SIGTERM on a real site-server process (node --import tsx, as `pnpm start` runs it): not ready at
// once, /health still answers, then exit 0 (shell/server/site-server.ts, @ga/config/graceful-stop).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestStore, type TestStore } from './test-store';

const SHELL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const ready = async (url: string) => {
  const res = await fetch(`${url}/health/ready`);
  return { status: res.status, body: (await res.json()) as { ready: boolean; reason: string | null } };
};

let store: TestStore;
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  store.remove();
});

it('drains on SIGTERM: /health/ready says 503 at once, /health still answers, then the process exits 0', async () => {
  store = createTestStore();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/site-server.ts'], {
    cwd: SHELL,
    env: {
      ...process.env,
      SITE_PORT: String(port),
      SITE_HOST: '127.0.0.1',
      RELEASE_STORE: store.store,
      SITE_SSR: 'off',
      SHUTDOWN_DRAIN_SECONDS: '2',
      SITE_LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await ready(url)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await ready(url)).toEqual({ status: 200, body: expect.objectContaining({ ready: true }) });

  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await ready(url)).toEqual({ status: 503, body: { ready: false, reason: 'draining' } });
  expect((await fetch(`${url}/health`)).status).toBe(200);
  expect(await exited).toBe(0);
  await expect(fetch(`${url}/health`)).rejects.toThrow();
}, 60_000);
