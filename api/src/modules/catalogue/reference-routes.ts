/**
 * Catalogue reference calls (docs/spec-notes.md §7): categories and body types, brands, models, energies with
 * counts, and the sitemap entries. `{id}` accepts an id or a slug.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import {
  brandSearchQuerySchema,
  categoryQuerySchema,
  energiesQuerySchema,
  idOrSlugParamsSchema,
} from './query-schemas';
import {
  brandDetailSchema,
  brandSchema,
  carModelSchema,
  energyCountSchema,
  sitemapEntrySchema,
  vehicleCategorySchema,
  vehicleTypeSchema,
} from './schemas';
import * as service from './service';

const security = [{ apiKey: [] }];
const tags = ['Catalogue'];
const list = <T>(data: T[]) => ({ data, meta: { total: data.length } });

export function referenceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/vehicles/types/categories',
      {
        schema: {
          tags,
          summary: 'Catégories (voitures, utilitaires) et leurs carrosseries',
          security,
          response: { 200: listOf(vehicleCategorySchema) },
        },
      },
      async () => list(await service.listCategories(db)),
    );

    app.get(
      '/api/vehicles/types/categories/search',
      {
        schema: {
          tags,
          summary: 'Catégories et leurs carrosseries, filtrées par `category` (slug)',
          security,
          querystring: categoryQuerySchema,
          response: { 200: listOf(vehicleCategorySchema), ...errorSchemas(422) },
        },
      },
      async (request) => list(await service.listCategories(db, request.query.category)),
    );

    app.get(
      '/api/vehicles/types/categories/:id',
      {
        schema: {
          tags,
          summary: 'Une catégorie (id ou slug) et ses carrosseries',
          security,
          params: idOrSlugParamsSchema,
          response: { 200: z.object({ data: vehicleCategorySchema }), ...errorSchemas(404) },
        },
      },
      async (request) => ({ data: await service.showCategory(db, request.params.id) }),
    );

    app.get(
      '/api/vehicles/types/search',
      {
        schema: {
          tags,
          summary: 'Carrosseries avec leur nombre de véhicules, éventuellement d’une `category`',
          security,
          querystring: categoryQuerySchema,
          response: { 200: listOf(vehicleTypeSchema), ...errorSchemas(422) },
        },
      },
      async (request) => list(await service.listTypes(db, request.query.category)),
    );

    app.get(
      '/api/vehicles/types/:id',
      {
        schema: {
          tags,
          summary: 'Une carrosserie (id ou slug)',
          security,
          params: idOrSlugParamsSchema,
          response: { 200: z.object({ data: vehicleTypeSchema }), ...errorSchemas(404) },
        },
      },
      async (request) => ({ data: await service.showType(db, request.params.id) }),
    );

    app.get(
      '/api/vehicles/brands/search',
      {
        schema: {
          tags,
          summary: 'Marques avec leur nombre de véhicules (filtres `category`, `search`)',
          security,
          querystring: brandSearchQuerySchema,
          response: { 200: listOf(brandSchema), ...errorSchemas(422) },
        },
      },
      async (request) => list(await service.searchBrands(db, request.query)),
    );

    app.get(
      '/api/vehicles/brands/:id',
      {
        schema: {
          tags,
          summary: 'Une marque (id ou slug) et ses modèles',
          security,
          params: idOrSlugParamsSchema,
          response: { 200: z.object({ data: brandDetailSchema }), ...errorSchemas(404) },
        },
      },
      async (request) => ({ data: await service.showBrand(db, request.params.id) }),
    );

    app.get(
      '/api/vehicles/carmodels/:id',
      {
        schema: {
          tags,
          summary: 'Un modèle (id ou slug)',
          security,
          params: idOrSlugParamsSchema,
          response: { 200: z.object({ data: carModelSchema }), ...errorSchemas(404) },
        },
      },
      async (request) => ({ data: await service.showCarModel(db, request.params.id) }),
    );

    app.get(
      '/api/vehicles/energies',
      {
        schema: {
          tags,
          summary: 'Énergies avec leur nombre de véhicules, éventuellement d’une carrosserie (`type`)',
          security,
          querystring: energiesQuerySchema,
          response: { 200: listOf(energyCountSchema), ...errorSchemas(422) },
        },
      },
      async (request) => list(await service.energies(db, request.query.type)),
    );

    for (const kind of ['vehicles', 'brands', 'carmodels'] as const) {
      app.get(
        `/api/sitemap/${kind}`,
        {
          schema: {
            tags: ['Plan du site'],
            summary: `Chemins du plan du site : ${kind === 'vehicles' ? 'véhicules' : kind === 'brands' ? 'marques' : 'modèles'}`,
            security,
            response: { 200: listOf(sitemapEntrySchema) },
          },
        },
        async () => list(await service.sitemap(db, kind)),
      );
    }
  };
}
