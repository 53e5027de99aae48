/**
 * Kysely types of the content area's tables (generated from migrations/0015_public_forms.ts), added to
 * the shared Database type with `withTables`.
 */
import type { ColumnType, Generated } from 'kysely';
import type { FormField } from '@ga/contracts';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

type Json<T> = ColumnType<T, string, string>;

export type ContentTables = {
  bot_check_uses: DB['bot_check_uses'];
  contact_requests: Narrow<
    DB['contact_requests'],
    {
      status: Generated<'nouvelle' | 'en_cours' | 'traitee'>;
    }
  >;
  newsletter_subscribers: Narrow<
    DB['newsletter_subscribers'],
    {
      status: 'en_attente' | 'inscrit' | 'desinscrit';
      source: 'formulaire' | 'compte';
    }
  >;
  form_pages: Narrow<
    DB['form_pages'],
    {
      intro: Json<string[]>;
      fields: Json<FormField[]>;
    }
  >;
  form_replies: Narrow<
    DB['form_replies'],
    {
      values: Json<Record<string, unknown>>;
    }
  >;
  teams: DB['teams'];
  team_members: DB['team_members'];
  partners: Narrow<
    DB['partners'],
    {
      description: Json<string[]>;
      benefits: Json<string[]>;
    }
  >;
};

export const contentDb = (db: Db) => db.withTables<ContentTables>();
export const contentTx = (trx: Tx) => trx.withTables<ContentTables>();

/** « C-2026-000123 »: what a visitor quotes about a request (prefix, year, id). */
export const referenceOf = (prefix: string, id: number, at = new Date()) =>
  `${prefix}-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
