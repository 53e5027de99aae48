/** Kysely type of recently_viewed (generated from migrations/0020_recently_viewed.ts). */
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';

export type RecentlyViewedTables = {
  recently_viewed: DB['recently_viewed'];
};

export const recentlyViewedDb = <T extends Db | Tx>(db: T) => db.withTables<RecentlyViewedTables>();
