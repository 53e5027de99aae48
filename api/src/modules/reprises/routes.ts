/**
 * /api/user/reprises: the signed-in user's trade-in requests (paginated list, deletion).
 * POST /api/user/reprises/store belongs to the trade-in area (same table).
 */
import { REPRISES_PER_PAGE } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas } from '../../http/reply-schemas';
import { repriseListQuerySchema, repriseListSchema, repriseParamsSchema } from './schemas';
import { deleteReprise, listReprises } from './service';

const tags = ['Compte'];
const security = [{ apiKey: [], bearer: [] }];

export function repriseRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get('/api/user/reprises', {
      schema: {
        tags,
        summary: `Demandes de reprise de l’utilisateur, les plus récentes d’abord, ${REPRISES_PER_PAGE} par page (page à partir de 1)`,
        security,
        querystring: repriseListQuerySchema,
        response: { 200: repriseListSchema, ...errorSchemas(401, 422) },
      },
    }, async (request) => listReprises(deps.db, authOf(request).userId, request.query.page));

    app.delete('/api/user/reprises/:id', {
      schema: {
        tags,
        summary: 'Supprime une demande de reprise de l’utilisateur',
        security,
        params: repriseParamsSchema,
        response: { 204: z.null().describe('Demande supprimée'), ...errorSchemas(401, 404, 422) },
      },
    }, async (request, reply) => {
      await deleteReprise(deps.db, authOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    });
  };
}
