/**
 * /api/user/calls: the signed-in user's call-back requests (docs/spec-notes.md §7 POST /api/user/calls/store).
 */
import { CALL_MAX_LEAD_DAYS, callRequestSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { callListSchema, callResourceSchema } from './schemas';
import { requestCall, listCalls } from './service';

const tags = ['Compte'];
const security = [{ apiKey: [], bearer: [] }];

export function callRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const base = deps.config.publicApiUrl;
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/api/user/calls/store',
      {
        schema: {
          tags,
          summary: `Demande de rappel : un jour du lundi au samedi dans les ${CALL_MAX_LEAD_DAYS} prochains jours et un créneau entre 9 h et 19 h`,
          security,
          body: callRequestSchema,
          response: { 201: callResourceSchema, ...errorSchemas(401, 404, 422) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const input = await validate(callRequestSchema, request.body);
        return reply.code(201).send({ data: await requestCall(deps, authOf(request).userId, input, base) });
      },
    );

    app.get(
      '/api/user/calls',
      {
        schema: {
          tags,
          summary: 'Demandes de rappel de l’utilisateur, les plus récentes d’abord',
          security,
          response: { 200: callListSchema, ...errorSchemas(401) },
        },
      },
      async (request) => {
        const data = await listCalls(deps.db, authOf(request).userId, base);
        return { data, meta: { total: data.length } };
      },
    );
  };
}
