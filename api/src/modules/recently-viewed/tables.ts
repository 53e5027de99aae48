/** Kysely type of recently_viewed (mirror of migrations/0020_recently_viewed.ts). */
import type { ColumnType } from 'kysely';
import type { Db, Tx } from '../../db/transaction';

export type RecentlyViewedTables = {
  recently_viewed: {
    user_id: number;
    vehicle_id: number;
    viewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
};

export const recentlyViewedDb = <T extends Db | Tx>(db: T) => db.withTables<RecentlyViewedTables>();
