/**
 * SQL of the e-mail links: one unused link per user and purpose at a time, consumed once.
 */
import type { Db, Tx } from '../../db/transaction';
import { withEmailTokens, type EmailLinkPurpose } from './tables';

type Conn = Db | Tx;

/**
 * Stores a new link; the user's earlier unused links of the same purpose stop working. Call it in a
 * transaction: the account row is locked first, so two requests at once never leave two live links
 * (the partial unique index of migrations/0011 would refuse the second anyway).
 */
export async function replaceLink(
  trx: Tx,
  link: {
    userId: number;
    purpose: EmailLinkPurpose;
    email: string;
    tokenHash: string;
    expiresAt: Date;
    /** Absent: the return path of the link replaced, if any (a link sent again keeps it). */
    returnPath?: string | null;
  },
): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', link.userId).forUpdate().execute();
  const t = withEmailTokens(trx);
  const replaced = await t
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', link.userId)
    .where('purpose', '=', link.purpose)
    .where('used_at', 'is', null)
    .returning('return_path')
    .execute();
  await t
    .insertInto('email_tokens')
    .values({
      user_id: link.userId,
      purpose: link.purpose,
      email: link.email,
      token_hash: link.tokenHash,
      expires_at: link.expiresAt,
      return_path: link.returnPath === undefined ? (replaced[0]?.return_path ?? null) : link.returnPath,
    })
    .execute();
}

/**
 * Marks the link used if it still is usable (one of `purposes`) and gives it; undefined when it is
 * unknown, used (also by a concurrent request: the row lock decides) or expired.
 */
export function consumeLink(trx: Tx, tokenHash: string, purposes: EmailLinkPurpose[], now: Date) {
  return withEmailTokens(trx)
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose', 'email', 'return_path'])
    .executeTakeFirst();
}

/** The new address waiting for its confirmation link, if any. */
export async function pendingEmail(db: Conn, userId: number, now: Date = new Date()): Promise<string | null> {
  const row = await withEmailTokens(db)
    .selectFrom('email_tokens')
    .select('email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'change')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Every unused link of the user of these purposes stops working. */
export async function expireLinks(db: Conn, userId: number, purposes: EmailLinkPurpose[], now: Date): Promise<void> {
  await withEmailTokens(db)
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}
