/**
 * /api/user/estimates: the signed-in user's quotes (« devis »), priced and numbered by the API.
 */
import { QUOTE_VALIDITY_DAYS, quoteRequestSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { quoteListSchema, quoteParamsSchema, quoteResourceSchema } from './schemas';
import { createQuote, deleteQuote, listQuotes } from './service';

const tags = ['Compte'];
const security = [{ apiKey: [], bearer: [] }];

export function quoteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const base = deps.config.publicApiUrl;
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/api/user/estimates/store',
      {
        schema: {
          tags,
          summary: `Demande de devis : numéroté, chiffré par l’API (HT, TVA, TTC), valable ${QUOTE_VALIDITY_DAYS} jours ; 422 sur coupon_id / partner_code_id si le code n’est plus valable ou sans la preuve (promo_proof) donnée par POST /api/promotional-codes à cet utilisateur pour ce véhicule et ce code`,
          security,
          body: quoteRequestSchema,
          response: { 201: quoteResourceSchema, ...errorSchemas(401, 404, 422) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const input = await validate(quoteRequestSchema, request.body);
        return reply
          .code(201)
          .send({ data: await createQuote(deps.db, authOf(request).userId, input, base, deps.signingKey) });
      },
    );

    app.get(
      '/api/user/estimates',
      {
        schema: {
          tags,
          summary: 'Devis de l’utilisateur, les plus récents d’abord',
          security,
          response: { 200: quoteListSchema, ...errorSchemas(401) },
        },
      },
      async (request) => {
        const data = await listQuotes(deps.db, authOf(request).userId, base);
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
          params: quoteParamsSchema,
          response: { 204: z.null().describe('Devis supprimé'), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        await deleteQuote(deps.db, authOf(request).userId, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
