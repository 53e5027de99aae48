/**
 * Authentication of /api/staff/* (apart from the visitor's bearer token, which it never reads):
 * the session cookie → a live session of an enabled account (else 401); on POST / PUT / DELETE the
 * CSRF header (else 403); the role the route needs (else 403). A visitor's `Authorization: Bearer`
 * header means nothing here, and the visitor routes never read this cookie (the cookie parser is
 * registered in the staff module's scope only).
 *
 * The session slides: a successful request (status < 400) moves last_seen_at, before the reply is
 * sent (at most once a minute per session, to spare the database).
 */
import { STAFF_CSRF_HEADER, STAFF_MESSAGES } from '@ga/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/errors';
import { hashToken } from '../auth/token-service';
import { rolesFrom, type StaffRole } from './roles';
import { findLiveSession, touchSession } from './session-queries';
import { idleSince, sameCsrf, STAFF_SESSION_COOKIE } from './sessions';

export interface StaffContext {
  id: number;
  email: string;
  full_name: string;
  role: StaffRole;
  /** The staff_sessions row of this request. */
  sessionRowId: number;
  /** The session id itself (the cookie's value), to derive the CSRF token. */
  sessionId: string;
  lastSeenAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffContext | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOUCH_EVERY_MS = 60_000;

export const staffUnauthenticated = () => new HttpError(401, STAFF_MESSAGES.unauthenticated);

export function createStaffAuth(deps: AppDeps) {
  return function requireStaff(least: StaffRole) {
    const allowed = rolesFrom(least);
    return async function staffHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const sessionId = request.cookies?.[STAFF_SESSION_COOKIE];
      if (!sessionId || sessionId.length > 100) throw staffUnauthenticated();
      const s = await findLiveSession(deps.db, hashToken(sessionId), idleSince(deps.config));
      if (!s || s.disabled_at || !s.totp_enrolled_at) throw staffUnauthenticated();
      if (UNSAFE.has(request.method)) {
        const header = request.headers[STAFF_CSRF_HEADER];
        const given = Array.isArray(header) ? header[0] : header;
        if (!given || !sameCsrf(deps.signingKey, sessionId, given)) throw new HttpError(403, STAFF_MESSAGES.csrf);
      }
      if (!allowed.includes(s.role)) throw new HttpError(403, STAFF_MESSAGES.forbidden);
      request.staff = {
        id: s.id,
        email: s.email,
        full_name: s.full_name,
        role: s.role,
        sessionRowId: s.session_id,
        sessionId,
        lastSeenAt: s.last_seen_at,
      };
    };
  };
}

export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw staffUnauthenticated();
  return request.staff;
}

/** Slides the session of successful requests (registered in the staff module's scope). */
export function registerSessionSliding(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('staff', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const staff = request.staff;
    if (staff && reply.statusCode < 400 && Date.now() - staff.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await touchSession(deps.db, staff.sessionRowId);
    return payload;
  });
}
