/**
 * The email_tokens table (migrations/0011_account_security.ts) as Kysely sees it.
 */
import type { Generated } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp, Timestamp } from '../../db/columns';

export type EmailLinkPurpose = 'verify' | 'change' | 'sign_in';

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: EmailLinkPurpose;
  /** The address the link was sent to (for `change`: the new address). */
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export type EmailTokenTables = { email_tokens: EmailTokensTable };

export const withEmailTokens = <T extends Db | Tx>(db: T) => db.withTables<EmailTokenTables>();
