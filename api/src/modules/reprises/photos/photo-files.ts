/**
 * Photo files that must go:
 *  - files whose deletion failed (store down, S3 error) after their rows were deleted (a photo
 *    removed, a request or an account deleted): queued as a `photo-files-delete` job (pg-boss,
 *    jobs/job-queue.ts) tried again with backoff, instead of being only logged;
 *  - files of the private store (FILES_DIR) that no reprise_photos row references once the
 *    database is seeded again (seed CLI, first start on an empty database): removed.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/transaction';
import type { FileStore } from '../../../files/store-contract';
import type { JobQueue, JobRetry } from '../../../jobs/job-queue';
import { allStorageKeys } from './queries';

export const PHOTO_FILES_QUEUE = 'photo-files-delete';
/** 10 more tries: about 30 s, 1, 2, 4… minutes later (pg-boss doubles the delay, with jitter), some 8 hours in all. */
export const PHOTO_FILES_RETRY: JobRetry = { limit: 10, delaySeconds: 30, backoff: true };

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

const keysOf = (data: unknown): string[] => {
  const keys = (data as { keys?: unknown } | null)?.keys;
  return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
};

/** The job that deletes the files again; it throws while the store fails, so pg-boss retries. */
export async function registerPhotoFileJobs(queue: JobQueue, files: FileStore, retry: JobRetry = PHOTO_FILES_RETRY): Promise<void> {
  await queue.register(PHOTO_FILES_QUEUE, async (data) => {
    const keys = keysOf(data);
    if (keys.length) await files.delete(keys);
  }, { singleton: false, retry });
}

/** A deletion that failed: queued as a job, else (no queue, or the queue fails too) logged. */
export async function retryLater(queue: JobQueue | null, keys: string[], err: unknown, log: Log): Promise<void> {
  if (queue) {
    try {
      await queue.send(PHOTO_FILES_QUEUE, { keys });
      log.warn({ err, keys }, 'Photos non supprimées du stockage : nouvel essai en tâche de fond');
      return;
    } catch (queueErr) {
      log.error({ err: queueErr, keys }, 'Suppression des photos non mise en file');
    }
  }
  log.error({ err, keys }, 'Photos non supprimées du stockage');
}

/** Files under `dir`, as store keys (`reprises/12/….jpg`), temporary files included. */
async function keysOnDisk(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, 'reprises'), { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * Removes the files of the disk store (`dir`, FILES_DIR) that no reprise_photos row references:
 * after a reseed, the photos of the requests that are gone. Returns how many were removed. An S3
 * bucket is left alone (its lifecycle rules are the operator's).
 */
export async function removeOrphanFiles(db: Db, files: { dir: string; s3: unknown }): Promise<number> {
  if (files.s3) return 0;
  const onDisk = await keysOnDisk(files.dir);
  if (!onDisk.length) return 0;
  const kept = new Set(await allStorageKeys(db));
  const orphans = onDisk.filter((key) => !kept.has(key));
  await Promise.all(orphans.map((key) => rm(path.join(files.dir, ...key.split('/')), { force: true })));
  return orphans.length;
}
