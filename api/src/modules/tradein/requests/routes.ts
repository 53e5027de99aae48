/**
 * /api/user/reprises: the signed-in user's trade-in requests: new request with its instant valuation
 * (tradein/store.ts), one request, paginated list, deletion.
 */
import {
  TRADEIN_VALUATION_VALIDITY_DAYS,
  TRADEINS_PER_PAGE,
  tradeinOfferAcceptSchema,
  tradeinOfferDeclineSchema,
  tradeinStoreSchema,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { authOf } from '../../../http/auth-hook';
import { conflictBodySchema, errorSchemas } from '../../../http/reply-schemas';
import { requestMeta } from '../../staff/audit';
import { answerOffer } from '../offers/service';
import { bodyValidatedInHandler, validate } from '../../../http/validate';
import { removeFiles } from '../photos/service';
import { refreshValuation, storeTradein } from '../store';
import { tradeinListQuerySchema, tradeinListSchema, tradeinParamsSchema, tradeinResourceSchema } from './schemas';
import { deleteTradein, listTradeins, showTradein } from './service';

const tags = ['Compte'];
const security = [{ apiKey: [], bearer: [] }];
/** The 409s of an answer to a firm offer. */
const CONFLICTS =
  '409 (erreurs par champ) : `offer_id` quand l’offre montrée n’est plus celle en attente (remplacée entre-temps par une nouvelle offre ferme : relisez-la avant de répondre) ; `offer` quand aucune offre n’attend de réponse, ou que l’offre a expiré.';

export function tradeinRequestRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get(
      '/api/user/reprises',
      {
        schema: {
          tags,
          summary: `Demandes de reprise de l’utilisateur, les plus récentes d’abord, ${TRADEINS_PER_PAGE} par page (page à partir de 1)`,
          security,
          querystring: tradeinListQuerySchema,
          response: { 200: tradeinListSchema, ...errorSchemas(401, 422) },
        },
      },
      async (request) => listTradeins(deps.db, authOf(request).userId, request.query.page),
    );

    app.post(
      '/api/user/reprises/store',
      {
        schema: {
          tags,
          summary: `Demande de reprise avec son estimation immédiate (valable ${TRADEIN_VALUATION_VALIDITY_DAYS} jours, sous réserve d’expertise) ; 422 par champ`,
          security,
          body: tradeinStoreSchema,
          response: { 201: tradeinResourceSchema, ...errorSchemas(401, 422) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const input = await validate(tradeinStoreSchema, request.body);
        return reply.code(201).send({ data: await storeTradein(deps, authOf(request).userId, input) });
      },
    );

    app.get(
      '/api/user/reprises/:id',
      {
        schema: {
          tags,
          summary: 'Une demande de reprise de l’utilisateur, avec le détail de son estimation',
          security,
          params: tradeinParamsSchema,
          response: { 200: tradeinResourceSchema, ...errorSchemas(401, 404, 422) },
        },
      },
      async (request) => ({ data: await showTradein(deps.db, authOf(request).userId, request.params.id) }),
    );

    app.post(
      '/api/user/reprises/:id/estimate',
      {
        schema: {
          tags,
          summary: `Actualise une estimation expirée (plus de ${TRADEIN_VALUATION_VALIDITY_DAYS} jours) aux prix du jour ; encore valable : renvoyée telle quelle`,
          description: 'Demande sans version de référence ou close (traitée, annulée) : 409.',
          security,
          params: tradeinParamsSchema,
          response: { 200: tradeinResourceSchema, ...errorSchemas(401, 404, 409, 422) },
        },
      },
      async (request) => ({ data: await refreshValuation(deps, authOf(request).userId, request.params.id) }),
    );

    app.post(
      '/api/user/reprises/:id/offer/accept',
      {
        schema: {
          tags,
          summary:
            'Accepte l’offre ferme de reprise montrée au visiteur (`offer_id`), si elle est toujours celle en attente',
          description: CONFLICTS,
          security,
          params: tradeinParamsSchema,
          body: tradeinOfferAcceptSchema,
          response: { 200: tradeinResourceSchema, ...errorSchemas(401, 404, 422), 409: conflictBodySchema },
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        await answerOffer(
          deps,
          userId,
          request.params.id,
          request.body.offer_id,
          { accept: true },
          requestMeta(request),
        );
        return { data: await showTradein(deps.db, userId, request.params.id) };
      },
    );

    app.post(
      '/api/user/reprises/:id/offer/decline',
      {
        schema: {
          tags,
          summary:
            'Refuse l’offre ferme de reprise montrée au visiteur (`offer_id`), avec une raison facultative, si elle est toujours celle en attente',
          description: CONFLICTS,
          security,
          params: tradeinParamsSchema,
          body: tradeinOfferDeclineSchema,
          response: { 200: tradeinResourceSchema, ...errorSchemas(401, 404, 422), 409: conflictBodySchema },
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        await answerOffer(
          deps,
          userId,
          request.params.id,
          request.body.offer_id,
          { accept: false, reason: request.body.reason || null },
          requestMeta(request),
        );
        return { data: await showTradein(deps.db, userId, request.params.id) };
      },
    );

    app.delete(
      '/api/user/reprises/:id',
      {
        schema: {
          tags,
          summary: 'Supprime une demande de reprise de l’utilisateur',
          security,
          params: tradeinParamsSchema,
          response: { 204: z.null().describe('Demande supprimée'), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        const keys = await deleteTradein(deps.db, authOf(request).userId, request.params.id);
        await removeFiles(deps, keys, request.log);
        return reply.code(204).send(null);
      },
    );
  };
}
