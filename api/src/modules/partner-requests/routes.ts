/**
 * POST /api/user/partner-requests: become a partner / equip a company fleet.
 */
import { partnerRequestSchema as partnerRequestInputSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { partnerRequestResourceSchema } from './schemas';
import { createPartnerRequest } from './service';

export function partnerRequestRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/api/user/partner-requests',
      {
        schema: {
          tags: ['Compte'],
          summary: 'Demande de partenariat ou d’équipement de flotte d’entreprise (statut « nouvelle »)',
          security: [{ apiKey: [], bearer: [] }],
          body: partnerRequestInputSchema,
          response: { 201: partnerRequestResourceSchema, ...errorSchemas(401, 422) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const data = await validate(partnerRequestInputSchema, request.body);
        return reply.code(201).send({ data: await createPartnerRequest(deps.db, authOf(request).userId, data) });
      },
    );
  };
}
