/**
 * The email_tokens table (migrations/0011_account_security.ts) as Kysely sees it.
 */
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type EmailLinkPurpose = 'verify' | 'change' | 'sign_in';

export type EmailTokensTable = Narrow<
  DB['email_tokens'],
  {
    purpose: EmailLinkPurpose;
  }
>;

export type EmailTokenTables = { email_tokens: EmailTokensTable };

export const withEmailTokens = <T extends Db | Tx>(db: T) => db.withTables<EmailTokenTables>();
