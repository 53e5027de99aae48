import { randomUUID } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER, saneRequestId } from '../contracts';

/**
 * The site server's JSON logs (SITE_LOG_LEVEL): each request under its id (sent on to the API in
 * X-Request-Id), by method and path — never the query string (a link's token), the IP or headers.
 */
export function siteLogger(level: string) {
  return {
    level,
    messageKey: 'message',
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split('?')[0] }),
      res: (reply: { statusCode: number }) => ({ status: reply.statusCode }),
    },
  };
}

/**
 * Fastify options that name each request: the load balancer's X-Request-Id when it is sane (so one
 * id follows the request from the edge to the API), else a new UUID; logged as `request_id`. The
 * header is taken only from a proxy of SITE_TRUST_PROXY (the TCP peer, by the rules Fastify applies
 * to X-Forwarded-For): the site server sends the id on to the API with its credential, and the API
 * keeps an id only from it, so a visitor must not choose the id the API's logs file its calls under.
 */
export function requestIdOptions(
  trustProxy: false | readonly string[],
): Pick<FastifyServerOptions, 'genReqId' | 'logController'> {
  const trusted = trustProxy ? proxyAddr.compile([...trustProxy]) : () => false;
  return {
    genReqId: (request) => {
      const peer = request.socket?.remoteAddress;
      const fromProxy = peer !== undefined && trusted(peer, 0);
      return (fromProxy ? saneRequestId(request.headers[REQUEST_ID_HEADER]) : null) ?? randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
  };
}

/** Every response names its request, so a visitor's report can be matched with the logs. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
