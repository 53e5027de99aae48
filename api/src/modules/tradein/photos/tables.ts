/**
 * The reprise_photos table (migrations/0014_reprise_photos.ts) as Kysely sees it.
 */
import type { Db, Tx } from '../../../db/transaction';
import type { TradeinTables } from '../requests/tables';
import type { DB } from '../../../db/types/database';

export type TradeinPhotosTable = DB['reprise_photos'];

export type PhotoTables = TradeinTables & { reprise_photos: TradeinPhotosTable };
export const withPhotos = <T extends Db | Tx>(db: T) => db.withTables<PhotoTables>();
