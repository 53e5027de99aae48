/**
 * Photo files that must go:
 *  - files whose deletion failed (store down, S3 error) after their rows were deleted (a photo
 *    removed, a request or an account deleted): queued as a `photo-files-delete` job (pg-boss,
 *    jobs/job-queue.ts) tried again with backoff, instead of being only logged;
 *  - files of the store that no reprise_photos row references: in FILES_DIR, all of them once the
 *    database is seeded again (seed CLI, first start on an empty database); in FILES_DIR or the S3
 *    bucket, those a day old every night (a deletion whose retries all failed, an upload cut
 *    short). A bucket is never emptied at start-up: an API started on the wrong (empty) database
 *    must not delete the photos of the right one.
 */
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
export async function registerPhotoFileJobs(
  queue: JobQueue,
  files: FileStore,
  retry: JobRetry = PHOTO_FILES_RETRY,
): Promise<void> {
  await queue.register(
    PHOTO_FILES_QUEUE,
    async (data) => {
      const keys = keysOf(data);
      if (keys.length) await files.delete(keys);
    },
    { singleton: false, retry },
  );
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

/** A file no row names is an orphan only this long after its last change: an upload writes its file before its row. */
export const ORPHAN_GRACE_HOURS = 24;
export const PHOTO_ORPHANS_QUEUE = 'photo-files-orphans';
/** Every night at 04:10 UTC, after the retention job (03:30) has deleted the requests of the day. */
export const PHOTO_ORPHANS_CRON = '10 4 * * *';

/**
 * Removes the trade-in photo files of the store (the disk folder or the S3 bucket, whichever is
 * configured) that no reprise_photos row references: a reseed's, a deletion whose retries all
 * failed, an upload whose row was never written. `olderThan` spares the files changed since (an
 * upload in progress on another instance); a reseed passes none. Returns how many were removed.
 * With `olderThan` (the nightly sweep) nothing is removed while no photo row exists at all: a
 * database that holds none is not the one the store's files belong to (a wrong DATABASE_URL, a
 * restore under way), and its sweep would empty the store.
 */
export async function removeOrphanFiles(db: Db, files: FileStore, options: { olderThan?: Date } = {}): Promise<number> {
  const stored = await files.list('reprises/');
  if (!stored.length) return 0;
  const kept = new Set(await allStorageKeys(db));
  if (options.olderThan && kept.size === 0) return 0;
  const orphans = stored
    .filter((f) => !kept.has(f.key) && (!options.olderThan || f.modified < options.olderThan))
    .map((f) => f.key);
  for (let i = 0; i < orphans.length; i += 100) await files.delete(orphans.slice(i, i + 100));
  return orphans.length;
}

/** The nightly sweep of orphan files, on the job queue (one run across instances). */
export async function registerPhotoOrphanSweep(
  queue: JobQueue,
  db: Db,
  files: FileStore,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await queue.register(
    PHOTO_ORPHANS_QUEUE,
    async () => {
      const removed = await removeOrphanFiles(db, files, {
        olderThan: new Date(Date.now() - ORPHAN_GRACE_HOURS * 3_600_000),
      });
      log.info({ removed, store: files.kind }, 'Photos sans demande supprimées du stockage');
    },
    { cron: PHOTO_ORPHANS_CRON },
  );
}
