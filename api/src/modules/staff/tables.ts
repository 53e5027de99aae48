/**
 * The staff tables (migrations/0023_staff.ts) as Kysely sees them, added to the app's schema with
 * `withStaff` for this module's queries (and the demo seed).
 */
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp, NullableTimestamp, Timestamp } from '../../db/columns';
import type { StaffRole } from './roles';

/** jsonb: parsed on read, JSON text on write. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;
/** bigint: read as text by pg, written as a number. */
type BigInt = ColumnType<string | number | null, number | null | undefined, number | null>;

export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_enrolled_at: NullableTimestamp;
  totp_last_step: BigInt;
  /** Consecutive wrong TOTP codes (migrations/0031_staff_totp_failures.ts). */
  totp_failed_count: Generated<number>;
  is_demo: Generated<boolean>;
  disabled_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  session_hash: string;
  created_at: GeneratedTimestamp;
  last_seen_at: GeneratedTimestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface StaffSignInChallengesTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  purpose: 'totp' | 'enrol';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export interface StaffEnrolmentLinksTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_by: number | null;
  created_at: GeneratedTimestamp;
}

export interface StaffAuditLogTable {
  id: ColumnType<string, never, never>;
  at: GeneratedTimestamp;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  record_type: string | null;
  record_id: string | null;
  before_data: Json;
  after_data: Json;
  request_id: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface StaffInboxTable {
  id: ColumnType<string, never, never>;
  kind: string;
  source_id: number;
  status: string;
  assigned_to: number | null;
  user_id: number | null;
  fullname: string | null;
  email: string | null;
  phone: string | null;
  plate: string | null;
  reference: string | null;
  vehicle_id: number | null;
  summary: string | null;
  due_at: NullableTimestamp;
  search_text: string;
  created_at: Timestamp;
  updated_at: GeneratedTimestamp;
}

export interface StaffInboxNotesTable {
  id: ColumnType<string, never, never>;
  inbox_id: string | number;
  author_id: number;
  body: string;
  created_at: GeneratedTimestamp;
}

export type StaffTables = {
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
  staff_enrolment_links: StaffEnrolmentLinksTable;
  staff_audit_log: StaffAuditLogTable;
  staff_inbox: StaffInboxTable;
  staff_inbox_notes: StaffInboxNotesTable;
};
export type StaffDb = Kysely<Database & StaffTables>;
export type StaffTx = Transaction<Database & StaffTables>;

export const withStaff = (db: Db | Tx): StaffDb => db.withTables<StaffTables>();
