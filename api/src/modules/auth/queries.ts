/**
 * SQL of the access tokens (only their SHA-256 hash is stored).
 */
import type { Db, Tx } from '../../db/transaction';

export async function insertAccessToken(
  db: Db | Tx,
  token: { userId: number; tokenHash: string; clientId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      client_id: token.clientId,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** The token's row when it is neither revoked nor expired. */
export function findLiveToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('access_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserTokens(db: Db | Tx, userId: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
