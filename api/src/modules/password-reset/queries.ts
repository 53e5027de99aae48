/**
 * SQL of the password-reset links (table password_resets: SHA-256 of the token, expiry, use).
 */
import type { Db, Tx } from '../../db/transaction';

type Conn = Db | Tx;

export function findUserByEmail(db: Conn, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'fullname']).where('email', '=', email).executeTakeFirst();
}

export async function insertResetToken(db: Conn, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

/** The account of a link that is neither used nor expired, or undefined. */
export function findActiveReset(db: Conn, tokenHash: string, now: Date) {
  return db
    .selectFrom('password_resets as pr')
    .innerJoin('users as u', 'u.id', 'pr.user_id')
    .select(['pr.id', 'u.id as user_id', 'u.email', 'u.fullname'])
    .where('pr.token_hash', '=', tokenHash)
    .where('pr.used_at', 'is', null)
    .where('pr.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks the link used if it still is usable; undefined when another request used it first or it
 * expired (the row lock makes this the single point where a link is consumed).
 */
export function consumeReset(trx: Tx, tokenHash: string, now: Date) {
  return trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id'])
    .executeTakeFirst();
}

/** Every other pending link of the user stops working (after a reset or a password change). */
export async function expireUserResets(db: Conn, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
