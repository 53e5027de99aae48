/** Kysely type of recently_viewed (mirror of migrations/0020_recently_viewed.ts). */
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp } from '../../db/columns';

export type RecentlyViewedTables = {
  recently_viewed: {
    user_id: number;
    vehicle_id: number;
    viewed_at: GeneratedTimestamp;
  };
};

export const recentlyViewedDb = <T extends Db | Tx>(db: T) => db.withTables<RecentlyViewedTables>();
