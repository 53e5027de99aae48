// Small helpers shared by the bench scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { readSettings } from '@ga/config';
import { buildServers, serverArgs } from '../servers.mjs';

/** The benches' settings: names and defaults from the one list (@ga/config, docs/configuration.md). */
export const benchSettings = readSettings('bench');

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Nearest-rank percentile of a sorted array. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Whether a listener can bind `port` on the loopback now. */
function canListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** Where the kernel takes the local ports of outgoing connections (Linux; its default elsewhere). */
function ephemeralLow() {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) ? low : 32768;
  } catch {
    return 32768;
  }
}

const handedOut = new Set();
const FIRST_PORT = 20000;

/**
 * A free TCP port on the loopback interface, below the kernel's range for outgoing connections. A
 * port asked of the kernel (port 0) is in that range, and a process that binds it seconds later
 * (HAProxy, once the instances of the multi-instance test are up) can find it taken by one of the
 * connections made meanwhile: CI saw `cannot bind socket (Address already in use)`. A port handed
 * out once is not handed out again by this process.
 */
export async function freePort() {
  const low = ephemeralLow();
  for (let attempt = 0; low - FIRST_PORT > 1000 && attempt < 100; attempt += 1) {
    const port = FIRST_PORT + Math.floor(Math.random() * (low - FIRST_PORT));
    if (handedOut.has(port)) continue;
    handedOut.add(port); // before the check: calls made together never get the same port
    if (await canListen(port)) return port;
  }
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The PostgreSQL server the benches create their private database on: BENCH_DATABASE_URL, on the
 * loopback only (a bench never loads another machine); and the URL of that private database.
 */
export function benchDatabase(prefix) {
  const base = new URL(benchSettings.text('BENCH_DATABASE_URL'));
  if (base.hostname === 'localhost') base.hostname = '127.0.0.1';
  if (base.hostname !== '127.0.0.1') {
    console.error(`BENCH_DATABASE_URL doit viser 127.0.0.1 (reçu : ${base.hostname}).`);
    process.exit(2);
  }
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { base, name, url };
}

/** One query on its own connection (`pg`: the API's driver, which the tooling borrows). */
export async function queryOnce(pg, target, text, params = []) {
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/**
 * An API process on a private PostgreSQL database of its own, for a bench: `create()` makes the
 * database, `start(port, env, ready)` runs `src/server.ts` on it and waits until `ready(health)`
 * (default: `/health` answers 200; `ready` may throw to give up), `stop()` stops the API alone,
 * `cleanup()` stops it, drops the database and removes `dirs`. SIGINT / SIGTERM clean up too.
 * `onExit(reason)` is told when the API exits without being asked (a crash, a kill from outside),
 * for the bench to stop measuring at once.
 */
export function benchApi({ prefix, apiDir, pg, dirs = [], onExit }) {
  const { base, name, url } = benchDatabase(prefix);
  const sql = (target, text, params) => queryOnce(pg, target, text, params);
  let api = null;
  let created = false;
  const stop = async () => {
    const child = api;
    api = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.stopping = true;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  };
  const cleanup = async () => {
    await stop();
    if (created) {
      created = false;
      await sql(
        base,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      await sql(base, `DROP DATABASE IF EXISTS "${name}"`);
      console.log(`Base ${name} supprimée.`);
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().finally(() => process.exit(130)));
  return {
    base,
    name,
    url,
    sql,
    stop,
    cleanup,
    /** The running API process (its pid for CPU accounting), or null. */
    get process() {
      return api;
    },
    async create() {
      await sql(base, `CREATE DATABASE "${name}"`);
      created = true;
    },
    async start(port, env, ready = () => true) {
      // The API as production runs it: compiled (scripts/servers.mjs), built once per bench.
      await buildServers();
      const child = spawn(process.execPath, serverArgs('api'), {
        cwd: apiDir,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          API_PUBLIC_URL: `http://127.0.0.1:${port}`,
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      api = child;
      child.on('exit', (code, signal) => {
        if (!child.stopping) onExit?.(signal ? `signal ${signal}` : `code ${code}`);
      });
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`L’API s’est arrêtée au démarrage (code ${child.exitCode}).`);
        const health = await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => (r.ok ? r.json() : null),
          () => null,
        );
        if (health && ready(health)) return child;
        await new Promise((r) => setTimeout(r, 300));
      }
      throw new Error('L’API n’est pas prête après 180 s.');
    },
  };
}
