/**
 * « Vus récemment »:
 * - GET    /api/user/recently-viewed                 the signed-in visitor's last vehicles, newest first
 * - POST   /api/user/recently-viewed {vehicle_id}    notes a view (204)
 * - DELETE /api/user/recently-viewed                 forgets them all (204)
 * - GET    /api/vehicles/selection?ids=3,1,2         the published cards of those ids, in that order
 *   (a visitor who keeps the list in the browser, after consent)
 */
import { RECENTLY_VIEWED_KEPT } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { idField, MAX_DB_ID } from '../../http/ids';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { vehicleCardSchema } from '../catalogue/schemas';
import { cardsInOrder, clearRecentlyViewed, listRecentlyViewed, recordView } from './service';

const IDS_MESSAGE = `Indiquez de 1 à ${RECENTLY_VIEWED_KEPT} identifiants de véhicules séparés par des virgules.`;
const idsQuery = z.object({
  ids: z
    .string({ error: IDS_MESSAGE })
    .regex(/^\d{1,10}(,\d{1,10})*$/, IDS_MESSAGE)
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.length <= RECENTLY_VIEWED_KEPT && ids.every((id) => id > 0 && id <= MAX_DB_ID), IDS_MESSAGE),
});
const security = [{ apiKey: [], bearer: [] }];
const tags = ['Compte'];

export function recentlyViewedRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const base = deps.config.publicApiUrl;
    app.get(
      '/api/vehicles/selection',
      {
        schema: {
          tags: ['Catalogue'],
          summary: `Vignettes des véhicules publiés parmi \`ids\` (${RECENTLY_VIEWED_KEPT} au plus), dans l’ordre donné`,
          security: [{ apiKey: [] }],
          querystring: idsQuery,
          response: { 200: listOf(vehicleCardSchema), ...errorSchemas(422) },
        },
      },
      async (request) => {
        const data = await cardsInOrder(deps.db, request.query.ids, base);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/user/recently-viewed',
      {
        onRequest: deps.requireUser,
        schema: {
          tags,
          summary: 'Véhicules vus récemment par l’utilisateur, du plus récent au plus ancien',
          security,
          response: { 200: listOf(vehicleCardSchema), ...errorSchemas(401) },
        },
      },
      async (request) => {
        const data = await listRecentlyViewed(deps.db, authOf(request).userId, base);
        return { data, meta: { total: data.length } };
      },
    );

    app.post(
      '/api/user/recently-viewed',
      {
        onRequest: deps.requireUser,
        schema: {
          tags,
          summary: `Note la consultation d’un véhicule (les ${RECENTLY_VIEWED_KEPT} derniers sont gardés)`,
          security,
          body: z.object({ vehicle_id: idField('Véhicule invalide.') }),
          response: { 204: z.null().describe('Noté'), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        await recordView(deps.db, authOf(request).userId, request.body.vehicle_id);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/user/recently-viewed',
      {
        onRequest: deps.requireUser,
        schema: {
          tags,
          summary: 'Efface la liste des véhicules vus récemment',
          security,
          response: { 204: z.null().describe('Effacée'), ...errorSchemas(401) },
        },
      },
      async (request, reply) => {
        await clearRecentlyViewed(deps.db, authOf(request).userId);
        return reply.code(204).send(null);
      },
    );
  };
}
