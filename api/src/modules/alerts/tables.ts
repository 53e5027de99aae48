/** Kysely type of search_alerts (mirror of migrations/0021_alerts.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp, NullableTimestamp } from '../../db/columns';

export type AlertTables = {
  search_alerts: {
    id: Generated<number>;
    user_id: number;
    name: string;
    path: string;
    query: ColumnType<Record<string, unknown>, string, string>;
    paused: Generated<boolean>;
    created_at: GeneratedTimestamp;
    last_checked_at: GeneratedTimestamp;
    last_sent_at: NullableTimestamp;
  };
};

export const alertsDb = <T extends Db | Tx>(db: T) => db.withTables<AlertTables>();
