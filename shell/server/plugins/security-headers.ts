import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { SiteServerConfig } from '../config';
import { buildCsp, createNonce } from '../csp';
import type { RequestRegistries } from '../request-registry';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This response's CSP nonce (base64, new for every request; csp.ts). Every inline `<script>`
     * the server writes into a page carries `nonce="${request.cspNonce}"`.
     */
    cspNonce: string;
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers (nosniff, X-Frame-Options, Referrer-Policy, COOP/CORP, Origin-Agent-Cluster…).
 * Its CSP is off: ours is per response (csp.ts), and helmet's nonce option would also put a nonce
 * in style-src, which makes browsers ignore 'unsafe-inline' there. HSTS is sent over TLS only.
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
});

export type SecureResponse = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Every response's security headers (docs/security.md): helmet's set, HSTS over TLS, and a
 * Content-Security-Policy built for that response from the config and the visitor's registry, with
 * the request's nonce. Also used for requests refused before routing, which skip the hooks.
 */
export function secureResponses(config: SiteServerConfig, registries: RequestRegistries): SecureResponse {
  return async (request, reply) => {
    request.cspNonce ||= createNonce();
    helmetHeaders(request.raw, reply.raw, () => {});
    if (config.siteUrl.startsWith('https:') || request.protocol === 'https')
      reply.header('Strict-Transport-Security', HSTS);
    reply.header(
      'Content-Security-Policy',
      buildCsp({ nonce: request.cspNonce, config, registry: await registries.registryFor(request, reply) }),
    );
  };
}

/** Declares `request.cspNonce` (empty until the request's onRequest hook draws it). */
export function declareCspNonce(app: FastifyInstance): void {
  app.decorateRequest('cspNonce', '');
}

/** A fresh nonce for each request, and the security headers on every routed reply. */
export function registerSecurityHeaders(app: FastifyInstance, secureResponse: SecureResponse): void {
  app.addHook('onRequest', async (request) => {
    request.cspNonce = createNonce();
  });
  // onSend runs for every routed reply: pages, files, JSON, 404s and errors alike.
  app.addHook('onSend', async (request, reply, payload) => {
    await secureResponse(request, reply);
    return payload;
  });
}
