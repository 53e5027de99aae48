/**
 * SQL of the trade-in photos (reprise_photos) and of the requests they belong to.
 */
import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import { withPhotos, type TradeinPhotosTable } from './tables';

/** The user's request with its number of photos; undefined when it is not theirs. */
export function tradeinWithPhotoCount(db: Db | Tx, userId: number, tradeinId: number) {
  return withPhotos(db)
    .selectFrom('reprises as r')
    .select((eb) =>
      eb
        .selectFrom('reprise_photos as p')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('p.reprise_id', '=', 'r.id')
        .as('photos'),
    )
    .where('r.id', '=', tradeinId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

/** The status of the user's request, locked with `forUpdate`; undefined when it is not theirs. */
export function tradeinStatus(db: Db | Tx, userId: number, tradeinId: number, forUpdate: boolean) {
  let query = withPhotos(db)
    .selectFrom('reprises')
    .select('status')
    .where('id', '=', tradeinId)
    .where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function tradeinPhotoRows(db: Db, tradeinId: number) {
  return withPhotos(db)
    .selectFrom('reprise_photos')
    .selectAll()
    .where('reprise_id', '=', tradeinId)
    .orderBy('id')
    .execute();
}

export function insertPhoto(trx: Tx, photo: Insertable<TradeinPhotosTable>) {
  return withPhotos(trx).insertInto('reprise_photos').values(photo).returningAll().executeTakeFirstOrThrow();
}

/** The storage key of one of the user's photos. */
export function userPhotoKey(db: Db, userId: number, tradeinId: number, photoId: number) {
  return withPhotos(db)
    .selectFrom('reprise_photos as p')
    .innerJoin('reprises as r', 'r.id', 'p.reprise_id')
    .select('p.storage_key')
    .where('p.id', '=', photoId)
    .where('p.reprise_id', '=', tradeinId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

/** Deletes the photo's row and returns its storage key (undefined when there was none). */
export function deletePhotoRow(trx: Tx, tradeinId: number, photoId: number) {
  return withPhotos(trx)
    .deleteFrom('reprise_photos')
    .where('id', '=', photoId)
    .where('reprise_id', '=', tradeinId)
    .returning('storage_key')
    .executeTakeFirst();
}

/**
 * Storage keys of the photos of one request, or of all of a user's requests, before deleting them:
 * inside that transaction, the requests locked so that no upload slips in between.
 */
export async function photoKeys(db: Db | Tx, where: { userId: number; tradeinId?: number }): Promise<string[]> {
  await sql`SELECT id FROM reprises WHERE user_id = ${where.userId} FOR UPDATE`.execute(db);
  let query = withPhotos(db)
    .selectFrom('reprise_photos as p')
    .innerJoin('reprises as r', 'r.id', 'p.reprise_id')
    .select('p.storage_key')
    .where('r.user_id', '=', where.userId);
  if (where.tradeinId !== undefined) query = query.where('r.id', '=', where.tradeinId);
  return (await query.execute()).map((r) => r.storage_key);
}

/** The storage key of every photo (the files on disk that no row names are orphans). */
export async function allStorageKeys(db: Db): Promise<string[]> {
  const rows = await withPhotos(db).selectFrom('reprise_photos').select('storage_key').execute();
  return rows.map((r) => r.storage_key);
}
