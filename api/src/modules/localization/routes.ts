/**
 * GET /api/localization?search=: postal code / commune autocompletion of the forms (docs/spec-notes.md §7).
 */
import { LOCALITY_MAX_RESULTS } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { localitySchema, localizationQuerySchema } from './schemas';
import { searchLocalities } from './service';

export function localizationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/localization',
      {
        schema: {
          tags: ['Localisation'],
          summary: `Communes par début de code postal ou de nom (accents et majuscules ignorés), ${LOCALITY_MAX_RESULTS} au plus`,
          security: [{ apiKey: [] }],
          querystring: localizationQuerySchema,
          response: { 200: listOf(localitySchema), ...errorSchemas(422) },
        },
      },
      async (request) => {
        const data = await searchLocalities(deps.db, request.query.search);
        return { data, meta: { total: data.length } };
      },
    );
  };
}
