/**
 * GET /api/cities and GET /api/cities/{city}?type= (docs/spec-notes.md §7): the cities of the
 * « achat utilitaire » landing pages (/achat-utilitaire/{city}).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { cityPageSchema, cityParamsSchema, cityQuerySchema, citySchema } from './schemas';
import { listCities, showCity } from './service';

const tags = ['Localisation'];
const security = [{ apiKey: [] }];

export function cityRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/cities',
      {
        schema: {
          tags,
          summary: 'Villes des pages « achat utilitaire », par nom',
          security,
          response: { 200: listOf(citySchema) },
        },
      },
      async () => {
        const data = await listCities(deps.db);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/cities/:city',
      {
        schema: {
          tags,
          summary:
            'Une ville (slug) : département, modes de livraison (prix, délai) et véhicules en stock de la catégorie `type` (utilitaires par défaut), les moins chers d’abord',
          security,
          params: cityParamsSchema,
          querystring: cityQuerySchema,
          response: { 200: z.object({ data: cityPageSchema }), ...errorSchemas(404, 422) },
        },
      },
      async (request) => ({
        data: await showCity(deps.db, deps.config.publicApiUrl, request.params.city, request.query.type),
      }),
    );
  };
}
