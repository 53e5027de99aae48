/**
 * The reprise_photos table (migrations/0014_reprise_photos.ts) as Kysely sees it.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import type { RepriseTables } from '../../reprises/table';

export interface ReprisePhotosTable {
  id: Generated<number>;
  reprise_id: number;
  storage_key: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  original_name: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PhotoTables = RepriseTables & { reprise_photos: ReprisePhotosTable };
export const withPhotos = <T extends Db | Tx>(db: T) => db.withTables<PhotoTables>();
