/**
 * GET /api/vehicles/{id}/view-360 (docs/spec-notes.md §7): the frames of a vehicle's 360° view.
 */
import { VIEW_360_FRAME_COUNT, type Vehicle360View } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas } from '../../http/reply-schemas';
import { idOrSlugParamsSchema } from '../catalogue/query-schemas';
import { vehicle360View } from './service';

const view360Schema = z.object({
  vehicle_id: z.number().int(),
  frame_count: z.number().int(),
  frames: z.array(
    z.object({
      index: z.number().int(),
      angle: z.number().describe('Degrés ; 0 : profil, 90 : face avant'),
      url: z.string(),
    }),
  ),
}) satisfies z.ZodType<Vehicle360View>;

export function view360Routes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/vehicles/:id/view-360',
      {
        schema: {
          tags: ['Catalogue'],
          summary: `Vue à 360° d’un véhicule (id ou slug) : ${VIEW_360_FRAME_COUNT} images SVG, une tous les ${360 / VIEW_360_FRAME_COUNT}°`,
          security: [{ apiKey: [] }],
          params: idOrSlugParamsSchema,
          response: { 200: z.object({ data: view360Schema }), ...errorSchemas(404) },
        },
      },
      async (request) => ({ data: await vehicle360View(deps.db, deps.config.publicApiUrl, request.params.id) }),
    );
  };
}
