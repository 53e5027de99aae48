/**
 * Trade-in photos in the database (reprise_photos) and in the private file store. A photo is
 * written to the store first, then its row in a transaction that locks its request and counts
 * again (never more than REPRISE_PHOTOS_MAX); a failed row removes the file. Files are removed
 * after their rows (request or account deleted), so a row never points to a missing file.
 */
import { randomUUID } from 'node:crypto';
import { PHOTO_MESSAGES, REPRISE_MESSAGES, REPRISE_PHOTOS_MAX, type ReprisePhoto } from '@ga/contracts';
import type { Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { Db, Tx } from '../../../db/transaction';
import type { FileStore } from '../../../files/store-contract';
import { HttpError, notFound, ValidationError } from '../../../http/errors';
import { retryLater } from './photo-files';
import {
  deletePhotoRow,
  insertPhoto,
  repriseStatus,
  repriseWithPhotoCount,
  reprisePhotoRows,
  userPhotoKey,
} from './queries';
import type { ReprisePhotosTable } from './tables';
import type { ProcessedPhoto } from './photo-image';

export const photoPath = (repriseId: number, photoId: number) => `/api/user/reprises/${repriseId}/photos/${photoId}`;

export function toPhoto(row: Selectable<ReprisePhotosTable>): ReprisePhoto {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: new Date(row.created_at).toISOString(),
    url: photoPath(row.reprise_id, row.id),
  };
}

/** The user's request (404 otherwise) and how many photos it has. */
export async function ownedReprise(db: Db | Tx, userId: number, repriseId: number): Promise<{ photos: number }> {
  const row = await repriseWithPhotoCount(db, userId, repriseId);
  if (!row) throw notFound(REPRISE_MESSAGES.notFound);
  return { photos: Number(row.photos ?? 0) };
}

const OPEN = ['nouvelle', 'en_cours'] as const;

/**
 * The user's request, still open (nouvelle, en cours: 409 otherwise); 404 for anyone else's. With
 * `room`, it must also have room for one more photo (422 otherwise): checked before an upload's
 * body is read, so that a full request costs no decoding (and again when the row is written).
 */
export async function writableReprise(
  db: Db | Tx,
  userId: number,
  repriseId: number,
  { forUpdate = false, room = false } = {},
): Promise<void> {
  const row = await repriseStatus(db, userId, repriseId, forUpdate);
  if (!row) throw notFound(REPRISE_MESSAGES.notFound);
  if (!(OPEN as readonly string[]).includes(row.status)) throw new HttpError(409, PHOTO_MESSAGES.closed);
  if (room && (await ownedReprise(db, userId, repriseId)).photos >= REPRISE_PHOTOS_MAX)
    throw ValidationError.field('photo', PHOTO_MESSAGES.tooMany);
}

export async function listPhotos(db: Db, userId: number, repriseId: number): Promise<ReprisePhoto[]> {
  await ownedReprise(db, userId, repriseId);
  const rows = await reprisePhotoRows(db, repriseId);
  return rows.map(toPhoto);
}

export async function addPhoto(
  db: Db,
  files: FileStore,
  input: { userId: number; repriseId: number; photo: ProcessedPhoto; originalName: string | null },
): Promise<ReprisePhoto> {
  const key = `reprises/${input.repriseId}/${randomUUID()}.jpg`;
  await files.put(key, input.photo.data, 'image/jpeg');
  try {
    return await db.transaction().execute(async (trx) => {
      await writableReprise(trx, input.userId, input.repriseId, { forUpdate: true });
      const { photos } = await ownedReprise(trx, input.userId, input.repriseId);
      if (photos >= REPRISE_PHOTOS_MAX) throw ValidationError.field('photo', PHOTO_MESSAGES.tooMany);
      const row = await insertPhoto(trx, {
        reprise_id: input.repriseId,
        storage_key: key,
        content_type: 'image/jpeg',
        width: input.photo.width,
        height: input.photo.height,
        bytes: input.photo.data.length,
        original_name: input.originalName?.slice(0, 200) ?? null,
      });
      return toPhoto(row);
    });
  } catch (err) {
    await files.delete([key]).catch(() => undefined);
    throw err;
  }
}

/** The JPEG of one of the user's photos (404 for anyone else's or a missing one). */
export async function readPhoto(
  db: Db,
  files: FileStore,
  userId: number,
  repriseId: number,
  photoId: number,
): Promise<Buffer> {
  const row = await userPhotoKey(db, userId, repriseId, photoId);
  const data = row ? await files.get(row.storage_key) : null;
  if (!data) throw notFound(PHOTO_MESSAGES.notFound);
  return data;
}

/** Removes one photo's row (request open, 409 otherwise) and returns its file's key. */
export async function deletePhoto(db: Db, userId: number, repriseId: number, photoId: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await writableReprise(trx, userId, repriseId, { forUpdate: true });
    const row = await deletePhotoRow(trx, repriseId, photoId);
    if (!row) throw notFound(PHOTO_MESSAGES.notFound);
    return row.storage_key;
  });
}

/**
 * After the rows are gone: their files. When the store fails, the deletion is queued as a job
 * (photo-files.ts) retried with backoff; without a job queue (JOBS=off, tests) it is logged.
 */
export async function removeFiles(
  deps: Pick<AppDeps, 'files' | 'jobs'>,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (!keys.length) return;
  try {
    await deps.files.delete(keys);
  } catch (err) {
    await retryLater(deps.jobs, keys, err, log);
  }
}
