/**
 * /api/user/bookmarks: the signed-in user's favourite vehicles.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { vehicleCardSchema } from '../catalogue/schemas';
import { LOCAL_FAVOURITES_KEPT } from '@ga/contracts';
import { listBookmarkedVehicles, mergeBookmarks, toggleBookmark } from './service';
import { idField } from '../../http/ids';

const toggleBody = z.object({
  vehicle_id: idField('Véhicule invalide.'),
});
const mergeBody = z.object({
  vehicle_ids: z
    .array(idField('Véhicule invalide.'), { error: 'Liste de véhicules invalide.' })
    .max(LOCAL_FAVOURITES_KEPT, `${LOCAL_FAVOURITES_KEPT} véhicules au plus.`),
});
const mergeReply = z.object({ data: z.object({ bookmarks: z.array(z.number().int()) }) });
const toggleReply = z.object({
  data: z.object({ vehicle_id: z.number().int(), bookmarked: z.boolean(), bookmarks: z.array(z.number().int()) }),
});

export function bookmarkRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/api/user/bookmarks/store',
      {
        schema: {
          tags: ['Compte'],
          summary: 'Ajoute (201) ou retire (200) un véhicule des favoris',
          security: [{ apiKey: [], bearer: [] }],
          body: toggleBody,
          response: { 200: toggleReply, 201: toggleReply, ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        const { vehicle_id } = request.body;
        const result = await toggleBookmark(deps.db, authOf(request).userId, vehicle_id);
        return reply.code(result.bookmarked ? 201 : 200).send({ data: { vehicle_id, ...result } });
      },
    );

    app.post(
      '/api/user/bookmarks/merge',
      {
        schema: {
          tags: ['Compte'],
          summary: 'Ajoute aux favoris du compte ceux gardés dans le navigateur avant la connexion',
          description:
            'Idempotent : un véhicule déjà en favori, retiré de la vente ou inconnu est ignoré. Répond la liste des favoris du compte.',
          security: [{ apiKey: [], bearer: [] }],
          body: mergeBody,
          response: { 200: mergeReply, ...errorSchemas(401, 422) },
        },
      },
      async (request) => ({
        data: { bookmarks: await mergeBookmarks(deps.db, authOf(request).userId, request.body.vehicle_ids) },
      }),
    );

    app.get(
      '/api/user/bookmarks',
      {
        schema: {
          tags: ['Compte'],
          summary: 'Véhicules favoris de l’utilisateur',
          security: [{ apiKey: [], bearer: [] }],
          response: { 200: listOf(vehicleCardSchema), ...errorSchemas(401) },
        },
      },
      async (request) => {
        const data = await listBookmarkedVehicles(deps.db, authOf(request).userId, deps.config.publicApiUrl);
        return { data, meta: { total: data.length } };
      },
    );
  };
}
