/**
 * Access tokens: 32 random bytes given once to the client, stored as a SHA-256 hash, with an
 * expiry, revocable.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TokenResponse } from '@ga/contracts';
import type { Db, Tx } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-context';
import { findLiveToken, insertAccessToken, revokeToken, revokeUserTokens } from './queries';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenService {
  issue(db: Db | Tx, userId: number, clientId: string): Promise<TokenResponse>;
  verify(token: string): Promise<AuthContext | null>;
  revoke(tokenId: number): Promise<void>;
  revokeAllForUser(db: Db | Tx, userId: number): Promise<void>;
}

export function createTokenService(db: Db, ttlSeconds: number): TokenService {
  return {
    async issue(conn, userId, clientId) {
      const token = randomBytes(32).toString('base64url');
      await insertAccessToken(conn, {
        userId,
        tokenHash: hashToken(token),
        clientId,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
      return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
    },

    async verify(token) {
      if (token.length > 200) return null;
      const row = await findLiveToken(db, hashToken(token));
      return row ? { userId: row.user_id, tokenId: row.id } : null;
    },

    async revoke(tokenId) {
      await revokeToken(db, tokenId);
    },

    async revokeAllForUser(conn, userId) {
      await revokeUserTokens(conn, userId);
    },
  };
}
