/**
 * Bearer token authentication for /api/user*: sets `request.user`, else 401 "Non authentifié.".
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from '../modules/auth/token-service';
import type { AuthContext } from './auth-context';
import { unauthenticated } from './errors';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export function createAuthHook(tokens: TokenService) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const auth = await tokens.verify(token);
    if (!auth) throw unauthenticated();
    request.auth = auth;
  };
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * Optional sign-in (public routes that do more for a signed-in user): no Authorization header →
 * null; a header with an unknown, expired or revoked token → 401 (the client must know), unless
 * `lenient`: then the request is simply signed out (a link opened in a browser holding an old
 * session must still work).
 */
export function createOptionalUser(tokens: TokenService) {
  return async function optionalUser(
    request: FastifyRequest,
    options: { lenient?: boolean } = {},
  ): Promise<number | null> {
    if (!request.headers.authorization) return null;
    const token = bearerToken(request);
    const auth = token ? await tokens.verify(token) : null;
    if (!auth) {
      if (options.lenient) return null;
      throw unauthenticated();
    }
    request.auth = auth;
    return auth.userId;
  };
}
