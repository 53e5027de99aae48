/**
 * The reprise_photos table (migrations/0014_reprise_photos.ts) as Kysely sees it.
 */
import type { Db, Tx } from '../../../db/transaction';
import type { RepriseTables } from '../tables';
import type { DB } from '../../../db/types/database';

export type ReprisePhotosTable = DB['reprise_photos'];

export type PhotoTables = RepriseTables & { reprise_photos: ReprisePhotosTable };
export const withPhotos = <T extends Db | Tx>(db: T) => db.withTables<PhotoTables>();
