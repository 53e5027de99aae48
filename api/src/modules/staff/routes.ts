/**
 * The staff API (/api/staff/*, docs/staff.md). The session cookie is parsed in this module's scope
 * only (@fastify/cookie registered here): no visitor route ever reads it.
 */
import cookie from '@fastify/cookie';
import { STAFF_STREAM_PATH } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas } from '../../http/reply-schemas';
import { accountRoutes } from './account-routes';
import { readAudit } from './audit-service';
import { tradeinStaffRoutes } from '../tradein/offers/staff-routes';
import { stockStaffRoutes } from '../stock/staff-routes';
import { agendaRoutes } from '../appointments/agenda-routes';
import { actionRoutes } from './action-routes';
import { inboxRoutes } from './inbox-routes';
import { createStaffLimits } from './rate-limits';
import { auditPageSchema, auditQuerySchema } from './schemas';
import { staffSecurity } from './security';
import { idleSince } from './sessions';
import { createStaffStreamHub } from './stream-hub';
import { sessionRoutes } from './session-routes';
import { signInRoutes } from './sign-in-routes';
import { createStaffAuth, registerSessionSliding, staffOf } from './staff-hook';

export function staffRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const limits = createStaffLimits(deps.config.rateLimits, deps.limiter);
  const requireStaff = createStaffAuth(deps);
  return async (app) => {
    await app.register(cookie);
    registerSessionSliding(app, deps);
    await app.register(signInRoutes({ deps, limits }));
    await app.register(sessionRoutes(deps, limits, requireStaff));
    await app.register(accountRoutes(deps, limits, requireStaff));
    await app.register(inboxRoutes(deps, requireStaff));
    await app.register(tradeinStaffRoutes(deps, requireStaff));
    await app.register(actionRoutes(deps, requireStaff));
    await app.register(stockStaffRoutes(deps, requireStaff));
    await app.register(agendaRoutes(deps, requireStaff));

    app.get(
      '/api/staff/audit',
      {
        schema: {
          tags: ['Espace conseiller — journal'],
          security: staffSecurity('responsable', 'GET'),
          querystring: auditQuerySchema,
          summary:
            'Journal d’audit, du plus récent au plus ancien, filtré par personne, enregistrement ou jour (pagination par curseur)',
          response: { 200: auditPageSchema, ...errorSchemas(401, 403, 422) },
        },
        onRequest: requireStaff('responsable'),
      },
      async (request) => readAudit(deps.db, request.query),
    );

    // The live stream of new requests: a stream, not a JSON reply, so not in the OpenAPI document
    // (like /live/stock); docs/staff.md « Live » describes it and its tests are in stream.test.ts.
    const hub = createStaffStreamHub({
      db: deps.db,
      changes: deps.changes,
      lifecycle: deps.lifecycle,
      heartbeatSeconds: deps.config.liveStock.heartbeatSeconds,
      idleSince: () => idleSince(deps.config),
      warn: (message) => app.log.warn(`[espace conseiller] ${message}`),
    });
    app.addHook('preClose', async () => hub.close());
    app.get(STAFF_STREAM_PATH, { schema: { hide: true }, onRequest: requireStaff('conseiller') }, (request, reply) =>
      hub.open(reply, staffOf(request)),
    );
  };
}
