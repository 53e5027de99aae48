/**
 * /api/user/bookmarks: the signed-in user's favourite vehicles.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { vehicleCardSchema } from '../catalogue/schemas';
import { listBookmarkedVehicles, toggleBookmark } from './service';
import { idField } from '../../http/ids';

const toggleBody = z.object({
  vehicle_id: idField('Véhicule invalide.'),
});
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
