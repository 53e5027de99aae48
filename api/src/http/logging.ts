/**
 * Structured JSON logs (pino, through Fastify) that carry a request id and no personal data:
 * - the request id (the `request_id` of every line and of the audit rows the request writes) is the
 *   site server's `X-Request-Id` when it is sane AND the request carries the site server's
 *   credential (X-Site-Credential = BEACON_SECRET, compared in constant time: site-credential.ts),
 *   so a page and the API calls it made share one id; for any other caller a new UUID — a client
 *   cannot choose the id written in the audit log. A sane `X-Request-Id` from anyone else is kept
 *   apart in the request's lines as `client_request_id`. Every reply gives the id used back in
 *   `X-Request-Id`;
 * - a request is logged by its method and route TEMPLATE (`/api/reprise/registration/:plate`),
 *   never its URL (a plate, a search or an e-mail in a query string are personal data), never the
 *   visitor's IP address, never a header (tokens, API key, cookies);
 * - error objects keep their message and stack, with secrets that might sit in them masked.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, saneRequestId } from '@ga/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { carriesSiteCredential, credentialDigest } from './site-credential';

export { REQUEST_ID_HEADER };

/** The log field of a caller's own X-Request-Id, when it was not taken as the request id. */
export const CLIENT_REQUEST_ID_LABEL = 'client_request_id';

/**
 * Fastify's `genReqId` and `childLoggerFactory`: the site server's sane X-Request-Id when the
 * request carries its credential (`siteCredential`, BEACON_SECRET; unset: no caller is the site
 * server), else a new UUID; a sane id the caller sent and that was not taken is bound to the
 * request's log lines as `client_request_id` (never to the audit rows).
 */
export function requestIdOptions(
  siteCredential: string | null | undefined,
): Pick<FastifyServerOptions, 'genReqId' | 'childLoggerFactory'> {
  const expected = siteCredential ? credentialDigest(siteCredential) : null;
  return {
    genReqId: (request: IncomingMessage) => {
      const given = saneRequestId(request.headers[REQUEST_ID_HEADER]);
      return given && expected && carriesSiteCredential(request.headers, expected) ? given : randomUUID();
    },
    childLoggerFactory(logger: FastifyBaseLogger, bindings, options, request) {
      const given = saneRequestId(request.headers[REQUEST_ID_HEADER]);
      const own = (bindings as Record<string, unknown>).request_id;
      return logger.child(
        given && given !== own ? { ...bindings, [CLIENT_REQUEST_ID_LABEL]: given } : bindings,
        options,
      );
    },
  };
}

/** Fastify's `logger` option (false: no log, as in the tests). */
export function loggerOptions(level: string | false) {
  if (level === false) return false;
  return {
    level,
    messageKey: 'message',
    redact: {
      paths: [
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.token',
        '*.access_token',
        '*.authorization',
        '*.email',
        '*.phone',
        'err.config',
        'err.headers',
      ],
      censor: '[masqué]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        route: request.routeOptions?.url ?? '(aucune route)',
      }),
      res: (reply: FastifyReply) => ({ status: reply.statusCode }),
      // Not pino's default (every own property): a PostgreSQL error's `detail` quotes the values.
      err: (error: Error & { code?: unknown }) => ({
        type: error.name,
        message: error.message,
        code: error.code,
        stack: error.stack,
      }),
    },
  };
}
