/**
 * Ops endpoints (`/metrics`, `/ops/*`): never public (docs: security). Two ways in:
 * - OPS_TOKEN set: `Authorization: Bearer <OPS_TOKEN>` and nothing else, from any address, the
 *   loopback included (a same-host proxy, a sidecar or another local user is no operator);
 * - OPS_TOKEN unset (a developer's machine; refused at start-up with NODE_ENV=production): a client
 *   on this machine's loopback that no proxy forwarded. A request that carries any forwarding
 *   header (`X-Forwarded-For`, `Forwarded`, `X-Real-IP`, `Via`…) was forwarded, whatever its peer.
 * Anyone else gets the API's 404, as if the route did not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES } from '@ga/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Headers by which a proxy names the client it forwards (standard, de facto, and CDNs' own). */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded',
  'forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
] as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

export const wasForwarded = (request: FastifyRequest): boolean => FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);

export function opsAllowed(request: FastifyRequest, opsToken: string | null): boolean {
  if (opsToken) {
    const header = request.headers.authorization;
    return typeof header === 'string' && header.startsWith('Bearer ') && timingSafeEqual(digest(header.slice(7)), digest(opsToken));
  }
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && !wasForwarded(request);
}

/** A preHandler that answers 404 to anyone but ops. */
export function requireOps(opsToken: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!opsAllowed(request, opsToken)) return reply.code(404).send({ message: API_MESSAGES.routeNotFound });
  };
}
