// Who may read the ops endpoints (`/metrics`, `/ops/*`) of the API and of the site server: the one
// rule for the OPS_TOKEN setting (docs/security.md). Node only: a subpath of @ga/config that no
// browser bundle imports.
// - OPS_TOKEN set: `Authorization: Bearer <OPS_TOKEN>` and nothing else, from any address, the
//   loopback included (a same-host proxy, a sidecar or another local user is no operator);
// - OPS_TOKEN unset (a developer's machine; the API refuses it with NODE_ENV=production): a client
//   on this machine's loopback that no proxy forwarded. A request that carries any forwarding header
//   (`X-Forwarded-For`, `Forwarded`, `X-Real-IP`, `Via`…) was forwarded, whatever its peer.
import { createHash, timingSafeEqual } from 'node:crypto';

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
];

const digest = (value) => createHash('sha256').update(value).digest();

export const wasForwarded = (headers) => FORWARDING_HEADERS.some((name) => headers[name] !== undefined);

/** @param {{ headers: Record<string, unknown>, remoteAddress?: string }} request @param {string|null} opsToken */
export function opsAllowed({ headers, remoteAddress }, opsToken) {
  if (opsToken) {
    const header = headers.authorization;
    return (
      typeof header === 'string' &&
      header.startsWith('Bearer ') &&
      timingSafeEqual(digest(header.slice(7)), digest(opsToken))
    );
  }
  return LOOPBACK.test(remoteAddress ?? '') && !wasForwarded(headers);
}
