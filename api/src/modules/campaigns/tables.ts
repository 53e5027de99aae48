/**
 * The campaigns table (events and promotions, migrations/0009_catalogue_extras.ts) as Kysely
 * sees it, added to the app's schema with `withTables` for this module's queries.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { GeneratedTimestamp } from '../../db/columns';

type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

export interface CampaignsTable {
  id: Generated<number>;
  kind: 'event' | 'promotion';
  slug: string;
  title: string;
  subtitle: string | null;
  paragraphs: Json<string[]>;
  illustration: string;
  /** "YYYY-MM-DD" (date columns are parsed as strings on both drivers). */
  starts_on: string;
  ends_on: string;
  search: Json<Record<string, unknown>>;
  place: NullableJson<{ name: string; address: string; postal_code: string; city: string }>;
  opening_hours: string | null;
  discount_label: string | null;
  conditions: NullableJson<string[]>;
  created_at: GeneratedTimestamp;
}

export type CampaignDb = Kysely<Database & { campaigns: CampaignsTable }>;
export const withCampaigns = (db: Db): CampaignDb => db.withTables<{ campaigns: CampaignsTable }>();
