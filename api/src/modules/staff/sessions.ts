/**
 * Staff sessions. The session id is 32 random bytes in an HttpOnly cookie (SameSite=Strict,
 * Path=/api/staff, Secure when the API's public URL is https); the database keeps only its SHA-256.
 * A NEW id is issued at each sign-in, after the second factor (no fixation: nothing the browser held
 * before the sign-in becomes a session).
 *
 * CSRF: SameSite=Strict already keeps the cookie off cross-site requests; on top of it every
 * POST / PUT / DELETE of /api/staff/* must carry `X-CSRF-Token`, an HMAC of the session id (key:
 * the API's signing key), so it needs no storage and GET /api/staff/me can give it again after a
 * reload. A page of another origin can neither read the cookie nor compute the token.
 *
 * Sessions end after STAFF_SESSION_IDLE_SECONDS (8 h) without a successful request (sliding), when
 * revoked (sign-out, from the list of sessions, or all at once on a password change, a 2FA reset, a
 * role change or a disabled account).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { STAFF_SESSION_COOKIE } from '@ga/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config';
import type { Tx } from '../../db/transaction';
import { hashToken } from '../auth/token-service';
import { insertSession } from './session-queries';
import type { RequestMeta } from './audit';

export const STAFF_COOKIE_PATH = '/api/staff';

export function csrfToken(signingKey: Buffer, sessionId: string): string {
  return createHmac('sha256', signingKey).update(`staff-csrf:${sessionId}`).digest('base64url');
}

export function sameCsrf(signingKey: Buffer, sessionId: string, given: string): boolean {
  const a = Buffer.from(csrfToken(signingKey, sessionId));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function cookieOptions(config: Config): CookieSerializeOptions {
  return {
    path: STAFF_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicApiUrl.startsWith('https:'),
    // A browser session cookie; the server ends it after 8 h idle (the database decides, not the browser).
  };
}

export { STAFF_SESSION_COOKIE };

export interface OpenedSession {
  sessionId: string;
  rowId: number;
  csrf: string;
}

/** Opens a session (inside the sign-in transaction). */
export async function openSession(
  trx: Tx,
  signingKey: Buffer,
  staffId: number,
  meta: RequestMeta,
): Promise<OpenedSession> {
  const sessionId = randomBytes(32).toString('base64url');
  const rowId = await insertSession(trx, {
    staffId,
    sessionHash: hashToken(sessionId),
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { sessionId, rowId, csrf: csrfToken(signingKey, sessionId) };
}

export const idleSince = (config: Config) => new Date(Date.now() - config.staff.sessionIdleSeconds * 1000);
