/**
 * GET /api/events/{id|slug} and GET /api/promotions/{slug} (docs/spec-notes.md §7): the pages /evenement/{slug}
 * and /promotion/{slug}. A finished campaign still answers (status `terminee`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas } from '../../http/reply-schemas';
import { campaignParamsSchema, eventPageSchema, promotionPageSchema } from './schemas';
import { showEvent, showPromotion } from './service';

const tags = ['Catalogue'];
const security = [{ apiKey: [] }];

export function campaignRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const base = deps.config.publicApiUrl;
  return async (app) => {
    app.get(
      '/api/events/:id',
      {
        schema: {
          tags,
          summary:
            'Un événement (id ou slug) : dates, lieu, textes et critères de recherche de ses véhicules (`search`, pour GET /api/vehicles)',
          security,
          params: campaignParamsSchema,
          response: { 200: z.object({ data: eventPageSchema }), ...errorSchemas(404) },
        },
      },
      async (request) => ({ data: await showEvent(deps.db, base, request.params.id) }),
    );

    app.get(
      '/api/promotions/:id',
      {
        schema: {
          tags,
          summary:
            'Une promotion (slug ou id) : dates, remise, conditions et critères de recherche de ses véhicules (`search`, pour GET /api/vehicles)',
          security,
          params: campaignParamsSchema,
          response: { 200: z.object({ data: promotionPageSchema }), ...errorSchemas(404) },
        },
      },
      async (request) => ({ data: await showPromotion(deps.db, base, request.params.id) }),
    );
  };
}
