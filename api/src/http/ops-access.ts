/**
 * Ops endpoints (`/metrics`, `/ops/*`): never public (ARCHITECTURE.md « Platform decisions »).
 * Allowed with `Authorization: Bearer <OPS_TOKEN>` when OPS_TOKEN is set; without a token only to a
 * client on this machine's loopback that no proxy forwarded (no X-Forwarded-For). Anyone else gets
 * the API's 404, as if the route did not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES } from '@ga/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const digest = (value: string) => createHash('sha256').update(value).digest();

export function opsAllowed(request: FastifyRequest, opsToken: string | null): boolean {
  const header = request.headers.authorization;
  if (opsToken && typeof header === 'string' && header.startsWith('Bearer ')) {
    return timingSafeEqual(digest(header.slice(7)), digest(opsToken));
  }
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && request.headers['x-forwarded-for'] === undefined;
}

/** A preHandler that answers 404 to anyone but ops. */
export function requireOps(opsToken: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!opsAllowed(request, opsToken)) return reply.code(404).send({ message: API_MESSAGES.routeNotFound });
  };
}
