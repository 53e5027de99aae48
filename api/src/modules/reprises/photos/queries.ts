/**
 * SQL of the trade-in photos (reprise_photos) and of the requests they belong to.
 */
import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import { withPhotos, type ReprisePhotosTable } from './tables';

/** The user's request with its number of photos; undefined when it is not theirs. */
export function repriseWithPhotoCount(db: Db | Tx, userId: number, repriseId: number) {
  return withPhotos(db)
    .selectFrom('reprises as r')
    .select((eb) =>
      eb
        .selectFrom('reprise_photos as p')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('p.reprise_id', '=', 'r.id')
        .as('photos'),
    )
    .where('r.id', '=', repriseId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

/** The status of the user's request, locked with `forUpdate`; undefined when it is not theirs. */
export function repriseStatus(db: Db | Tx, userId: number, repriseId: number, forUpdate: boolean) {
  let query = withPhotos(db)
    .selectFrom('reprises')
    .select('status')
    .where('id', '=', repriseId)
    .where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function reprisePhotoRows(db: Db, repriseId: number) {
  return withPhotos(db)
    .selectFrom('reprise_photos')
    .selectAll()
    .where('reprise_id', '=', repriseId)
    .orderBy('id')
    .execute();
}

export function insertPhoto(trx: Tx, photo: Insertable<ReprisePhotosTable>) {
  return withPhotos(trx).insertInto('reprise_photos').values(photo).returningAll().executeTakeFirstOrThrow();
}

/** The storage key of one of the user's photos. */
export function userPhotoKey(db: Db, userId: number, repriseId: number, photoId: number) {
  return withPhotos(db)
    .selectFrom('reprise_photos as p')
    .innerJoin('reprises as r', 'r.id', 'p.reprise_id')
    .select('p.storage_key')
    .where('p.id', '=', photoId)
    .where('p.reprise_id', '=', repriseId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

/** Deletes the photo's row and returns its storage key (undefined when there was none). */
export function deletePhotoRow(trx: Tx, repriseId: number, photoId: number) {
  return withPhotos(trx)
    .deleteFrom('reprise_photos')
    .where('id', '=', photoId)
    .where('reprise_id', '=', repriseId)
    .returning('storage_key')
    .executeTakeFirst();
}

/**
 * Storage keys of the photos of one request, or of all of a user's requests, before deleting them:
 * inside that transaction, the requests locked so that no upload slips in between.
 */
export async function photoKeys(db: Db | Tx, where: { userId: number; repriseId?: number }): Promise<string[]> {
  await sql`SELECT id FROM reprises WHERE user_id = ${where.userId} FOR UPDATE`.execute(db);
  let query = withPhotos(db)
    .selectFrom('reprise_photos as p')
    .innerJoin('reprises as r', 'r.id', 'p.reprise_id')
    .select('p.storage_key')
    .where('r.user_id', '=', where.userId);
  if (where.repriseId !== undefined) query = query.where('r.id', '=', where.repriseId);
  return (await query.execute()).map((r) => r.storage_key);
}

/** The storage key of every photo (the files on disk that no row names are orphans). */
export async function allStorageKeys(db: Db): Promise<string[]> {
  const rows = await withPhotos(db).selectFrom('reprise_photos').select('storage_key').execute();
  return rows.map((r) => r.storage_key);
}
