/** Kysely type of search_alerts (generated from migrations/0021_alerts.ts). */
import type { ColumnType } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type AlertTables = {
  search_alerts: Narrow<
    DB['search_alerts'],
    {
      query: ColumnType<Record<string, unknown>, string, string>;
    }
  >;
};

export const alertsDb = <T extends Db | Tx>(db: T) => db.withTables<AlertTables>();
