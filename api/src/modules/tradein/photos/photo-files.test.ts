/**
 * Photo files that must go: a failed deletion is queued as a pg-boss job retried with backoff
 * (not only logged), and a reseed leaves no orphan file in FILES_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../../db/connection';
import S3rver from 's3rver';
import { createDiskStore } from '../../../files/disk-store';
import { createS3Store } from '../../../files/s3-store';
import type { FileStore } from '../../../files/store-contract';
import { startJobQueue, type JobQueue } from '../../../jobs/job-queue';
import { openTestDatabase } from '../../../test/test-app';
import { registerPhotoFileJobs, removeOrphanFiles } from './photo-files';
import { removeFiles } from './service';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-photo-files-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
afterAll(async () => {
  await database.close();
  await drop();
});

const logs: Array<[string, string]> = [];
const log = {
  warn: (_obj: unknown, message: string) => void logs.push(['warn', message]),
  error: (_obj: unknown, message: string) => void logs.push(['error', message]),
} as unknown as FastifyBaseLogger;

/** The disk store, whose first `failures` deletions fail (a store down for a while). */
function flakyStore(failures: number): FileStore & { attempts: number } {
  const disk = createDiskStore(dir);
  const store = {
    ...disk,
    attempts: 0,
    async delete(keys: readonly string[]) {
      store.attempts += 1;
      if (store.attempts <= failures) throw new Error('stockage indisponible');
      await disk.delete(keys);
    },
  };
  return store;
}

const exists = (key: string) => fs.existsSync(path.join(dir, ...key.split('/')));

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`pas fait en ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a failed deletion of photo files', () => {
  let queue: JobQueue;
  beforeAll(async () => {
    queue = await startJobQueue(database, { warn: () => {} });
  });
  afterAll(() => queue.stop());

  it('is queued as a job, tried again with backoff until the store deletes the files', async () => {
    // The request's deletion fails, then the job's first run: the second retry deletes.
    const store = flakyStore(2);
    await registerPhotoFileJobs(queue, store, { limit: 5, delaySeconds: 1, backoff: true });
    const keys = ['reprises/1/0b3c6f2e-photo-a.jpg', 'reprises/1/0b3c6f2e-photo-b.jpg'];
    for (const key of keys) await store.put(key, Buffer.from('jpeg'), 'image/jpeg');
    await removeFiles({ files: store, jobs: queue }, keys, log);
    expect(store.attempts).toBe(1);
    expect(keys.map(exists)).toEqual([true, true]);
    expect(logs.at(-1)).toEqual(['warn', 'Photos non supprimées du stockage : nouvel essai en tâche de fond']);
    await waitFor(() => !keys.some(exists), 20_000);
    expect(store.attempts).toBe(3);
    const jobs = await sql<{
      state: string;
      retry_count: number;
      data: { keys: string[] };
    }>`select state, retry_count, data from pgboss.job where name = 'photo-files-delete'`.execute(database.db);
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0]!.data).toEqual({ keys });
    expect(jobs.rows[0]!.retry_count).toBe(1);
  });
});

it('without a job queue (JOBS=off), a failed deletion is logged and the request still succeeds', async () => {
  const store = flakyStore(1);
  await expect(removeFiles({ files: store, jobs: null }, ['reprises/2/c0ffee.jpg'], log)).resolves.toBeUndefined();
  expect(logs.at(-1)).toEqual(['error', 'Photos non supprimées du stockage']);
});

const photoTradeinId = async () =>
  (await sql<{ id: number }>`select id from reprises order by id limit 1`.execute(database.db)).rows[0]!.id;
const insertPhotoRow = (tradeinId: number, key: string) =>
  sql`insert into reprise_photos (reprise_id, storage_key, content_type, width, height, bytes) values (${tradeinId}, ${key}, 'image/jpeg', 1, 1, 4)`.execute(
    database.db,
  );

describe('an S3 bucket (s3rver)', () => {
  let server: S3rver;
  let bucketDir: string;
  afterAll(async () => {
    await server?.close();
    if (bucketDir) fs.rmSync(bucketDir, { recursive: true, force: true });
  });

  it('has its orphans swept too: deleted trade-in photos do not stay in the bucket', async () => {
    bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-s3rver-orphans-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: bucketDir,
      silent: true,
      configureBuckets: [{ name: 'ga-photos', configs: [] }],
    });
    const { port } = (await server.run()) as unknown as { port: number };
    const bucket = createS3Store({
      bucket: 'ga-photos',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-west-3',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const tradeinId = await photoTradeinId();
    const kept = `reprises/${tradeinId}/5e6f7a8b-gardee.jpg`;
    const orphans = [`reprises/${tradeinId}/9c0d1e2f-supprimee.jpg`, 'reprises/888888/3a4b5c6d-orpheline.jpg'];
    for (const key of [kept, ...orphans]) await bucket.put(key, Buffer.from('jpeg'), 'image/jpeg');
    await bucket.put('autre/ne-pas-toucher.jpg', Buffer.from('jpeg'), 'image/jpeg');
    // A database without a single photo row is not the bucket's (a wrong DATABASE_URL): the nightly
    // sweep removes nothing.
    await sql`delete from reprise_photos`.execute(database.db);
    expect(await removeOrphanFiles(database.db, bucket, { olderThan: new Date(Date.now() + 60_000) })).toBe(0);
    await insertPhotoRow(tradeinId, kept);

    expect(await removeOrphanFiles(database.db, bucket, { olderThan: new Date(Date.now() - 3_600_000) })).toBe(0);
    expect(await removeOrphanFiles(database.db, bucket, { olderThan: new Date(Date.now() + 60_000) })).toBe(2);
    expect((await bucket.list('')).map((f) => f.key).sort()).toEqual(['autre/ne-pas-toucher.jpg', kept]);
  });
});

// Last: it empties the requests.
describe('a reseed', () => {
  it('removes the files of FILES_DIR that no photo row references, keeps the others', async () => {
    const tradeinId = await photoTradeinId();
    const kept = `reprises/${tradeinId}/0d9a4c7e-gardee.jpg`;
    const orphans = [
      'reprises/999999/1a2b3c-orpheline.jpg',
      `reprises/${tradeinId}/4d5e6f-orpheline.jpg`,
      `reprises/${tradeinId}/7a8b9c-coupee.jpg.5e1d.tmp`,
    ];
    for (const key of [kept, ...orphans]) {
      fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      fs.writeFileSync(path.join(dir, key), 'jpeg');
    }
    await insertPhotoRow(tradeinId, kept);
    const disk = createDiskStore(dir);

    // The nightly sweep spares files changed within the grace period (an upload in progress).
    expect(await removeOrphanFiles(database.db, disk, { olderThan: new Date(Date.now() - 3_600_000) })).toBe(0);
    expect(await removeOrphanFiles(database.db, disk)).toBe(3);
    expect([kept, ...orphans].map(exists)).toEqual([true, false, false, false]);

    // What the seed CLI does: every request (and photo row) gone, then the files.
    await sql`truncate reprises restart identity cascade`.execute(database.db);
    expect(await removeOrphanFiles(database.db, disk)).toBe(1);
    expect(exists(kept)).toBe(false);
    // An empty or missing folder is fine.
    expect(await removeOrphanFiles(database.db, createDiskStore(path.join(dir, 'absent')))).toBe(0);
  });
});
