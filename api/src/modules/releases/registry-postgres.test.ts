// The release registry in PostgreSQL (RELEASE_REGISTRY: docs/releases.md), for machines that share
// no file system: on the PostgreSQL pass only (DATABASE_URL), in a database of its own.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  RegistryConflictError,
  closeRegistries,
  endCanary,
  readRegistry,
  readRegistryIfAny,
  registryAt,
  startCanary,
  updateRegistry,
  type Registry,
} from '@ga/releases';
import { adminQuery, withDatabase } from '../../test/test-database';

const base = process.env.DATABASE_URL;
const suite = base ? describe : describe.skip;
const name = `ga_registry_${process.pid}_${Date.now().toString(36)}`;

let store: string;
let where: { store: string; url: string };
suite('the release registry in PostgreSQL', () => {
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE "${name}"`);
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-registry-pg-'));
    for (const version of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) {
      fs.mkdirSync(path.join(store, 'mf-content', version), { recursive: true });
      fs.writeFileSync(
        path.join(store, 'mf-content', version, 'release.json'),
        JSON.stringify({ shared: { react: { requiredVersion: '^19.0.0' } } }),
      );
    }
    where = { store, url: withDatabase(base!, name) };
  });
  afterAll(async () => {
    await closeRegistries();
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(store, { recursive: true, force: true });
  });

  it('starts empty, then keeps what is written, with its revision and derived entries', async () => {
    expect(await readRegistryIfAny(where)).toBeNull();
    expect(await registryAt(where).revision!()).toBe(0);
    await updateRegistry(where, (r) => {
      r.apps['mf-content'] = { live: '1.0.0-a', history: ['1.0.0-a', '1.0.0-b', '1.0.0-c'] };
      r.events.push({ at: '', app: 'mf-content', action: 'release', version: '1.0.0-a' });
    });
    const registry = await readRegistry(where);
    expect(registry).toMatchObject({
      revision: 1,
      remotes: { 'mf-content': { version: '1.0.0-a', shared: { react: '^19.0.0' } } },
    });
    expect(await registryAt(where).revision!()).toBe(1);
  });

  it('two writers at once (a rollback and a canary): one wins, the other is told to retry having written nothing; its retry loses nothing', async () => {
    const before = (await readRegistry(where)).revision;
    // Two machines (two sources, two pools) that read the same revision: the table is held locked
    // until both reads wait on it, then released.
    const machine = (label: string) => ({ store, url: `${where.url}?application_name=${label}` });
    const holder = new pg.Client({ connectionString: where.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE ga_release_registry IN ACCESS EXCLUSIVE MODE');
    const rollback = (r: Registry) => {
      r.apps['mf-content']!.live = '1.0.0-b';
      r.events.push({ at: '', app: 'mf-content', action: 'rollback', version: '1.0.0-b' });
    };
    const writes = Promise.allSettled([
      updateRegistry(machine('a'), rollback),
      startCanary(machine('b'), 'mf-content', '1.0.0-c', 20),
    ]);
    // Watched from another connection: inside the holder's transaction, pg_stat_activity is the
    // snapshot of its first read, and a first look before both waited never saw them wait (the
    // test hung so on a slow machine).
    const watcher = new pg.Client({ connectionString: where.url });
    await watcher.connect();
    try {
      for (let waiting = 0; waiting < 2;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await watcher.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
          [name],
        );
        waiting = rows[0]!.n;
      }
    } finally {
      await watcher.end();
    }
    await holder.query('COMMIT');
    await holder.end();
    const results = await writes;
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(RegistryConflictError);
    expect((lost[0]!.reason as RegistryConflictError).code).toBe('REGISTRY_CONFLICT');
    expect((await readRegistry(where)).revision).toBe(before + 1);
    // Told to retry, it does: both changes are there.
    if (results[0]!.status === 'rejected') await updateRegistry(where, rollback);
    else await startCanary(where, 'mf-content', '1.0.0-c', 20);
    const after = await readRegistry(where);
    expect(after.revision).toBe(before + 2);
    expect(after.apps['mf-content']).toMatchObject({ live: '1.0.0-b', canary: { version: '1.0.0-c', share: 20 } });
    expect(
      after.events
        .slice(-2)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['canary', 'rollback']);
  });

  it('a change that throws writes nothing; the decider ends a canary through it', async () => {
    const before = await readRegistry(where);
    await expect(
      updateRegistry(where, () => {
        throw new Error('refusé');
      }),
    ).rejects.toThrow('refusé');
    expect(await readRegistry(where)).toEqual(before);
    expect(await endCanary(where, 'mf-content', { version: '1.0.0-c', by: 'décideur' })).toBe('1.0.0-c');
    expect((await readRegistry(where)).events.at(-1)).toMatchObject({
      action: 'canary-auto-rollback',
      version: '1.0.0-c',
    });
  });

  it('closing is the last thing a command awaits: the process waits for its connections, then exits 0', async () => {
    // The pool's idle connections are unref'd (allowExitOnIdle), so are their sockets while they
    // end: awaiting their close with nothing else alive left Node with an unsettled top-level
    // await (exit 13), as the multi-instance test once did after its last check.
    const script = [
      "import { closeRegistries, registryAt } from '@ga/releases';",
      `const where = ${JSON.stringify(where)};`,
      'await registryAt(where).revision();',
      'await new Promise((resolve) => setTimeout(resolve, 50));',
      'await closeRegistries();',
      "console.log('fermé');",
    ].join('\n');
    // Not spawnSync: a child waiting on a lock must not freeze this worker (and its test timeout).
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--input-type=module', '-e', script],
        {
          cwd: path.resolve(__dirname, '../../..'),
          encoding: 'utf8',
          env: { ...process.env, NODE_OPTIONS: '' },
          timeout: 30_000,
        },
        (error, stdout, stderr) =>
          resolve({
            status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
            stdout: stdout.trim(),
            stderr,
          }),
      );
    });
    expect(run).toEqual({ status: 0, stdout: 'fermé', stderr: '' });
  });
});
