/**
 * Structured JSON logs (pino, through Fastify) that carry a request id and no personal data:
 * - the request id comes from `X-Request-Id` when the caller sent a sane one (the site server
 *   sends its own, so a page and the API calls it made share one id), else a new UUID; every reply
 *   gives it back in `X-Request-Id`;
 * - a request is logged by its method and route TEMPLATE (`/api/reprise/registration/:plate`),
 *   never its URL (a plate, a search or an e-mail in a query string are personal data), never the
 *   visitor's IP address, never a header (tokens, API key, cookies);
 * - error objects keep their message and stack, with secrets that might sit in them masked.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, saneRequestId } from '@ga/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export { REQUEST_ID_HEADER };

/** Fastify's `genReqId`: the caller's sane X-Request-Id, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  return saneRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** Fastify's `logger` option (false: no log, as in the tests). */
export function loggerOptions(level: string | false) {
  if (level === false) return false;
  return {
    level,
    messageKey: 'message',
    redact: {
      paths: ['*.password', '*.current_password', '*.new_password', '*.token', '*.access_token', '*.authorization', '*.email', '*.phone', 'err.config', 'err.headers'],
      censor: '[masqué]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions?.url ?? '(aucune route)' }),
      res: (reply: FastifyReply) => ({ status: reply.statusCode }),
      // Not pino's default (every own property): a PostgreSQL error's `detail` quotes the values.
      err: (error: Error & { code?: unknown }) => ({ type: error.name, message: error.message, code: error.code, stack: error.stack }),
    },
  };
}
