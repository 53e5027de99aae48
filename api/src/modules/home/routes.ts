/**
 * Home page calls: banners, welcome slides, vehicle sliders, ratings, latest news, business sectors.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { businessSectors } from './queries';
import {
  bannerSchema,
  limitQuerySchema,
  listSlideSchema,
  listSlidesQuerySchema,
  newsItemSchema,
  reviewSchema,
  welcomeSlideSchema,
} from './schemas';
import { banners, lastNews, listSlides, ratings, welcomeSlides } from './service';

const security = [{ apiKey: [] }];

export function homeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const base = deps.config.publicApiUrl;
  return async (app) => {
    app.get(
      '/api/banners',
      {
        schema: {
          tags: ['Accueil'],
          summary: 'Bannières promotionnelles',
          security,
          response: { 200: listOf(bannerSchema) },
        },
      },
      async () => {
        const data = await banners(deps.db, base);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/welcome-slides',
      {
        schema: {
          tags: ['Accueil'],
          summary: 'Diapositives du bandeau d’accueil',
          security,
          response: { 200: listOf(welcomeSlideSchema) },
        },
      },
      async () => {
        const data = await welcomeSlides(deps.db, base);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/list-slides',
      {
        schema: {
          tags: ['Accueil'],
          summary: 'Carrousels de véhicules (categories[]=nouveautes&categories[]=utilitaires…)',
          security,
          querystring: listSlidesQuerySchema,
          response: { 200: listOf(listSlideSchema), ...errorSchemas(422) },
        },
      },
      async (request) => {
        const data = await listSlides(deps.db, base, request.query.categories, request.query.limit);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/ratings',
      {
        schema: {
          tags: ['Accueil'],
          summary: 'Avis clients sur le site : data, count, percentage',
          security,
          querystring: limitQuerySchema(50, 12),
          response: {
            200: z.object({
              data: z.array(reviewSchema),
              count: z.number().int(),
              percentage: z.number().int(),
              average: z.number(),
            }),
            ...errorSchemas(422),
          },
        },
      },
      async (request) => ratings(deps.db, request.query.limit),
    );

    app.get(
      '/api/blog/last-news',
      {
        schema: {
          tags: ['Accueil'],
          summary: 'Derniers articles du blog',
          security,
          querystring: limitQuerySchema(20, 4),
          response: { 200: listOf(newsItemSchema), ...errorSchemas(422) },
        },
      },
      async (request) => {
        const data = await lastNews(deps.db, base, request.query.limit);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/business-sectors',
      {
        schema: {
          tags: ['Référentiels'],
          summary: 'Secteurs d’activité (sections NAF)',
          security,
          response: { 200: listOf(z.object({ id: z.number().int(), name: z.string(), code: z.string() })) },
        },
      },
      async () => {
        const data = await businessSectors(deps.db);
        return { data, meta: { total: data.length } };
      },
    );
  };
}
