/**
 * /api/user/estimates: the signed-in user's estimates (« devis »), priced and numbered by the API.
 */
import { ESTIMATE_VALIDITY_DAYS, estimateRequestSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { estimateListSchema, estimateParamsSchema, estimateResourceSchema } from './schemas';
import { createEstimate, deleteEstimate, listEstimates } from './service';

const tags = ['Compte'];
const security = [{ apiKey: [], bearer: [] }];

export function estimateRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const base = deps.config.publicApiUrl;
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/api/user/estimates/store',
      {
        schema: {
          tags,
          summary: `Demande de devis : numéroté, chiffré par l’API (HT, TVA, TTC), valable ${ESTIMATE_VALIDITY_DAYS} jours ; 422 sur coupon_id / partner_code_id si le code n’est plus valable ou sans la preuve (promo_proof) donnée par POST /api/promotional-codes à cet utilisateur pour ce véhicule et ce code`,
          security,
          body: estimateRequestSchema,
          response: { 201: estimateResourceSchema, ...errorSchemas(401, 404, 422) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const input = await validate(estimateRequestSchema, request.body);
        return reply
          .code(201)
          .send({ data: await createEstimate(deps.db, authOf(request).userId, input, base, deps.signingKey) });
      },
    );

    app.get(
      '/api/user/estimates',
      {
        schema: {
          tags,
          summary: 'Devis de l’utilisateur, les plus récents d’abord',
          security,
          response: { 200: estimateListSchema, ...errorSchemas(401) },
        },
      },
      async (request) => {
        const data = await listEstimates(deps.db, authOf(request).userId, base);
        return { data, meta: { total: data.length } };
      },
    );

    app.delete(
      '/api/user/estimates/:id',
      {
        schema: {
          tags,
          summary: 'Supprime un devis de l’utilisateur (l’utilisation de son code promo est rendue)',
          security,
          params: estimateParamsSchema,
          response: { 204: z.null().describe('Devis supprimé'), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        await deleteEstimate(deps.db, authOf(request).userId, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
