/**
 * The beacon channel's API side:
 * - POST /api/beacons: a batch of front-end events (remote loads, load failures, render errors per
 *   remote and version), forwarded by the site server from its same-origin `/beacon`; 204. Only the
 *   site server may send it: besides the API key (public: it is in every page), its own credential
 *   in X-Site-Credential (BEACON_SECRET; unset: a generated key no site server knows, so none is
 *   taken); anyone else gets 403 before the body is read. The per-address limit
 *   (BEACONS_PER_MINUTE) then counts the visitor the site server names in X-Visitor-Address (trusted
 *   because of the credential), not the site server. The site server sends only the pairs its
 *   visitor was served, and `visitor`, a keyed hash of the day of its cohort (service.ts).
 * - GET /ops/front-events?minutes=60: the totals per kind, remote and version (ops only).
 */
import { isIP } from 'node:net';
import { beaconBatchSchema } from '@ga/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { appSecret } from '../../db/app-secrets';
import { HttpError } from '../../http/errors';
import { carriesSiteCredential, credentialDigest, SITE_CREDENTIAL_HEADER } from '../../http/site-credential';
import { requireOps } from '../../http/ops-access';
import { errorSchemas } from '../../http/reply-schemas';
import { frontEventTotals } from './queries';
import { pruneNowAndThen, recordFrontEvents, registryNames } from './service';

const tags = ['Système'];
/** The site server's credential (shell/server/beacons.ts sends it; http/site-credential.ts). */
export { SITE_CREDENTIAL_HEADER };
/** The visitor's address as the site server saw it: the limit's key, with the credential only. */
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address';
export const BEACON_FORBIDDEN_MESSAGE = 'Balises acceptées du seul serveur du site.';
/** Visitor rows are kept a day at least (longer when the decider's window is). */
const VISITOR_KEEP_MINUTES = 24 * 60;

const bodySchema = beaconBatchSchema.extend({
  visitor: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional()
    .describe('Empreinte du visiteur du jour (HMAC, calculée par le serveur du site), jamais un identifiant'),
});

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function beaconRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    if (!deps.config.beaconSecret)
      app.log.warn(
        'BEACON_SECRET absent : POST /api/beacons refusera toutes les balises (donnez la même valeur à l’API et au serveur du site)',
      );
    // Read at the first beacon (building the app needs no database: the OpenAPI command).
    let expected: Promise<Buffer> | undefined;
    const expectedDigest = () => {
      expected ??= (
        deps.config.beaconSecret ? Promise.resolve(deps.config.beaconSecret) : appSecret(deps.db, 'beacon-secret')
      ).then(credentialDigest, (error: unknown) => {
        expected = undefined;
        throw error;
      });
      return expected;
    };
    /** Constant time: both sides hashed to the same length. */
    const fromSiteServer = async (request: FastifyRequest) =>
      carriesSiteCredential(request.headers, await expectedDigest());
    const names = registryNames({ store: deps.config.releases.store, url: deps.config.releases.registry });
    const prune = pruneNowAndThen(
      deps.db,
      deps.config.frontEventsKeepDays,
      Math.max(VISITOR_KEEP_MINUTES, deps.config.releases.windowMinutes),
    );

    app.post(
      '/api/beacons',
      {
        config: {
          rateLimit: {
            max: deps.config.rateLimits.beaconsPerMinute,
            timeWindow: 60_000,
            keyGenerator: async (request: FastifyRequest) => {
              const visitor = header(request, VISITOR_ADDRESS_HEADER);
              return visitor && isIP(visitor) && (await fromSiteServer(request)) ? `visiteur:${visitor}` : request.ip;
            },
          },
        },
        onRequest: async (request) => {
          if (!(await fromSiteServer(request))) throw new HttpError(403, BEACON_FORBIDDEN_MESSAGE);
        },
        schema: {
          tags,
          summary:
            'Événements du front (chargement d’un remote, échec, erreur de rendu), par remote et version, transmis par le serveur du site (en-tête X-Site-Credential) ; sans donnée personnelle',
          body: bodySchema,
          // Both the public key and the site server's own credential (openapi.ts siteCredential).
          security: [{ apiKey: [], siteCredential: [] }],
          response: { 204: z.null().describe('Reçus'), ...errorSchemas(403, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        await recordFrontEvents(deps.db, deps.metrics, request.body.events, {
          names: await names(),
          visitor: request.body.visitor,
        });
        await prune();
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/ops/front-events',
      {
        preHandler: requireOps(deps.config.opsToken),
        schema: {
          hide: true,
          querystring: z.object({
            minutes: z.coerce
              .number()
              .int()
              .min(1)
              .max(60 * 24 * 30)
              .default(60),
          }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await frontEventTotals(deps.db, request.query.minutes) };
      },
    );
  };
}
