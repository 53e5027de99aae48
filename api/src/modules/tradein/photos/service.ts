/**
 * Trade-in photos in the database (reprise_photos) and in the private file store. A photo is
 * written to the store first, then its row in a transaction that locks its request and counts
 * again (never more than TRADEIN_PHOTOS_MAX); a failed row removes the file. Files are removed
 * after their rows (request or account deleted), so a row never points to a missing file.
 */
import { randomUUID } from 'node:crypto';
import { PHOTO_MESSAGES, TRADEIN_MESSAGES, TRADEIN_PHOTOS_MAX, type TradeinPhoto } from '@ga/contracts';
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
  tradeinStatus,
  tradeinWithPhotoCount,
  tradeinPhotoRows,
  userPhotoKey,
} from './queries';
import type { TradeinPhotosTable } from './tables';
import type { ProcessedPhoto } from './photo-image';

export const photoPath = (tradeinId: number, photoId: number) => `/api/user/reprises/${tradeinId}/photos/${photoId}`;

export function toPhoto(row: Selectable<TradeinPhotosTable>): TradeinPhoto {
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
export async function ownedTradein(db: Db | Tx, userId: number, tradeinId: number): Promise<{ photos: number }> {
  const row = await tradeinWithPhotoCount(db, userId, tradeinId);
  if (!row) throw notFound(TRADEIN_MESSAGES.notFound);
  return { photos: Number(row.photos ?? 0) };
}

const OPEN = ['nouvelle', 'en_cours'] as const;

/**
 * The user's request, still open (nouvelle, en cours: 409 otherwise); 404 for anyone else's. With
 * `room`, it must also have room for one more photo (422 otherwise): checked before an upload's
 * body is read, so that a full request costs no decoding (and again when the row is written).
 */
export async function writableTradein(
  db: Db | Tx,
  userId: number,
  tradeinId: number,
  { forUpdate = false, room = false } = {},
): Promise<void> {
  const row = await tradeinStatus(db, userId, tradeinId, forUpdate);
  if (!row) throw notFound(TRADEIN_MESSAGES.notFound);
  if (!(OPEN as readonly string[]).includes(row.status)) throw new HttpError(409, PHOTO_MESSAGES.closed);
  if (room && (await ownedTradein(db, userId, tradeinId)).photos >= TRADEIN_PHOTOS_MAX)
    throw ValidationError.field('photo', PHOTO_MESSAGES.tooMany);
}

export async function listPhotos(db: Db, userId: number, tradeinId: number): Promise<TradeinPhoto[]> {
  await ownedTradein(db, userId, tradeinId);
  const rows = await tradeinPhotoRows(db, tradeinId);
  return rows.map(toPhoto);
}

export async function addPhoto(
  db: Db,
  files: FileStore,
  input: { userId: number; tradeinId: number; photo: ProcessedPhoto; originalName: string | null },
): Promise<TradeinPhoto> {
  const key = `reprises/${input.tradeinId}/${randomUUID()}.jpg`;
  await files.put(key, input.photo.data, 'image/jpeg');
  try {
    return await db.transaction().execute(async (trx) => {
      await writableTradein(trx, input.userId, input.tradeinId, { forUpdate: true });
      const { photos } = await ownedTradein(trx, input.userId, input.tradeinId);
      if (photos >= TRADEIN_PHOTOS_MAX) throw ValidationError.field('photo', PHOTO_MESSAGES.tooMany);
      const row = await insertPhoto(trx, {
        reprise_id: input.tradeinId,
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
  tradeinId: number,
  photoId: number,
): Promise<Buffer> {
  const row = await userPhotoKey(db, userId, tradeinId, photoId);
  const data = row ? await files.get(row.storage_key) : null;
  if (!data) throw notFound(PHOTO_MESSAGES.notFound);
  return data;
}

/** Removes one photo's row (request open, 409 otherwise) and returns its file's key. */
export async function deletePhoto(db: Db, userId: number, tradeinId: number, photoId: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await writableTradein(trx, userId, tradeinId, { forUpdate: true });
    const row = await deletePhotoRow(trx, tradeinId, photoId);
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
