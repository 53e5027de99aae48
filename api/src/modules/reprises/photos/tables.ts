/**
 * The reprise_photos table (migrations/0014_reprise_photos.ts) as Kysely sees it.
 */
import type { Generated } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import type { RepriseTables } from '../tables';
import type { GeneratedTimestamp } from '../../../db/columns';

export interface ReprisePhotosTable {
  id: Generated<number>;
  reprise_id: number;
  storage_key: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  original_name: string | null;
  created_at: GeneratedTimestamp;
}

export type PhotoTables = RepriseTables & { reprise_photos: ReprisePhotosTable };
export const withPhotos = <T extends Db | Tx>(db: T) => db.withTables<PhotoTables>();
