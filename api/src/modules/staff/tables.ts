/**
 * The staff tables (migrations/0023_staff.ts) as Kysely sees them, added to the app's schema with
 * `withStaff` for this module's queries (and the demo seed).
 */
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Tx } from '../../db/transaction';
import type { StaffRole } from './roles';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

/** jsonb: parsed on read, JSON text on write. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export type StaffAccountsTable = Narrow<
  DB['staff_accounts'],
  {
    role: StaffRole;
  }
>;

export type StaffRecoveryCodesTable = DB['staff_recovery_codes'];

export type StaffSessionsTable = DB['staff_sessions'];

export type StaffSignInChallengesTable = Narrow<
  DB['staff_sign_in_challenges'],
  {
    purpose: 'totp' | 'enrol';
  }
>;

export type StaffEnrolmentLinksTable = DB['staff_enrolment_links'];

export type StaffAuditLogTable = Narrow<
  DB['staff_audit_log'],
  {
    before_data: Json;
    after_data: Json;
  }
>;

export type StaffInboxTable = DB['staff_inbox'];

export type StaffInboxNotesTable = DB['staff_inbox_notes'];

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
