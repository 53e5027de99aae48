/**
 * Kysely types of the content area's tables (mirror of migrations/0015_public_forms.ts), added to
 * the shared Database type with `withTables`.
 */
import type { ColumnType, Generated } from 'kysely';
import type { FormField } from '@ga/contracts';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp } from '../../db/columns';

type Json<T> = ColumnType<T, string, string>;

export type ContentTables = {
  bot_check_uses: { nonce: string; expires_at: Date };
  contact_requests: {
    id: Generated<number>;
    reference: string;
    fullname: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    vehicle_id: number | null;
    user_id: number | null;
    status: Generated<'nouvelle' | 'en_cours' | 'traitee'>;
    created_at: GeneratedTimestamp;
  };
  newsletter_subscribers: {
    id: Generated<number>;
    email: string;
    status: 'en_attente' | 'inscrit' | 'desinscrit';
    source: 'formulaire' | 'compte';
    confirm_token_hash: string | null;
    confirm_expires_at: Date | null;
    requested_at: GeneratedTimestamp;
    confirmed_at: Date | null;
    unsubscribed_at: Date | null;
  };
  form_pages: {
    id: Generated<number>;
    slug: string;
    title: string;
    description: string;
    intro: Json<string[]>;
    fields: Json<FormField[]>;
    submit_label: string;
    success_title: string;
    success_message: string;
    is_active: Generated<boolean>;
  };
  form_replies: {
    id: Generated<number>;
    reference: string;
    form_page_id: number;
    values: Json<Record<string, unknown>>;
    email: string | null;
    user_id: number | null;
    created_at: GeneratedTimestamp;
  };
  teams: { id: Generated<number>; slug: string; name: string; mission: string; position: Generated<number> };
  team_members: {
    id: Generated<number>;
    team_id: number;
    first_name: string;
    role: string;
    speciality: string;
    position: Generated<number>;
  };
  partners: {
    id: Generated<number>;
    slug: string;
    name: string;
    category: string;
    summary: string;
    description: Json<string[]>;
    benefits: Json<string[]>;
    site_path: string | null;
    colour: string;
    position: Generated<number>;
    is_active: Generated<boolean>;
  };
};

export const contentDb = (db: Db) => db.withTables<ContentTables>();
export const contentTx = (trx: Tx) => trx.withTables<ContentTables>();

/** « C-2026-000123 »: what a visitor quotes about a request (prefix, year, id). */
export const referenceOf = (prefix: string, id: number, at = new Date()) =>
  `${prefix}-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
