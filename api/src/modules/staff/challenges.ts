/**
 * The state between the password and the second step: a random token (32 bytes), good 5 minutes,
 * for ONE purpose (`totp`: a TOTP code or a recovery code; `enrol`: the enrolment of an account
 * without TOTP yet), stored hashed, used once. It is not a session: no staff route but the next
 * step reads it, and it is sent in the body (never a cookie or a bearer header), so it cannot pass
 * for a visitor token or a staff session either.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/transaction';
import { hashToken } from '../auth/token-service';
import { findChallenge, insertChallenge } from './account-queries';

export const CHALLENGE_SECONDS = 5 * 60;

export async function issueChallenge(db: Db | Tx, staffId: number, purpose: 'totp' | 'enrol'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertChallenge(db, {
    staffId,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
  return token;
}

export const liveChallenge = (db: Db | Tx, token: string, purpose: 'totp' | 'enrol') =>
  findChallenge(db, hashToken(token), purpose);
