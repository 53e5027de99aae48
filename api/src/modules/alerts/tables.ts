/** Kysely type of search_alerts (mirror of migrations/0021_alerts.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { Db, Tx } from '../../db/transaction';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type AlertTables = {
  search_alerts: {
    id: Generated<number>;
    user_id: number;
    name: string;
    path: string;
    query: ColumnType<Record<string, unknown>, string, string>;
    paused: Generated<boolean>;
    created_at: Timestamp;
    last_checked_at: Timestamp;
    last_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
};

export const alertsDb = <T extends Db | Tx>(db: T) => db.withTables<AlertTables>();
