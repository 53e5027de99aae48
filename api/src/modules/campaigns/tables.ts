/**
 * The campaigns table (events and promotions, migrations/0009_catalogue_extras.ts) as Kysely
 * sees it, added to the app's schema with `withTables` for this module's queries.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

export type CampaignsTable = Narrow<
  DB['campaigns'],
  {
    kind: 'event' | 'promotion';
    paragraphs: Json<string[]>;
    search: Json<Record<string, unknown>>;
    place: NullableJson<{ name: string; address: string; postal_code: string; city: string }>;
    conditions: NullableJson<string[]>;
  }
>;

export type CampaignDb = Kysely<Database & { campaigns: CampaignsTable }>;
export const withCampaigns = (db: Db): CampaignDb => db.withTables<{ campaigns: CampaignsTable }>();
