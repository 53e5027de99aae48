/**
 * Ops endpoints (`/metrics`, `/ops/*`): never public (docs: security). Two ways in:
 * - OPS_TOKEN set: `Authorization: Bearer <OPS_TOKEN>` and nothing else, from any address, the
 *   loopback included (a same-host proxy, a sidecar or another local user is no operator);
 * - OPS_TOKEN unset (a developer's machine; refused at start-up with NODE_ENV=production): a client
 *   on this machine's loopback that no proxy forwarded. A request that carries any forwarding
 *   header (`X-Forwarded-For`, `Forwarded`, `X-Real-IP`, `Via`…) was forwarded, whatever its peer.
 * Anyone else gets the API's 404, as if the route did not exist.
 */
import { API_MESSAGES } from '@ga/contracts';
import { FORWARDING_HEADERS, opsAllowed as allowed } from '@ga/config/ops-access';
import type { FastifyReply, FastifyRequest } from 'fastify';

export { FORWARDING_HEADERS };

/** The rule itself is @ga/config's (the site server's /metrics follows it too). */
export function opsAllowed(request: FastifyRequest, opsToken: string | null): boolean {
  return allowed({ headers: request.headers, remoteAddress: request.raw.socket.remoteAddress }, opsToken);
}

/** A preHandler that answers 404 to anyone but ops. */
export function requireOps(opsToken: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!opsAllowed(request, opsToken)) return reply.code(404).send({ message: API_MESSAGES.routeNotFound });
  };
}
