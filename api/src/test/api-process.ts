/**
 * A real API process (src/server.ts, as `pnpm start` runs it) for the tests that stop, kill and
 * restart it: on a PGlite data folder made from the test snapshot, or on a PostgreSQL database
 * made from the test template (when DATABASE_URL is set), or on a URL the test gives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { API_ROOT } from '../config';
import { API_KEY } from './test-app';
import { adminQuery, createFromTemplate, ENV_SNAPSHOT, ENV_TEMPLATE, withDatabase } from './test-database';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends `signal` and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiDatabase {
  /** DATABASE_URL and DATA_DIR for the process. */
  env: Record<string, string>;
  kind: 'pglite' | 'postgres';
  drop(): Promise<void>;
}

let counter = 0;

/** A database of the test data for processes: the PostgreSQL template's copy, or a PGlite folder. */
export async function processDatabase(): Promise<ApiDatabase> {
  counter += 1;
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = process.env[ENV_TEMPLATE]!;
    const name = `${template.replace('tpl', 'p')}_${process.pid}_${counter}`;
    await createFromTemplate(name, template);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: withDatabase(url, name) },
      drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-api-pglite-'));
  const pglite = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(process.env[ENV_SNAPSHOT]!)]) });
  await pglite.waitReady;
  await pglite.close();
  return { kind: 'pglite', env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts src/server.ts and resolves once GET /health/ready answers 200. The limit only catches a
 * start that hangs: on a busy machine tsx and the database take their time, and the test waits.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 300_000): Promise<ApiProcess> {
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src', 'server.ts')], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      API_KEY,
      SCRYPT_COST: '1024',
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: path.join(tmp, 'outbox'),
      FILES_DIR: path.join(tmp, 'files'),
      BOT_CHECK_COST: '1',
      RATE_REGISTER_PER_IP: '1000000',
      RATE_BOOKINGS_PER_IP: '1000000',
      RATE_PUBLIC_WRITES_PER_MINUTE: '1000000',
      RATE_PUBLIC_FORMS_PER_IP: '1000000',
      RATE_LOGIN_PER_IP: '1000000',
      RATE_EMAIL_LINKS_PER_ACCOUNT: '1000000',
      // These processes test HTTP under faults; the job queue has its own test (jobs/job-queue.test.ts).
      JOBS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`L’API s’est arrêtée au démarrage (${child.exitCode}) :\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`L’API n’est pas prête après ${timeoutMs} ms :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      fs.rmSync(tmp, { recursive: true, force: true });
      return code;
    },
  };
}

/** Headers of an API call from a test process. */
export const processHeaders = (token?: string): Record<string, string> => ({
  'x-api-key': API_KEY,
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export interface ProcessReply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of any endpoint, read by the tests
  body: any;
}

/** A JSON call of an API process: the key, a bearer token and a body when given. */
export async function callProcess(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<ProcessReply> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: processHeaders(init.token),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/**
 * For a test file that starts API processes on a database of its own: the database is made before
 * the tests and dropped after them, and the process left in `api` (if any) is killed first.
 */
export function useProcessDatabase(): { readonly database: ApiDatabase; api: ApiProcess | null } {
  let database: ApiDatabase | null = null;
  const state = {
    get database() {
      if (!database) throw new Error('Base de test absente : useProcessDatabase() s’utilise au niveau du fichier.');
      return database;
    },
    api: null as ApiProcess | null,
  };
  beforeAll(async () => {
    database = await processDatabase();
  });
  afterAll(async () => {
    await state.api?.stop('SIGKILL');
    await database?.drop();
  });
  return state;
}
